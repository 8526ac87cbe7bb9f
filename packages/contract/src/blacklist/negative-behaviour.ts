import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields.js';

/** 处理类别: the results sub-type the published type-3 notice gets (spec section 3). */
export const BLACKLIST_SEVERITIES = [
  { code: '1', label: '一般' },
  { code: '2', label: '严重' },
  { code: '4', label: '特别严重' },
] as const;
export type TBlacklistSeverityCode = (typeof BLACKLIST_SEVERITIES)[number]['code'];

/** 黑名单类型 (restrictedAreaName): how far the restriction reaches; the region must match it. */
export const RESTRICTED_AREAS = [
  { name: '全国范围', regionLevel: null },
  { name: '本省范围', regionLevel: 1 },
  { name: '本地市范围', regionLevel: 2 },
] as const;
export type TRestrictedAreaName = (typeof RESTRICTED_AREAS)[number]['name'];
export const NATIONWIDE_REGION_NAME = '全国';

const dateText = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().slice(0, 10) : value),
    z
      .string({ error: `${label}不能为空` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式应为 YYYY-MM-DD` }),
  );

/** What staff record about a supplier's negative behaviour (负面行为). */
export const ZNegativeBehaviourFields = z
  .object({
    supplierCode: requiredText('供应商', 64),
    matterDescription: requiredText('事项描述', 500),
    reasonName: requiredText('黑名单原因', 100),
    severity: z.enum(['1', '2', '4'], { error: '处理类别应为 一般、严重 或 特别严重' }),
    restrictedAreaName: z.enum(['全国范围', '本省范围', '本地市范围'], { error: '黑名单类型不正确' }),
    regionCode: optionalText(12).describe('限制区域的行政区划编码；全国范围时不填'),
    effectTime: dateText('生效时间'),
    invalidTime: z
      .preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        dateText('失效时间').optional(),
      )
      .describe('不填为永久'),
  })
  .refine((fields) => !fields.invalidTime || fields.invalidTime > fields.effectTime, {
    error: '失效时间应晚于生效时间',
    path: ['invalidTime'],
  })
  .refine((fields) => (fields.restrictedAreaName === '全国范围') === (fields.regionCode === undefined), {
    error: '请选择与黑名单类型相符的限制区域（全国范围不选区域）',
    path: ['regionCode'],
  });
export type TNegativeBehaviourFields = z.infer<typeof ZNegativeBehaviourFields>;

export const NEGATIVE_BEHAVIOUR_STATUSES = {
  editing: 'editing',
  inApproval: 'in-approval',
  published: 'published',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const;

/** A recorded negative behaviour as the task page shows it. */
export const ZNegativeBehaviour = z.object({
  id: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  matterDescription: z.string(),
  reasonName: z.string(),
  severity: z.string(),
  severityName: z.string(),
  restrictedAreaName: z.string(),
  regionCode: z.string().nullable(),
  regionName: z.string(),
  effectTime: z.string(),
  invalidTime: z.string().nullable(),
  orgName: z.string().describe('录入单位'),
  recorderName: z.string(),
  status: z.enum(Object.values(NEGATIVE_BEHAVIOUR_STATUSES) as [string, ...string[]]),
  noticeId: z.string().nullable().describe('发布后的黑名单公告'),
});
export type TNegativeBehaviour = z.infer<typeof ZNegativeBehaviour>;
