import { removeAlertChannel, queryAlertDeliveries, querySavedSearches } from '@supportal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateEndpoints } from '../../../lib/endpoint-key';

/** Removes one alert channel (a robot) from its saved search. */
export const useRemoveAlertChannel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) =>
      apiClient.request(removeAlertChannel, { body: { channelId } }, { area: 'supplierPortal' }),
    onSuccess: () => invalidateEndpoints(queryClient, querySavedSearches, queryAlertDeliveries),
  });
};
