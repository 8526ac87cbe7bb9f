import { querySupplierOptions, type TEndpointData } from '@supportal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type TSupplierOption = TEndpointData<typeof querySupplierOptions>[number];

/** Suppliers whose name or code contains the keyword (at most 20); failures are only logged. */
export const useSupplierOptions = (keyword: string) =>
  useQuery({
    queryKey: ['supplier-options', keyword],
    queryFn: ({ signal }) =>
      apiClient.request(
        querySupplierOptions,
        { body: { keyword } },
        { signal, hideErrMsg: true, area: 'supplierPortal' },
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
