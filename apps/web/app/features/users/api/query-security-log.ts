import { querySecurityLog } from '@supportal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';

export const securityLogQuery = (current: number, size: number) =>
  queryOptions({
    queryKey: endpointKey(querySecurityLog, { query: { current, size } }),
    queryFn: ({ signal }) =>
      apiClient.request(querySecurityLog, { query: { current, size } }, { signal, area: 'supplierPortal' }),
    placeholderData: keepPreviousData,
  });

/** One page of the caller's own security log. */
export const useSecurityLog = (current: number, size: number) => useQuery(securityLogQuery(current, size));
