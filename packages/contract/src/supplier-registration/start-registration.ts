import { z } from 'zod';
import { defineEndpoint } from './area.js';

export const startRegistration = defineEndpoint('POST', '/supplier-registration/start', {
  summary: '打开注册页：发放本次注册的会话凭据（上传扫描件、手机验证码与提交都与之绑定，2 小时内有效）',
  access: 'public',
  body: z.object({}),
  data: z.object({ registrationToken: z.string(), expiresInSeconds: z.number().int() }),
});
