import { queryBlackNotice, type TBlacklistEntry } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

/** The rows of a black-list notice, shown as a table instead of its content. */
export const loadBlacklistEntries = (callApi: TCallApi, noticeId: string): Promise<TBlacklistEntry[]> =>
  callApi(queryBlackNotice, { body: { id: noticeId } });
