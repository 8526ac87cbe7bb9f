import { z } from 'zod';
import { API_ROOT_PREFIX } from '../common/endpoint.js';
import { defineEndpoint } from './area.js';
import { requiredText } from '../common/fields.js';
import { encryptedPassword, loginUserName } from './login-fields.js';
import { ZSessionTokens } from './login-result.js';

/*
 * The independent login base of spec section 7 lives outside v1, under /supportal/login/*: other
 * systems of the group log users in through it without the portal's pages.
 */

export const ZSsoLoginRequest = z.object({
  userId: loginUserName().describe('登录账号'),
  password: encryptedPassword().describe('RSA-OAEP (SHA-256) 加密后的密码，base64（公钥见 getPublicKey）'),
  secretKey: requiredText('secretKey', 256).describe('接入系统的密钥（服务端 SSO_SECRET_KEY）'),
});

export const ssoLogin = defineEndpoint('POST', '/login/login', {
  prefix: API_ROOT_PREFIX,
  summary: '独立登录：接入系统以密钥和加密密码为未开启二次验证的账号登录',
  access: 'public',
  body: ZSsoLoginRequest,
  data: ZSessionTokens,
});
