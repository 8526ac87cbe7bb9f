import { queryNoticeStatistics, type TEndpointData, type TStatisticsPeriod } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TNoticeStatistics = TEndpointData<typeof queryNoticeStatistics>;

/** Notices published per month, type and unit, and amendments and withdrawals per month, of a period. */
export const loadNoticeStatistics = (
  callApi: TCallApi,
  period: TStatisticsPeriod,
): Promise<TNoticeStatistics> => callApi(queryNoticeStatistics, { body: period });
