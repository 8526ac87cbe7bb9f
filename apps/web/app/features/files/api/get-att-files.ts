import { getAttFiles, NOTICE_ATTACHMENT_REL_NAME, type TFileInfo } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

/** The attachments of a notice. */
export const loadNoticeAttachments = async (callApi: TCallApi, noticeId: string): Promise<TFileInfo[]> =>
  (await callApi(getAttFiles, { body: { relId: noticeId, relName: NOTICE_ATTACHMENT_REL_NAME } })).records;
