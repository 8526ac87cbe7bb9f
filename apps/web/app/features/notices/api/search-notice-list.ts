import { searchNoticeList, type TSearchNoticeListRequest, type TSearchNoticePage } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

/** One page of keyword matches and, with isCount, the matches per notice type. */
export const loadSearchPage = (
  callApi: TCallApi,
  request: TSearchNoticeListRequest,
): Promise<TSearchNoticePage> => callApi(searchNoticeList, { body: request });
