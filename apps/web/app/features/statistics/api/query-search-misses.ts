import { querySearchMisses, type TEndpointData, type TStatisticsPeriod } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TSearchMisses = TEndpointData<typeof querySearchMisses>;

/** The most frequent public keyword searches without a result in a period. */
export const loadSearchMisses = (callApi: TCallApi, period: TStatisticsPeriod): Promise<TSearchMisses> =>
  callApi(querySearchMisses, { body: period });
