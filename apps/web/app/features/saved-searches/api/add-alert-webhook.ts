import {
  addAlertWebhook,
  queryAlertDeliveries,
  querySavedSearches,
  type TEndpointInput,
} from '@supportal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateEndpoints } from '../../../lib/endpoint-key';

/** Adds a chat-group robot; the server sends it a test message first, refusals come back to the form. */
export const useAddAlertWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEndpointInput<typeof addAlertWebhook>['body']) =>
      apiClient.request(addAlertWebhook, { body }, { area: 'supplierPortal', hideErrMsg: true }),
    onSuccess: () => invalidateEndpoints(queryClient, querySavedSearches, queryAlertDeliveries),
  });
};
