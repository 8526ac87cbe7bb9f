import { z } from 'zod';
import { mobileNumber, opaqueId } from '../auth/login-fields.js';
import { AUTH_VALIDATION_MESSAGES } from '../auth/auth-constants.js';
import { defineEndpoint } from './area.js';
import { requiredText } from '../common/fields.js';
import { registrationToken } from './registration.js';

export const sendRegistrationCode = defineEndpoint('POST', '/supplier-registration/send-code', {
  summary:
    '注册：向联系人手机发送验证码（须先答对图形验证码；60 秒内不可重发）。答复不透露该手机号是否已被使用',
  access: 'public',
  body: z.object({
    registrationToken: registrationToken(),
    mobile: mobileNumber(),
    sessionId: opaqueId(AUTH_VALIDATION_MESSAGES.attemptExpired).describe('getPublicKey 返回的会话编号'),
    verifyCode: requiredText('图形验证码', 16),
  }),
  data: z.object({ resendAfterSeconds: z.number().int() }),
});
