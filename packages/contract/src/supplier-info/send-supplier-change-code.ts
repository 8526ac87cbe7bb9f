import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { pinChannel } from '../auth/login-fields.js';
import { defineEndpoint } from './area.js';

export const sendSupplierChangeCode = defineEndpoint('POST', '/supplier-info/send-change-code', {
  summary:
    '变更银行账户前的二次验证：向当前账号绑定的手机（type 0）或邮箱（type 1）发送一次性验证码；60 秒内不可重发',
  access: { permission: PERMISSIONS.supplierInfo },
  body: z.object({ type: pinChannel() }),
  data: z.object({
    mobile: z.string().optional(),
    email: z.string().optional(),
    resendAfterSeconds: z.number().int(),
  }),
});
