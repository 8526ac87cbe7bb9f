import { queryCurrentBlacklist, type TEndpointData, type TEndpointInput } from '@supportal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';
import type { TCallApi } from '../../../lib/load-context';

export type TCurrentBlacklistPage = TEndpointData<typeof queryCurrentBlacklist>;
export type TCurrentBlacklistQuery = TEndpointInput<typeof queryCurrentBlacklist>['body'];

/** One page of 黑名单查询 under the address's keyword. */
export const loadCurrentBlacklist = (
  callApi: TCallApi,
  query: TCurrentBlacklistQuery,
): Promise<TCurrentBlacklistPage> => callApi(queryCurrentBlacklist, { body: query });

/** The current black-listings of one supplier, by its exact name (the call matches parts of names). */
export const supplierBlacklistingsQuery = (supplierName: string) =>
  queryOptions({
    queryKey: endpointKey(queryCurrentBlacklist, { body: { keyword: supplierName } }),
    queryFn: async ({ signal }) => {
      const page = await apiClient.request(
        queryCurrentBlacklist,
        { body: { keyword: supplierName, size: 100 } },
        { signal, hideErrMsg: true, area: 'supplierPortal' },
      );
      return page.records.filter((record) => record.supplierName === supplierName);
    },
    staleTime: 60_000,
  });
