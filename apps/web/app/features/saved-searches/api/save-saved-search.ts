import {
  saveSavedSearch,
  queryAlertDeliveries,
  querySavedSearches,
  type TEndpointInput,
} from '@supportal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateEndpoints } from '../../../lib/endpoint-key';

/** Saves a new or changed saved search; field errors come back to the form, which shows them under its fields. */
export const useSaveSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEndpointInput<typeof saveSavedSearch>['body']) =>
      apiClient.request(saveSavedSearch, { body }, { area: 'supplierPortal', hideErrMsg: true }),
    onSuccess: () => invalidateEndpoints(queryClient, querySavedSearches, queryAlertDeliveries),
  });
};
