import { queryNoticeByType, type TNoticeListItem, type TQueryNoticeByTypeRequest } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

/** Several short lists in one call (the home boxes and their level tabs), keyed by each group's key. */
export const loadNoticesByType = (
  callApi: TCallApi,
  request: TQueryNoticeByTypeRequest,
): Promise<Record<string, TNoticeListItem[]>> => callApi(queryNoticeByType, { body: request });
