import { z } from 'zod';
import { requiredText } from '../common/fields.js';
import { defineEndpoint } from './area.js';
import { AUTH_VALIDATION_MESSAGES as MESSAGES } from './auth-constants.js';
import { loginUserName, opaqueId } from './login-fields.js';

export const ZForgotPasswordCodeRequest = z.object({
  userName: loginUserName().describe('登录账号'),
  sessionId: opaqueId(MESSAGES.attemptExpired).describe('getPublicKey 返回的会话编号（验证码与之绑定）'),
  verifyCode: requiredText('验证码', 16).describe('图形验证码，不区分大小写'),
});
export type TForgotPasswordCodeRequest = z.input<typeof ZForgotPasswordCodeRequest>;

/** The same answer whether or not the account exists or has a contact: only its owner learns more. */
export const ZForgotPasswordCodeResult = z.object({
  resetToken: z.string().describe('本次找回的凭据，随验证码与新密码提交'),
  resendAfterSeconds: z.number().int(),
});
export type TForgotPasswordCodeResult = z.infer<typeof ZForgotPasswordCodeResult>;

export const forgotPasswordCode = defineEndpoint('POST', '/login/forgot-password/send-code', {
  summary:
    '忘记密码第一步：登录账号 + 图形验证码；账号存在且绑定了手机或邮箱时向其发送验证码（手机优先）。答复不透露账号是否存在',
  access: 'public',
  body: ZForgotPasswordCodeRequest,
  data: ZForgotPasswordCodeResult,
});
