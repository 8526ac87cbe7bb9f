import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { ZNoticeIdRequest } from './get-notice-by-id.js';

/** One row of a black-list notice; field names as the old client reads them. */
export const ZBlacklistEntry = z.object({
  supplierName: z.string(),
  noticeContent: z.string().describe('事项描述'),
  addBlacklistReasonName: z.string(),
  restrictedAreaName: z.string(),
  regionName: z.string(),
  blackeffectTime: z.string().nullable(),
  blackeInvalidTime: z.string().nullable(),
});
export type TBlacklistEntry = z.infer<typeof ZBlacklistEntry>;

export const queryBlackNotice = defineEndpoint('POST', '/obp-notice/query-black-notice', {
  summary: '黑名单公告的名单明细',
  access: 'public',
  body: ZNoticeIdRequest,
  data: z.array(ZBlacklistEntry),
});
