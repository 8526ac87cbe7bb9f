import { HOME_LIST_SIZE, queryNoticeTop, type TNoticeListItem } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

/** The newest public notices across types, for the home page's scrolling strip. */
export const loadLatestNotices = (callApi: TCallApi): Promise<TNoticeListItem[]> =>
  callApi(queryNoticeTop, { body: { size: HOME_LIST_SIZE.public } });
