import { queryAccountOptions } from '@supportal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';

export const accountOptionsQuery = () =>
  queryOptions({
    queryKey: endpointKey(queryAccountOptions, { body: {} }),
    queryFn: ({ signal }) => apiClient.request(queryAccountOptions, { body: {} }, { signal }),
  });

/** The orgs and roles the administrator may give (asked once per visit of the page). */
export const useAccountOptions = () => useQuery(accountOptionsQuery());
