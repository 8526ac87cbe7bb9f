import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { requiredText } from '../common/fields.js';

export const ZAccountLevel = z.object({
  code: z.string().describe("'0' 供应商账号；'1' 不是供应商账号"),
  level: z.string().describe("'1' 供应商主账号；'2' 供应商子账号；不是供应商时为空"),
});
export type TAccountLevel = z.infer<typeof ZAccountLevel>;

export const determineAccountLevel = defineEndpoint('POST', '/supplier-portal/determine-account-level', {
  summary:
    "账号级别：供应商等级、区块链供应链协同页面只向 code '0' 且 level '1'（主账号）开放；loginAcct 须为本人或本单位",
  access: 'session',
  body: z.object({ loginAcct: requiredText('登录账号', 100) }),
  data: ZAccountLevel,
});
