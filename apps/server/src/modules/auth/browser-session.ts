import type { TLoginResult } from '@supportal/contract';
import type { TCallContext } from '../../lib/endpoint/index.js';
import { clearSessionCookie, isOwnPageWrite, setSessionCookie } from '../../plugins/session-cookie.js';

/**
 * A login answer that started a session, as its caller receives it. The portal's own pages get the
 * session as an HttpOnly cookie and an answer without the tokens (page scripts never hold them); API
 * clients get the tokens in the answer exactly as before.
 */
export const handOverSession = (result: TLoginResult, context: TCallContext): TLoginResult => {
  const { request, reply } = context;
  if (!result.value || !request || !reply || !isOwnPageWrite(request)) return result;
  setSessionCookie(reply, request, result.value, result.expiresIn ?? 0);
  const { value: _token, refreshToken: _refreshToken, ...withoutTokens } = result;
  return withoutTokens;
};

/** Logout: the browser forgets its cookie too. */
export const forgetBrowserSession = (context: TCallContext) => {
  if (context.request && context.reply) clearSessionCookie(context.reply, context.request);
};
