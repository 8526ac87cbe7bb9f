import { z } from 'zod';
import { defineDownload } from './area.js';
import { idString, plainString } from '../common/fields.js';

/** Which record of a change request: the record it started from ('old') or the one it proposes ('new'). */
export const CHANGE_REQUEST_FILE_SIDES = ['old', 'new'] as const;
export type TChangeRequestFileSide = (typeof CHANGE_REQUEST_FILE_SIDES)[number];

/**
 * A certificate scan in a change request, found through the request: the certificate row's key as the
 * diff names it (the row id, or new-N for the N-th proposed row) and the side. The supplier's own main
 * account, or a reviewer taking part in the request's process; a cancelled request serves nothing.
 */
export const downloadChangeRequestFile = defineDownload('/supplier-info/download-change-request-file', {
  summary:
    '下载变更申请中资质证书的扫描件（文件流，原始文件名）：rowKey 为差异中的行标识，side=old 为变更前、new 为变更后；已作废的申请不提供',
  access: 'session',
  query: z.object({
    requestId: idString('变更申请编号'),
    rowKey: plainString('行标识不正确').regex(/^(?:[1-9]\d{0,17}|new-[1-9]\d{0,2})$/, {
      error: '行标识不正确',
    }),
    side: z.enum(CHANGE_REQUEST_FILE_SIDES, { error: 'side 应为 old 或 new' }),
  }),
});
