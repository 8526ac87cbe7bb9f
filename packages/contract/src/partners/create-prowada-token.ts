import { z } from 'zod';
import { SYSTEM_CODES } from '../common/constants.js';
import { defineEndpoint } from './area.js';
import { optionalText, requiredText } from '../common/fields.js';
import { PARTNER_TARGET_MAX_LENGTH } from './partner-targets.js';
import { partnerMenuCodeField, partnerTargetField, ZPartnerTokenFields } from './partner-token.js';

/** Token response (spec section 3): acctId and token, posted into the frame with the frame form. */
export const ZProwadaToken = ZPartnerTokenFields.extend({
  acctId: z.string().describe('令牌所代表的账号（loginAcct）'),
});
export type TProwadaToken = z.infer<typeof ZProwadaToken>;

export const createProwadaToken = defineEndpoint('POST', '/login/create-prowada-token', {
  summary:
    '为表单内嵌页面（postIframe）签发一次性令牌；loginAcct 须为本人登录账号或本单位编码（否则 403），url 须在 OBP_INTERFACE 白名单内',
  access: 'session',
  body: z.object({
    loginAcct: requiredText('登录账号', 100),
    sysCode: z.enum([SYSTEM_CODES.portal, SYSTEM_CODES.fourA], { error: '系统编码应为 CHNTAP 或 CHNT4A' }),
    url: partnerTargetField(),
    menuCode: partnerMenuCodeField(),
    tUrl: optionalText(PARTNER_TARGET_MAX_LENGTH).describe(
      '合作系统内的页面（postIframe 的 tUrl）：令牌只对通往该页面的菜单项有效，没有则 403',
    ),
  }),
  data: ZProwadaToken,
});
