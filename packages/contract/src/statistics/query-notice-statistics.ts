import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZStatisticsPeriod } from './statistics-period.js';

export const ZNoticesPerMonth = z.object({
  month: z.string().describe('月份（北京时间，YYYY-MM）'),
  purchaseNoticeType: z.string(),
  typeName: z.string().describe('公告类型名称'),
  published: z.number().int().describe('该月发布的公告数'),
});
export type TNoticesPerMonth = z.infer<typeof ZNoticesPerMonth>;

export const ZNoticesPerUnit = z.object({
  orgCode: z.string(),
  orgName: z.string(),
  published: z.number().int(),
});
export type TNoticesPerUnit = z.infer<typeof ZNoticesPerUnit>;

export const ZNoticeChangesPerMonth = z.object({
  month: z.string(),
  amended: z.number().int().describe('变更（更正）次数'),
  withdrawn: z.number().int().describe('撤回次数'),
});
export type TNoticeChangesPerMonth = z.infer<typeof ZNoticeChangesPerMonth>;

export const queryNoticeStatistics = defineEndpoint('POST', '/statistics/query-notice-statistics', {
  summary: '统计分析：本单位及下级单位每月发布的公告（按类型、按单位），以及变更和撤回次数；总部看全部',
  access: { permission: PERMISSIONS.statistics },
  body: ZStatisticsPeriod,
  data: z.object({
    perMonth: z.array(ZNoticesPerMonth).describe('每月、每种类型一行（没有发布的月份和类型不列出）'),
    perUnit: z.array(ZNoticesPerUnit).describe('周期内每个单位的发布数，多的在前'),
    changesPerMonth: z.array(ZNoticeChangesPerMonth).describe('周期内每个月一行'),
  }),
});
