import { z } from 'zod';
import { API_ROOT_PREFIX, defineEndpoint } from '../common/endpoint.js';

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

export const loginInfo = defineEndpoint({
  method: 'GET',
  path: '/login/info',
  prefix: API_ROOT_PREFIX,
  summary: '当前会话的登录信息',
  tag: 'login-base',
  access: 'anySession',
  data: ZLoginInfo,
});
