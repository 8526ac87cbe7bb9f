import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZStatisticsPeriod } from './statistics-period.js';

export const ZApprovalStep = z.object({
  processName: z.string().describe('流程名称'),
  stepName: z.string().describe('环节名称'),
  completed: z.number().int().describe('周期内办结的工作项数'),
  medianHours: z.number().nullable().describe('办理用时中位数（小时，一位小数）；没有办结的为空'),
  p90Hours: z.number().nullable().describe('办理用时 90 分位（小时，一位小数）'),
  overdue: z.number().int().describe('现在已超期仍未办理的工作项数'),
});
export type TApprovalStep = z.infer<typeof ZApprovalStep>;

export const queryApprovalStatistics = defineEndpoint('POST', '/statistics/query-approval-statistics', {
  summary: '统计分析：本单位及下级单位流程每个环节的办理用时（中位数、90 分位）和超期未办数；总部看全部',
  access: { permission: PERMISSIONS.statistics },
  body: ZStatisticsPeriod,
  data: z.object({ steps: z.array(ZApprovalStep) }),
});
