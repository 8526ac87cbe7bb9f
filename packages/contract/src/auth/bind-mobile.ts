import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { optionalText } from '../common/fields.js';
import { AUTH_VALIDATION_MESSAGES as MESSAGES, LOGIN_RSP } from './auth-constants.js';
import { loginUserName, mobileNumber, opaqueId } from './login-fields.js';

/** Bind payload of spec section 3, plus the TMPTOKEN of the RSP '102' answer that authorises it. */
export const ZBindMobileRequest = z.object({
  userName: loginUserName(),
  suppplierCode: optionalText(64),
  suppplierName: optionalText(200),
  mobile: mobileNumber(),
  tmpToken: opaqueId(MESSAGES.tmpTokenInvalid).describe("RSP '102' 答复中的 TMPTOKEN"),
});
export type TBindMobileRequest = z.input<typeof ZBindMobileRequest>;

export const ZBindMobileResult = z.object({
  RSP: z.literal(LOGIN_RSP.success),
  userName: z.string(),
  mobile: z.string().describe('脱敏后的手机号'),
});

export const bindMobile = defineEndpoint('POST', '/login/bind-mobile', {
  summary: "为未绑定联系方式的账号绑定手机号（需 RSP '102' 答复中的 TMPTOKEN），之后重新登录",
  access: 'public',
  body: ZBindMobileRequest,
  data: ZBindMobileResult,
});
