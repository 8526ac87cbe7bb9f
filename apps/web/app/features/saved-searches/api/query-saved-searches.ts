import { querySavedSearches } from '@supportal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: endpointKey(querySavedSearches, {}),
    queryFn: ({ signal }) => apiClient.request(querySavedSearches, {}, { area: 'supplierPortal', signal }),
  });

export const useSavedSearches = () => useQuery(savedSearchesQuery());
