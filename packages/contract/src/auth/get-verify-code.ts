import { z } from 'zod';
import { defineDownload } from './area.js';
import { plainString } from '../common/fields.js';
import { AUTH_VALIDATION_MESSAGES } from './auth-constants.js';
import { opaqueId } from './login-fields.js';

export const ZGetVerifyCodeQuery = z.object({
  sessionId: opaqueId(AUTH_VALIDATION_MESSAGES.attemptExpired).describe('getPublicKey 返回的会话编号'),
  t: plainString().max(32).optional().describe('时间戳，只为避开缓存'),
});

/** The captcha PNG (not an envelope on success): the page shows it with <img src>. */
export const getVerifyCode = defineDownload('/login/getVerifyCode', {
  summary: '图形验证码（PNG），答案与 sessionId 绑定、一次有效、数分钟内过期、不区分大小写',
  access: 'public',
  query: ZGetVerifyCodeQuery,
});

/** Address of a fresh captcha image for the login attempt. */
export const verifyCodeImageUrl = (sessionId: string, timestamp: number): string =>
  `${getVerifyCode.path}?sessionId=${encodeURIComponent(sessionId)}&t=${timestamp}`;
