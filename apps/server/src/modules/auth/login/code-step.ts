import {
  LOGIN_RSP,
  PIN_CHANNELS,
  SECOND_AUTH,
  SMS_RESEND_SECONDS,
  type TLoginResult,
  type TPinChannel,
} from '@supportal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { TCallContext } from '../../../lib/endpoint/index.js';
import { hashToken } from '../../../plugins/session.js';
import { maskEmail, maskMobile } from '../../../lib/masking.js';
import { authMessages } from '../messages.js';
import { requireAccount, startSession, supplierFields, type TLoginContext } from './login-context.js';
import { pendingKey, readPendingLogin } from './pending-login.js';

const pinKey = (tmpToken: string) => `pin:${hashToken(tmpToken)}`;

/** The second factor after a right password: where a code can go, sending it, checking it. */
export const codeStep = (login: TLoginContext) => ({
  /** Mode 'queryUser': where a code can go, masked. */
  queryUser: async (form: { tmpToken: string }): Promise<TLoginResult> => {
    const pending = await readPendingLogin(login, form.tmpToken, 'second-factor');
    const account = await requireAccount(login, pending.accountId);
    return {
      RSP: LOGIN_RSP.success,
      SECONDAUTH: SECOND_AUTH.required,
      ...supplierFields(account),
      ...(account.mobile ? { mobile: maskMobile(account.mobile) } : {}),
      ...(account.email ? { email: maskEmail(account.email) } : {}),
    };
  },

  /** Mode 'sendPin': a new 6-digit code, at most once per 60 s per account and channel. */
  sendPin: async (
    form: { tmpToken: string; type: TPinChannel },
    context: TCallContext,
  ): Promise<TLoginResult> => {
    const pending = await readPendingLogin(login, form.tmpToken, 'second-factor');
    const account = await requireAccount(login, pending.accountId);
    const sent = await login.codes.send(
      pinKey(form.tmpToken),
      account,
      form.type,
      { purpose: 'login', subject: authMessages.pinSubject, text: authMessages.pinText },
      context,
    );
    return {
      RSP: LOGIN_RSP.success,
      SECONDAUTH: SECOND_AUTH.required,
      resendAfterSeconds: SMS_RESEND_SECONDS,
      ...(sent.channel === 'sms' ? { mobile: sent.masked } : { email: sent.masked }),
    };
  },

  /** Mode 'checkPin': the code, at most 5 tries, used once; then the session. */
  checkPin: async (
    form: { tmpToken: string; type: TPinChannel; smsCode: string },
    context: TCallContext,
  ): Promise<TLoginResult> => {
    const pending = await readPendingLogin(login, form.tmpToken, 'second-factor');
    const failure = await login.codes.check(
      pinKey(form.tmpToken),
      {
        accountId: pending.accountId,
        loginName: pending.userName,
        type: form.type,
        code: form.smsCode,
        purpose: 'login',
      },
      context,
    );
    if (failure)
      throw new AppError(failure.reason === 'not-sent' ? 'badRequest' : 'unauthorized', failure.message);
    // Taking the TMPTOKEN too makes it single-use even when two instances race.
    if ((await login.store.take(pendingKey(form.tmpToken))) === null) {
      throw new AppError('unauthorized', authMessages.tmpTokenInvalid);
    }
    const account = await requireAccount(login, pending.accountId);
    const method = form.type === PIN_CHANNELS.mobile ? 'password+sms' : 'password+email';
    return {
      RSP: LOGIN_RSP.success,
      SECONDAUTH: SECOND_AUTH.required,
      ...(await startSession(login, account, context, method)),
    };
  },
});
