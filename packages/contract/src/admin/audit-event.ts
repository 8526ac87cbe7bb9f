import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/constants.js';
import { optionalBooleanLike, optionalDateTimeText, optionalInt, optionalText } from '../common/fields.js';
import {
  AUDIT_EVENT_KIND_NAMES,
  AUDIT_PAGE_SIZE,
  AUDIT_RESULTS,
  type TAuditResult,
} from './audit-event-kinds.js';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The filters of the audit view and its CSV export; an unknown kind or result is refused by name. */
export const ZAuditFilter = z.object({
  startTime: optionalDateTimeText().describe('起始时间（含），北京时间 YYYY-MM-DD HH:mm:ss'),
  endTime: optionalDateTimeText().describe('截止时间（含），北京时间'),
  loginName: optionalText(64).describe('账号（登录名，精确匹配）'),
  event: z.preprocess(
    blankToUndefined,
    z.enum(AUDIT_EVENT_KIND_NAMES as [string, ...string[]], { error: 'event 不是已知的操作类型' }).optional(),
  ),
  result: z.preprocess(
    blankToUndefined,
    z
      .enum(Object.keys(AUDIT_RESULTS) as [TAuditResult, ...TAuditResult[]], {
        error: "result 应为 'success' 或 'failure'",
      })
      .optional(),
  ),
  ip: optionalText(64).describe('IP 地址（前缀匹配）'),
  handOffs: optionalBooleanLike().describe(
    'true 时也列出待办任务窗口的交接（单点登录票据及其登录）；默认折叠，按 event 筛选时总会列出',
  ),
});
export type TAuditFilter = z.output<typeof ZAuditFilter>;

export const ZAuditQuery = ZAuditFilter.extend({
  current: optionalInt('current', 1, 100_000).transform((value) => value ?? 1),
  size: optionalInt('size', 1, MAX_PAGE_SIZE).transform((value) => value ?? AUDIT_PAGE_SIZE),
});

export const ZAuditEventRecord = z.object({
  id: z.string(),
  occurredAt: z.string().describe('北京时间 YYYY-MM-DD HH:mm:ss'),
  event: z.string(),
  eventName: z.string(),
  result: z.enum(['success', 'failure']),
  loginName: z.string().nullable(),
  accountId: z.string().nullable(),
  ip: z.string(),
  detail: z.string().nullable().describe('附加信息（JSON 文本）'),
});
export type TAuditEventRecord = z.infer<typeof ZAuditEventRecord>;
export type TAuditQuery = z.output<typeof ZAuditQuery>;
