import { z } from 'zod';
import { API_ROOT_PREFIX } from '../common/endpoint.js';
import { defineEndpoint } from './area.js';

export const logout = defineEndpoint('POST', '/login/logout', {
  prefix: API_ROOT_PREFIX,
  summary: '退出登录：吊销当前会话令牌及其刷新令牌（所有实例立即生效）',
  access: 'anySession',
  data: z.object({ loggedOut: z.literal(true) }),
});
