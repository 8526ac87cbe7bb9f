import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { encryptedPassword, pinChannel, pinCode } from './login-fields.js';
import { ZEncryptedNewPassword } from './password-fields.js';

export const ZChangePasswordRequest = ZEncryptedNewPassword.extend({
  oldPassword: encryptedPassword().describe('当前密码，RSA-OAEP (SHA-256) 加密后的 base64'),
  type: pinChannel().optional().describe("开启二次验证的账号必填：'0' 手机，'1' 邮箱"),
  smsCode: pinCode()
    .optional()
    .describe('开启二次验证的账号必填：change-password/send-code 发送的 6 位验证码'),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZChangePasswordResult = z.object({ changed: z.literal(true) });

export const changePassword = defineEndpoint('POST', '/login/change-password', {
  summary:
    '修改本账号密码（当前密码 + 两次新密码，均按登录的方式加密；开启二次验证的账号另需验证码）；成功后本账号的其他会话和刷新令牌立即失效。初始密码须先经此修改',
  access: 'anySession',
  body: ZChangePasswordRequest,
  data: ZChangePasswordResult,
});
