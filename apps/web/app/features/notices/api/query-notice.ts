import { queryNotice, type TNoticePage, type TQueryNoticeRequest } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

/** One page of notices (server: in process; browser: the request layer with its cache). */
export const loadNoticePage = (callApi: TCallApi, filter: TQueryNoticeRequest): Promise<TNoticePage> =>
  callApi(queryNotice, { body: filter });
