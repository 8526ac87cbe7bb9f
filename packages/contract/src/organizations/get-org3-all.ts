import { z } from 'zod';
import { defineEndpoint } from './area.js';

export const ZOrg = z.object({
  orgCode: z.string(),
  orgName: z.string(),
  orgLevel: z.enum(['1', '2', '3']),
  parentCode: z.string().nullable(),
  provAdmCode: z.string().nullable(),
});
export type TOrg = z.infer<typeof ZOrg>;

/** Every purchasing unit of the three levels (总部, 省分, 地市), parents before children. */
export const getOrg3All = defineEndpoint('POST', '/organization/get-org3-all', {
  summary: '三级单位列表（总部、省分、地市）',
  access: 'public',
  data: z.array(ZOrg),
});
