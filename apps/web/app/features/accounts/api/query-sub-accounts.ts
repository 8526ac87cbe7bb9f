import { querySubAccounts } from '@supportal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const SUB_ACCOUNTS_KEY = ['sub-accounts'] as const;

/** The company's sub-accounts, asked anew after every change. */
export const useSubAccounts = () =>
  useQuery({
    queryKey: SUB_ACCOUNTS_KEY,
    queryFn: ({ signal }) =>
      apiClient
        .request(querySubAccounts, {}, { signal, area: 'supplierPortal' })
        .then((data) => data.records),
  });
