import type { TSessionTokens } from '@supportal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { TCallContext } from '../../../lib/endpoint/index.js';
import { findAccountById } from '../../users/index.js';
import { AUTH_RATE_RULES } from '../auth-limits.js';
import { authMessages } from '../messages.js';
import { toSessionTokens, type TLoginContext } from './login-context.js';

export const sessionRefresh = (login: TLoginContext) => ({
  /** A new token pair for a refresh token, which is then used up. */
  refresh: async (refreshToken: string, context: TCallContext): Promise<TSessionTokens> => {
    await login.limiter.hit(AUTH_RATE_RULES.refreshPerIp, context.ip);
    const issued = await login.sessions.refresh(refreshToken);
    if (!issued) throw new AppError('unauthorized', authMessages.refreshInvalid);
    const account = await findAccountById(login.db, issued.session.accountId);
    if (!account || !account.enabled) {
      await login.sessions.revoke(issued.session);
      throw new AppError('unauthorized', authMessages.refreshInvalid);
    }
    return toSessionTokens(issued, account);
  },
});
