import { querySubAccounts } from '@supportal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';

export const subAccountsQuery = () =>
  queryOptions({
    queryKey: endpointKey(querySubAccounts, {}),
    queryFn: ({ signal }) => apiClient.request(querySubAccounts, {}, { signal, area: 'supplierPortal' }),
  });

/** The company's sub-accounts, asked anew after every change (the page invalidates querySubAccounts). */
export const useSubAccounts = () => useQuery({ ...subAccountsQuery(), select: (data) => data.records });
