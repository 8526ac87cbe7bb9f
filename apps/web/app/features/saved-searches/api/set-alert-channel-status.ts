import {
  setAlertChannelStatus,
  queryAlertDeliveries,
  querySavedSearches,
  type TEndpointInput,
} from '@supportal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateEndpoints } from '../../../lib/endpoint-key';

/** Pauses or resumes one alert channel. */
export const useSetAlertChannelStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEndpointInput<typeof setAlertChannelStatus>['body']) =>
      apiClient.request(setAlertChannelStatus, { body }, { area: 'supplierPortal' }),
    onSuccess: () => invalidateEndpoints(queryClient, querySavedSearches, queryAlertDeliveries),
  });
};
