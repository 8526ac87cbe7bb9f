import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { opaqueId, pinCode } from './login-fields.js';
import { ZEncryptedNewPassword } from './password-fields.js';

export const RESET_TOKEN_MESSAGE = '找回密码已失效，请重新开始';

export const ZResetPasswordRequest = ZEncryptedNewPassword.extend({
  resetToken: opaqueId(RESET_TOKEN_MESSAGE).describe('forgot-password/send-code 返回的 resetToken'),
  smsCode: pinCode().describe('收到的 6 位验证码'),
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const resetPassword = defineEndpoint('POST', '/login/forgot-password/reset', {
  summary: '忘记密码第二步：验证码 + 两次新密码（加密）；成功后该账号的所有会话立即失效，需用新密码登录',
  access: 'public',
  body: ZResetPasswordRequest,
  data: z.object({ reset: z.literal(true) }),
});
