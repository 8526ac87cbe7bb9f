import { LOGIN_RSP } from '@supportal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { TCallContext } from '../../../lib/endpoint/index.js';
import { updateAccountMobile } from '../../users/index.js';
import { AUTH_RATE_RULES } from '../auth-limits.js';
import { maskMobile } from '../../../lib/masking.js';
import { authMessages } from '../messages.js';
import { accountKey, requireAccount, type TLoginContext } from './login-context.js';
import { pendingKey, readPendingLogin } from './pending-login.js';

export const mobileBinding = (login: TLoginContext) => ({
  /** Binds a mobile to an account without contact (after RSP '102'); the user then logs in again. */
  bindMobile: async (body: { userName: string; mobile: string; tmpToken: string }, context: TCallContext) => {
    await login.limiter.hit(AUTH_RATE_RULES.bindMobilePerIp, context.ip);
    const pending = await readPendingLogin(login, body.tmpToken, 'bind-mobile');
    if (accountKey(pending.userName) !== accountKey(body.userName)) {
      throw new AppError('unauthorized', authMessages.tmpTokenInvalid);
    }
    const account = await requireAccount(login, pending.accountId);
    if (account.mobile) throw new AppError('badRequest', authMessages.bindNotAllowed);
    if ((await login.store.take(pendingKey(body.tmpToken))) === null) {
      throw new AppError('unauthorized', authMessages.tmpTokenInvalid);
    }
    await updateAccountMobile(login.db, account.id, body.mobile);
    const masked = maskMobile(body.mobile);
    await login.audit.record({
      event: 'mobile-bound',
      loginName: account.loginName,
      accountId: account.id,
      ip: context.ip,
      detail: { mobile: masked },
    });
    return { RSP: LOGIN_RSP.success, userName: account.loginName, mobile: masked };
  },
});
