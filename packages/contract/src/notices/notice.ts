import { z } from 'zod';
import { ZNoticeAwardCandidate } from '../notice-publishing/award-candidates.js';

const ZNullableTime = z.string().nullable().describe("'YYYY-MM-DD HH:mm:ss'（北京时间），无则为 null");

/**
 * The structured fields of a procurement notice (PROCUREMENT_NOTICE_TYPES), additive to the spec's
 * fields: null where the notice has none, always null for other types.
 */
export const ZNoticeProcurementFields = z.object({
  bidDeadline: ZNullableTime.describe("投标（响应）截止时间 'YYYY-MM-DD HH:mm:ss'（北京时间）"),
  bidOpeningTime: ZNullableTime.describe("开标时间 'YYYY-MM-DD HH:mm:ss'（北京时间）"),
  budgetAmount: z.string().nullable().describe('预算金额：两位小数的十进制文本，如 "1250000.00"'),
  budgetCurrency: z.string().nullable().describe('预算币种（ISO 4217，如 CNY）；有预算金额时才有'),
  projectNumber: z.string().nullable().describe('项目编号'),
  contactName: z.string().nullable().describe('联系人'),
  contactPhone: z.string().nullable().describe('联系电话'),
  contactEmail: z.string().nullable().describe('联系邮箱'),
});
export type TNoticeProcurementFields = z.infer<typeof ZNoticeProcurementFields>;

/** A notice as lists show it (no HTML body). Field names are the spec's wire names. */
export const ZNoticeListItem = z.object({
  noticeId: z.string(),
  noticeTitle: z.string(),
  noticeState: z.enum(['0', '1']).describe("'0' 已停用或已过期"),
  purchaseNoticeType: z.string(),
  resultsNoticeType: z.string().nullable(),
  noticeType: z.string().nullable().describe('公告类型名称'),
  purMode: z.string().nullable(),
  purModeLevel1: z.string().nullable(),
  unitLevel: z.string().nullable().describe("'1' 总部, '2' 省分, '3' 地市"),
  orgName: z.string().nullable(),
  provAdmName: z.string().nullable(),
  publicationTimeStr: ZNullableTime,
  createTime: ZNullableTime.describe(
    '公开时间（北京时间）：公告对外可见的时刻，列表按它从新到旧排序；未公开为 null',
  ),
  authoringTime: ZNullableTime.describe('撰写时间（北京时间）：公告起草的时刻，可能早于公开时间'),
  effectTime: ZNullableTime,
  failureTime: ZNullableTime,
  conversionMethod: z.string().nullable(),
  transformationField: z.string().nullable(),
  blackCode: z.string().nullable(),
  isHistory: z.enum(['0', '1']),
  ...ZNoticeProcurementFields.shape,
});
export type TNoticeListItem = z.infer<typeof ZNoticeListItem>;

export const ZNoticeDetail = ZNoticeListItem.extend({
  noticeContent: z.string().describe('已净化的 HTML'),
  revision: z.number().int().describe('版本：1 为首次发布，每次修订加 1'),
  amendedTime: ZNullableTime.describe('最近一次修订的时间；修订记录见 query-notice-revisions'),
  stateReason: z.string().nullable().describe('已撤回或已失效的原因'),
  stateTime: ZNullableTime.describe('撤回或失效的时间'),
  awardCandidates: z
    .array(ZNoticeAwardCandidate)
    .describe('候选人/中标人（候选人公示、结果公示），按排名；其他公告为空数组'),
});
export type TNoticeDetail = z.infer<typeof ZNoticeDetail>;

/**
 * Totals are exact up to this many matches. Beyond it a page answers this number with
 * totalIsLowerBound true: counting every match of a common keyword costs a scan of all of them.
 */
export const NOTICE_TOTAL_EXACT_LIMIT = 10_000;

export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
    totalIsLowerBound: z
      .boolean()
      .optional()
      .describe(
        `为 true 时 total 是下限：至少有这么多条（超过 ${NOTICE_TOTAL_EXACT_LIMIT} 条时不再精确计数）`,
      ),
  });
