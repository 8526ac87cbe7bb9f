import { queryAdminOrgs } from '@supportal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';

export const adminOrgsQuery = () =>
  queryOptions({
    queryKey: endpointKey(queryAdminOrgs, { body: {} }),
    queryFn: ({ signal }) => apiClient.request(queryAdminOrgs, { body: {} }, { signal }),
  });

/** The units of the administrator's scope, disabled ones too, and the registered areas. */
export const useAdminOrgs = () => useQuery(adminOrgsQuery());
