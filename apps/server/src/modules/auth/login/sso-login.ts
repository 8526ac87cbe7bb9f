import { createHash, timingSafeEqual } from 'node:crypto';
import type { TSessionTokens } from '@supportal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { TCallContext } from '../../../lib/endpoint/index.js';
import { AUTH_RATE_RULES } from '../auth-limits.js';
import { authMessages } from '../messages.js';
import { startSession, type TLoginContext } from './login-context.js';
import { checkPassword } from './password-check.js';

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

export const trustedSystemLogin = (login: TLoginContext) => ({
  /** /login/login: a trusted system with the shared secret logs in an account without second factor. */
  ssoLogin: async (
    body: { userId: string; password: string; secretKey: string },
    context: TCallContext,
    configuredSecret: string | undefined,
  ): Promise<TSessionTokens> => {
    if (!configuredSecret) throw new AppError('forbidden', authMessages.ssoDisabled);
    if (!sameSecret(body.secretKey, configuredSecret)) {
      await login.limiter.hit(AUTH_RATE_RULES.loginPerIp, context.ip, authMessages.tooManyLogins);
      throw new AppError('forbidden', authMessages.ssoSecretWrong);
    }
    const account = await checkPassword(login, { userName: body.userId, password: body.password }, context);
    if (account.secondAuth) throw new AppError('forbidden', authMessages.ssoSecondAuth);
    return startSession(login, account, context, 'sso-login');
  },
});
