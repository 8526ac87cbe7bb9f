import { randomBytes } from 'node:crypto';
import { PIN_CHANNELS, PIN_MAX_TRIES, SMS_RESEND_SECONDS, type TPinChannel } from '@supportal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { TCallContext } from '../../../lib/endpoint/index.js';
import { hashToken } from '../../../plugins/session.js';
import { findAccountByLoginName } from '../../users/index.js';
import { authMessages } from '../messages.js';
import { unlockPasswordFailures } from '../password-failures.js';
import { checkedNewPassword } from './new-password.js';
import type { TAuthServices } from '../auth-services.js';
import { PASSWORD_RATE_RULES, RESET_TOKEN_TTL_MS } from './password-limits.js';
import { passwordMessages } from './password-messages.js';
import { storeOwnPassword } from './password-store.js';

/** A reset in progress: the name asked for, and the account and channel a code went to (if any). */
type TPendingReset = { loginName: string; accountId: number | null; channel: TPinChannel | null };

const resetKey = (resetToken: string) => `password-reset:${hashToken(resetToken)}`;
const resetCodeKey = (resetToken: string) => `password-reset-code:${hashToken(resetToken)}`;
const resetTriesKey = (resetToken: string) => `password-reset-tries:${hashToken(resetToken)}`;

/**
 * 忘记密码 (issue 21, item 4): login name and captcha, a code to the bound mobile (else the e-mail),
 * then the new password. Every answer is the same for a name without account or contact, so the
 * calls never tell whether an account exists; only the code proves the owner.
 */
export const passwordRecovery = (deps: TAuthServices) => ({
  sendResetCode: async (
    form: { userName: string; sessionId: string; verifyCode: string },
    context: TCallContext,
  ) => {
    await deps.limiter.hit(PASSWORD_RATE_RULES.forgotPerIp, context.ip, passwordMessages.tooManyResets);
    if (!(await deps.captcha.verify(form.sessionId, form.verifyCode))) {
      throw new AppError('badRequest', authMessages.wrongCaptcha, [
        { path: 'verifyCode', message: authMessages.wrongCaptcha },
      ]);
    }
    await deps.limiter.hit(
      PASSWORD_RATE_RULES.forgotPerLoginName,
      form.userName.trim().toLowerCase(),
      passwordMessages.tooManyResets,
    );
    const found = await findAccountByLoginName(deps.db, form.userName);
    const account = found?.enabled && (found.mobile || found.email) ? found : null;
    const channel = account ? (account.mobile ? PIN_CHANNELS.mobile : PIN_CHANNELS.email) : null;
    const resetToken = randomBytes(32).toString('base64url');
    const pending: TPendingReset = {
      loginName: account?.loginName ?? form.userName,
      accountId: account?.id ?? null,
      channel,
    };
    await deps.store.set(resetKey(resetToken), JSON.stringify(pending), RESET_TOKEN_TTL_MS);
    if (account && channel) {
      // A refused send (the 60-second resend wait, a delivery failure) must answer like a send to
      // nobody; the owner simply asks again.
      await deps.codes
        .send(
          resetCodeKey(resetToken),
          account,
          channel,
          {
            purpose: 'password-reset',
            subject: passwordMessages.resetSubject,
            text: passwordMessages.resetText,
          },
          context,
        )
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          context.request?.log.warn({ code: error.code }, 'password reset code not sent');
        });
    }
    return { resetToken, resendAfterSeconds: SMS_RESEND_SECONDS };
  },

  resetPassword: async (
    form: { resetToken: string; smsCode: string; newPassword: string; confirmPassword: string },
    context: TCallContext,
  ) => {
    await deps.limiter.hit(PASSWORD_RATE_RULES.resetPerIp, context.ip, passwordMessages.tooManyResets);
    const stored = await deps.store.get(resetKey(form.resetToken));
    if (!stored) throw new AppError('badRequest', passwordMessages.resetTokenInvalid);
    const pending = JSON.parse(stored) as TPendingReset;
    // The new password first, so fixing a weak one costs no code try. No "same as the current one"
    // check here: it would tell a stranger the current password without any login limit.
    const password = await checkedNewPassword(deps.decryptor, form, pending.loginName);
    const tries = await deps.store.increment(resetTriesKey(form.resetToken), RESET_TOKEN_TTL_MS);
    const fail = async (reason: string) => {
      await deps.audit.record({
        event: 'password-reset-failure',
        loginName: pending.loginName,
        accountId: pending.accountId,
        ip: context.ip,
        detail: { reason },
      });
      if (tries.count < PIN_MAX_TRIES) {
        return new AppError('badRequest', passwordMessages.resetCodeWrong, [
          { path: 'smsCode', message: passwordMessages.resetCodeWrong },
        ]);
      }
      await deps.store.delete(resetKey(form.resetToken), resetCodeKey(form.resetToken));
      return new AppError('badRequest', passwordMessages.resetTooManyTries);
    };
    if (pending.accountId === null || pending.channel === null) throw await fail('no-account');
    const failure = await deps.codes.check(
      resetCodeKey(form.resetToken),
      {
        accountId: pending.accountId,
        loginName: pending.loginName,
        type: pending.channel,
        code: form.smsCode,
        purpose: 'password-reset',
      },
      context,
    );
    if (failure) throw await fail(failure.reason);
    if ((await deps.store.take(resetKey(form.resetToken))) === null) {
      throw new AppError('badRequest', passwordMessages.resetTokenInvalid);
    }
    await storeOwnPassword(deps.db, pending.accountId, password);
    await deps.sessions.revokeAccount(pending.accountId);
    // The owner proved itself: earlier wrong passwords no longer hold its login back.
    await unlockPasswordFailures(deps.store, pending.loginName);
    await deps.audit.record({
      event: 'password-recovered',
      loginName: pending.loginName,
      accountId: pending.accountId,
      ip: context.ip,
    });
    return { reset: true as const };
  },
});
