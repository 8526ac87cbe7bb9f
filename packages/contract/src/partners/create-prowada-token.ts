import { z } from 'zod';
import { SYSTEM_CODES } from '../common/constants.js';
import { defineEndpoint } from '../common/endpoint.js';
import { requiredText } from '../common/fields.js';
import { partnerTargetField, ZPartnerTokenFields } from './partner-token.js';

/** Token response (spec section 3): acctId and token, posted into the frame with the frame form. */
export const ZProwadaToken = ZPartnerTokenFields.extend({
  acctId: z.string().describe('令牌所代表的账号（loginAcct）'),
});
export type TProwadaToken = z.infer<typeof ZProwadaToken>;

export const createProwadaToken = defineEndpoint({
  method: 'POST',
  path: '/login/create-prowada-token',
  summary:
    '为表单内嵌页面（postIframe）签发一次性令牌；loginAcct 须为本人登录账号或本单位编码（否则 403），url 须在 OBP_INTERFACE 白名单内',
  tag: 'partner',
  access: 'session',
  body: z.object({
    loginAcct: requiredText('登录账号', 100),
    sysCode: z.enum([SYSTEM_CODES.portal, SYSTEM_CODES.fourA], { error: '系统编码应为 CHNTAP 或 CHNT4A' }),
    url: partnerTargetField(),
  }),
  data: ZProwadaToken,
});
