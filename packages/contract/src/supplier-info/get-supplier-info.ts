import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZSupplierRecord } from './supplier-record.js';

export const getSupplierInfo = defineEndpoint('POST', '/supplier-info/get-supplier-info', {
  summary: '本企业当前生效的企业信息（银行账号脱敏），以及未结束的变更申请和验证码可发往的手机/邮箱（脱敏）',
  access: { permission: PERMISSIONS.supplierInfo },
  body: z.object({}),
  data: z.object({
    record: ZSupplierRecord,
    openRequest: z.object({ id: z.string(), status: z.string(), processInstID: z.string() }).nullable(),
    codeRecipients: z.object({ mobile: z.string().nullable(), email: z.string().nullable() }),
  }),
});
