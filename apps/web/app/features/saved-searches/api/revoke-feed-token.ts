import { revokeFeedToken, queryAlertDeliveries, querySavedSearches } from '@supportal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateEndpoints } from '../../../lib/endpoint-key';

/** Revokes the feed links: they stop working. */
export const useRevokeFeedToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.request(revokeFeedToken, { body: { id } }, { area: 'supplierPortal' }),
    onSuccess: () => invalidateEndpoints(queryClient, querySavedSearches, queryAlertDeliveries),
  });
};
