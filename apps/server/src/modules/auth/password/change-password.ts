import { PASSWORD_POLICY_MESSAGES, SMS_RESEND_SECONDS, type TPinChannel } from '@supportal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { TCallContext, TCallSession } from '../../../lib/endpoint/index.js';
import { findAccountById, type TAccount } from '../../users/index.js';
import { verifyPassword } from '../password-hash.js';
import { checkedNewPassword, decryptField, fieldError } from './new-password.js';
import type { TAuthServices } from '../auth-services.js';
import { PASSWORD_RATE_RULES } from './password-limits.js';
import { passwordMessages } from './password-messages.js';
import { storeOwnPassword } from './password-store.js';

const changeCodeKey = (accountId: number) => `password-change-code:${accountId}`;

export type TChangePasswordForm = {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  type?: TPinChannel | undefined;
  smsCode?: string | undefined;
};

/** 修改密码 of the logged-in account (issue 21, items 1 and 2): nothing changes unless every check passes. */
export const passwordChange = (deps: TAuthServices) => {
  const accountOf = async (session: TCallSession): Promise<TAccount> => {
    const account = await findAccountById(deps.db, session.accountId);
    if (!account || !account.enabled) throw new AppError('unauthorized');
    return account;
  };

  const refuse = async (account: TAccount, context: TCallContext, error: AppError, reason: string) => {
    await deps.audit.record({
      event: 'password-change-failure',
      loginName: account.loginName,
      accountId: account.id,
      ip: context.ip,
      detail: { reason },
    });
    return error;
  };

  return {
    /** The second factor of a change: a code to the account's own mobile or e-mail. */
    sendChangeCode: async (type: TPinChannel, session: TCallSession, context: TCallContext) => {
      const account = await accountOf(session);
      const sent = await deps.codes.send(
        changeCodeKey(account.id),
        account,
        type,
        {
          purpose: 'password-change',
          subject: passwordMessages.changeSubject,
          text: passwordMessages.changeText,
        },
        context,
      );
      return { channel: sent.channel, to: sent.masked, resendAfterSeconds: SMS_RESEND_SECONDS };
    },

    /**
     * Current password, new one twice (policy, not the current one), the code when the account has a
     * second factor; then the password is the owner's own and every other session of it ends.
     */
    changePassword: async (form: TChangePasswordForm, session: TCallSession, context: TCallContext) => {
      const account = await accountOf(session);
      await deps.limiter.hit(
        PASSWORD_RATE_RULES.changePerAccount,
        String(account.id),
        passwordMessages.tooManyChanges,
      );
      const current = await decryptField(deps.decryptor, 'oldPassword', form.oldPassword);
      if (!(await verifyPassword(current, account.passwordHash))) {
        throw await refuse(
          account,
          context,
          fieldError('oldPassword', passwordMessages.currentWrong),
          'password',
        );
      }
      const password = await checkedNewPassword(deps.decryptor, form, account.loginName).catch(
        async (error: unknown) => {
          throw error instanceof AppError ? await refuse(account, context, error, 'new-password') : error;
        },
      );
      if (password === current) {
        throw await refuse(
          account,
          context,
          fieldError('newPassword', PASSWORD_POLICY_MESSAGES.sameAsCurrent),
          'reused',
        );
      }
      if (account.secondAuth) {
        if (!form.type || !form.smsCode) throw fieldError('smsCode', passwordMessages.codeRequired);
        const failure = await deps.codes.check(
          changeCodeKey(account.id),
          {
            accountId: account.id,
            loginName: account.loginName,
            type: form.type,
            code: form.smsCode,
            purpose: 'password-change',
          },
          context,
        );
        if (failure) throw fieldError('smsCode', failure.message);
      }
      await storeOwnPassword(deps.db, account.id, password);
      await deps.sessions.revokeAccount(account.id, session);
      await deps.audit.record({
        event: 'password-changed',
        loginName: account.loginName,
        accountId: account.id,
        ip: context.ip,
        detail: { issued: account.mustChangePassword },
      });
      return { changed: true as const };
    },
  };
};
