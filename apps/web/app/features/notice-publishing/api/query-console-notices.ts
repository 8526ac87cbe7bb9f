import { queryConsoleNotices, type TEndpointData, type TEndpointInput } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TConsoleNoticeFilter = TEndpointInput<typeof queryConsoleNotices>['body'];
export type TConsoleNoticePage = TEndpointData<typeof queryConsoleNotices>;

/** One page of the console's books (one row per notice, with what the caller may do). */
export const loadConsoleNotices = (
  callApi: TCallApi,
  filter: TConsoleNoticeFilter,
): Promise<TConsoleNoticePage> => callApi(queryConsoleNotices, { body: filter });
