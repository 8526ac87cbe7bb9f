import { LOGIN_RSP, SECOND_AUTH, type TLoginResult } from '@supportal/contract';
import type { TCallContext } from '../../../lib/endpoint/index.js';
import { startSession, supplierFields, type TLoginContext } from './login-context.js';
import { checkPassword } from './password-check.js';
import { startPendingLogin } from './pending-login.js';

export const passwordLogin = (login: TLoginContext) => ({
  /** Mode 'password': captcha and password; a session, a TMPTOKEN for the code step, or RSP '102'. */
  passwordStep: async (
    form: { userName: string; password: string; sessionId: string; verifyCode: string; deptCode?: string },
    context: TCallContext,
  ): Promise<TLoginResult> => {
    const account = await checkPassword(
      login,
      {
        userName: form.userName,
        password: form.password,
        captcha: { sessionId: form.sessionId, answer: form.verifyCode },
      },
      context,
    );
    if (account.secondAuth && !account.mobile && !account.email) {
      await login.audit.record({
        event: 'login-failure',
        loginName: account.loginName,
        accountId: account.id,
        ip: context.ip,
        detail: { reason: 'no-contact' },
      });
      return {
        RSP: LOGIN_RSP.noContact,
        SECONDAUTH: SECOND_AUTH.required,
        TMPTOKEN: await startPendingLogin(login, account, 'bind-mobile'),
        ...supplierFields(account),
      };
    }
    if (account.secondAuth) {
      return {
        RSP: LOGIN_RSP.success,
        SECONDAUTH: SECOND_AUTH.required,
        TMPTOKEN: await startPendingLogin(login, account, 'second-factor'),
        ...supplierFields(account),
      };
    }
    return {
      RSP: LOGIN_RSP.success,
      SECONDAUTH: SECOND_AUTH.notRequired,
      ...(await startSession(login, account, context, 'password')),
    };
  },
});
