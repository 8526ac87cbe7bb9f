import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { ZNoticeAwardCandidate } from '../notice-publishing/award-candidates.js';
import { ZNoticeIdRequest } from './get-notice-by-id.js';
import { ZNoticeProcurementFields } from './notice.js';

/** One version of a notice: what the public amendment view and an amendment's approver compare. */
export const ZNoticeVersion = z.object({
  revision: z.number().int(),
  noticeTitle: z.string(),
  noticeContent: z.string().describe('已净化的 HTML'),
  publicationTimeStr: z.string().nullable(),
  effectTime: z.string().nullable(),
  failureTime: z.string().nullable(),
  ...ZNoticeProcurementFields.shape,
  awardCandidates: z.array(ZNoticeAwardCandidate).describe('该版本的候选人/中标人，按排名；其他公告为空数组'),
});
export type TNoticeVersion = z.infer<typeof ZNoticeVersion>;

export const queryNoticeRevisions = defineEndpoint('POST', '/obp-notice/query-notice-revisions', {
  summary:
    '公告的修订记录：每次修订的时间、说明及修订前后的版本（标题、时间、项目信息、正文），新的在前；无修订为空列表；不存在或无权查看时 404',
  access: 'public',
  body: ZNoticeIdRequest,
  data: z.object({
    amendments: z.array(
      z.object({
        amendedTime: z.string(),
        reason: z.string(),
        before: ZNoticeVersion,
        after: ZNoticeVersion,
      }),
    ),
  }),
});
