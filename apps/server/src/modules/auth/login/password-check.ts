import { MIN_PASSWORD_LENGTH } from '@supportal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { TCallContext } from '../../../lib/endpoint/index.js';
import { findAccountByLoginName, type TAccount } from '../../users/index.js';
import { AUTH_RATE_RULES } from '../auth-limits.js';
import { authMessages } from '../messages.js';
import { verifyAgainstDummy, verifyPassword } from '../password-hash.js';
import { accountKey, type TLoginContext } from './login-context.js';

/**
 * Rate limits, captcha, this address's wait after wrong passwords, then the password: the account
 * when it is right. Unknown names cost the same time and are counted like real ones, so neither
 * reveals which names exist.
 */
export const checkPassword = async (
  login: TLoginContext,
  input: { userName: string; password: string; captcha?: { sessionId: string; answer: string } },
  context: TCallContext,
): Promise<TAccount> => {
  const { db, limiter, audit, passwordFailures } = login;
  const { userName } = input;
  await limiter.hit(AUTH_RATE_RULES.loginPerIp, context.ip, authMessages.tooManyLogins);
  const fail = (reason: string, accountId?: number) =>
    audit.record({
      event: 'login-failure',
      loginName: userName,
      accountId,
      ip: context.ip,
      detail: { reason },
    });

  if (input.captcha && !(await login.captcha.verify(input.captcha.sessionId, input.captcha.answer))) {
    await fail('captcha');
    throw new AppError('badRequest', authMessages.wrongCaptcha);
  }
  // Counted only past the captcha, so floods of junk cannot keep the owner out; per address, so a
  // stranger's attempts never use up the owner's.
  await limiter.hit(
    AUTH_RATE_RULES.loginPerAccountAndIp,
    `${accountKey(userName)}|${context.ip}`,
    authMessages.tooManyLogins,
  );
  await passwordFailures.beforeCheck(userName, context.ip);
  const password = await login.decryptor.decrypt(input.password);
  if (password === null) throw new AppError('badRequest', authMessages.passwordUnreadable);
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AppError('badRequest', authMessages.passwordTooShort);
  }

  const account = await findAccountByLoginName(db, userName);
  const passwordRight = account
    ? await verifyPassword(password, account.passwordHash)
    : await verifyAgainstDummy(password);
  if (!account || !passwordRight) {
    await fail(account ? 'password' : 'unknown-account', account?.id);
    await passwordFailures.failed(userName, context.ip, account);
    throw new AppError('unauthorized', authMessages.wrongCredentials);
  }
  if (!account.enabled) {
    await fail('disabled', account.id);
    throw new AppError('forbidden', authMessages.accountDisabled);
  }
  await passwordFailures.succeeded(userName, context.ip);
  return account;
};
