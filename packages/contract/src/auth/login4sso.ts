import { z } from 'zod';
import { API_ROOT_PREFIX } from '../common/endpoint.js';
import { defineEndpoint } from './area.js';
import { requiredText } from '../common/fields.js';
import { AUTH_VALIDATION_MESSAGES as MESSAGES } from './auth-constants.js';
import { opaqueId } from './login-fields.js';
import { ZSessionTokens } from './login-result.js';

/** accId, supplierCode and token are trimmed (spec section 5). */
export const ZLogin4SsoQuery = z.object({
  accId: requiredText('accId', 64),
  supplierCode: requiredText('supplierCode', 64),
  token: opaqueId(MESSAGES.tmpTokenInvalid).describe('login/getToken 签发的一次性票据'),
});

export const login4Sso = defineEndpoint('GET', '/login/login4SSO', {
  prefix: API_ROOT_PREFIX,
  summary: '单点登录：以 getToken 签发的一次性票据换取会话',
  access: 'public',
  query: ZLogin4SsoQuery,
  data: ZSessionTokens,
});
