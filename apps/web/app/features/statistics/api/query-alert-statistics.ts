import { queryAlertStatistics, type TEndpointData, type TStatisticsPeriod } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TAlertStatistics = TEndpointData<typeof queryAlertStatistics>;

/** Alert deliveries of a period per channel: delivered, failed, waiting. */
export const loadAlertStatistics = (
  callApi: TCallApi,
  period: TStatisticsPeriod,
): Promise<TAlertStatistics> => callApi(queryAlertStatistics, { body: period });
