import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { MAX_PAGE_SIZE } from '../common/constants.js';
import { defineEndpoint } from './area.js';
import { optionalInt, optionalText } from '../common/fields.js';

export const CURRENT_BLACKLIST_PAGE_SIZE = 20;

/** One supplier under a black-list now, as a published black-list notice lists it. */
export const ZCurrentBlacklistEntry = z.object({
  supplierName: z.string(),
  uscc: z.string().nullable().describe('统一社会信用代码（供应商已登记时）'),
  matterDescription: z.string().describe('事项描述'),
  reasonName: z.string().describe('黑名单原因'),
  restrictedAreaName: z.string().describe('黑名单类型（全国范围 / 本省范围 …）'),
  regionName: z.string().describe('限制区域'),
  effectTime: z.string().nullable().describe('生效时间（北京时间）'),
  invalidTime: z.string().nullable().describe('失效时间（北京时间）；为空表示长期'),
  noticeId: z.string().describe('所在黑名单公告'),
});
export type TCurrentBlacklistEntry = z.infer<typeof ZCurrentBlacklistEntry>;

export const queryCurrentBlacklist = defineEndpoint('POST', '/blacklist/query-current-blacklist', {
  summary: '黑名单查询：当前处于黑名单期内的供应商（来自已发布的黑名单公告），可按名称或统一社会信用代码查找',
  access: { permission: PERMISSIONS.blacklistQuery },
  body: z.object({
    keyword: optionalText(50).describe('供应商名称或统一社会信用代码包含的文字'),
    current: optionalInt('current', 1, 100_000).transform((value) => value ?? 1),
    size: optionalInt('size', 1, MAX_PAGE_SIZE).transform((value) => value ?? CURRENT_BLACKLIST_PAGE_SIZE),
  }),
  data: z.object({ total: z.number().int(), records: z.array(ZCurrentBlacklistEntry) }),
});
