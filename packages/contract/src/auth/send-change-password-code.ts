import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { pinChannel } from './login-fields.js';

export const ZSendChangePasswordCodeRequest = z.object({
  type: pinChannel().describe("'0' 发到绑定手机，'1' 发到绑定邮箱"),
});

export const ZSentCode = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string().describe('脱敏后的手机号或邮箱'),
  resendAfterSeconds: z.number().int(),
});
export type TSentCode = z.infer<typeof ZSentCode>;

export const sendChangePasswordCode = defineEndpoint('POST', '/login/change-password/send-code', {
  summary: '修改密码的二次验证：向本账号绑定的手机或邮箱发送 6 位验证码（每 60 秒一次）',
  access: 'anySession',
  body: ZSendChangePasswordCodeRequest,
  data: ZSentCode,
});
