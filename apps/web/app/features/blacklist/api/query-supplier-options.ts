import { querySupplierOptions, type TEndpointData } from '@supportal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';

export type TSupplierOption = TEndpointData<typeof querySupplierOptions>[number];

export const supplierOptionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: endpointKey(querySupplierOptions, { body: { keyword } }),
    queryFn: ({ signal }) =>
      apiClient.request(
        querySupplierOptions,
        { body: { keyword } },
        { signal, hideErrMsg: true, area: 'supplierPortal' },
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Suppliers whose name or code contains the keyword (at most 20); failures are only logged. */
export const useSupplierOptions = (keyword: string) => useQuery(supplierOptionsQuery(keyword));
