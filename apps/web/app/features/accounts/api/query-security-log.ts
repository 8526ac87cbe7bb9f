import { querySecurityLog } from '@supportal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** One page of the caller's own security log. */
export const useSecurityLog = (current: number, size: number) =>
  useQuery({
    queryKey: ['security-log', current, size],
    queryFn: ({ signal }) =>
      apiClient.request(querySecurityLog, { query: { current, size } }, { signal, area: 'supplierPortal' }),
    placeholderData: keepPreviousData,
  });
