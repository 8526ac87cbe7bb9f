import { queryApprovalStatistics, type TEndpointData, type TStatisticsPeriod } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TApprovalStatistics = TEndpointData<typeof queryApprovalStatistics>;

/** Approval time (median, 90th percentile) and overdue items per process step, of a period. */
export const loadApprovalStatistics = (
  callApi: TCallApi,
  period: TStatisticsPeriod,
): Promise<TApprovalStatistics> => callApi(queryApprovalStatistics, { body: period });
