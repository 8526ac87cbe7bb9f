import { getNoticeById, type TNoticeDetail } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

/** The notice with its sanitized HTML; rejects with a not-found error for unknown or hidden notices. */
export const loadNoticeDetail = (callApi: TCallApi, noticeId: string): Promise<TNoticeDetail> =>
  callApi(getNoticeById, { body: { id: noticeId } });
