import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZStatisticsPeriod } from './statistics-period.js';

export const ZStatusCount = z.object({
  status: z.string(),
  statusName: z.string(),
  count: z.number().int(),
});
export type TStatusCount = z.infer<typeof ZStatusCount>;

export const querySupplierStatistics = defineEndpoint('POST', '/statistics/query-supplier-statistics', {
  summary:
    '统计分析：周期内提交的供应商信息变更申请和供应商注册申请，按状态计数（变更申请由总部审核，只计入总部；注册申请按审核单位）',
  access: { permission: PERMISSIONS.statistics },
  body: ZStatisticsPeriod,
  data: z.object({
    changeRequests: z.array(ZStatusCount).describe('每个状态一行，按状态的固定顺序'),
    registrations: z.array(ZStatusCount),
  }),
});
