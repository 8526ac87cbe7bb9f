import { querySupplierStatistics, type TEndpointData, type TStatisticsPeriod } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TSupplierStatistics = TEndpointData<typeof querySupplierStatistics>;

/** Supplier change requests and registrations submitted in a period, by status. */
export const loadSupplierStatistics = (
  callApi: TCallApi,
  period: TStatisticsPeriod,
): Promise<TSupplierStatistics> => callApi(querySupplierStatistics, { body: period });
