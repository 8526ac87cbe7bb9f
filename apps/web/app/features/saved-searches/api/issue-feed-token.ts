import { issueFeedToken, queryAlertDeliveries, querySavedSearches } from '@supportal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateEndpoints } from '../../../lib/endpoint-key';

/** New feed links (the old ones stop working); the token in them is shown only now. */
export const useIssueFeedToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.request(issueFeedToken, { body: { id } }, { area: 'supplierPortal' }),
    onSuccess: () => invalidateEndpoints(queryClient, querySavedSearches, queryAlertDeliveries),
  });
};
