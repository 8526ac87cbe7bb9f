import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { AUTH_VALIDATION_MESSAGES as MESSAGES } from './auth-constants.js';
import { opaqueId } from './login-fields.js';
import { ZSessionTokens } from './login-result.js';

export const ZRefreshTokenRequest = z.object({ refreshToken: opaqueId(MESSAGES.tmpTokenInvalid) });

export const refreshToken = defineEndpoint('POST', '/login/refresh-token', {
  summary: '用刷新令牌换取新的会话令牌和刷新令牌（旧的两者随即失效）',
  access: 'public',
  body: ZRefreshTokenRequest,
  data: ZSessionTokens,
});
