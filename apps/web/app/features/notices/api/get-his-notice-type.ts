import { getHisNoticeType } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

/** Types that have history notices: code → label. */
export const loadHistoryNoticeTypes = (callApi: TCallApi): Promise<Record<string, string>> =>
  callApi(getHisNoticeType, {});
