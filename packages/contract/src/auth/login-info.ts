import { z } from 'zod';
import { API_ROOT_PREFIX } from '../common/endpoint.js';
import { defineEndpoint } from './area.js';

export const ZLoginInfo = z.object({
  uid: z.string(),
  userName: z.string(),
  name: z.string(),
  suppplierCode: z.string(),
  suppplierName: z.string(),
  loginAt: z.string().describe('YYYY-MM-DD HH:mm:ss（北京时间）'),
  expiresAt: z.string().describe('YYYY-MM-DD HH:mm:ss（北京时间）'),
});
export type TLoginInfo = z.infer<typeof ZLoginInfo>;

export const loginInfo = defineEndpoint('GET', '/login/info', {
  prefix: API_ROOT_PREFIX,
  summary: '当前会话的登录信息',
  access: 'anySession',
  data: ZLoginInfo,
});
