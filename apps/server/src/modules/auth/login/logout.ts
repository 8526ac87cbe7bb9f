import type { TCallContext, TCallSession } from '../../../lib/endpoint/index.js';
import type { TLoginContext } from './login-context.js';

export const sessionLogout = (login: TLoginContext) => ({
  logout: async (session: TCallSession, context: TCallContext) => {
    await login.sessions.revoke(session);
    await login.audit.record({
      event: 'logout',
      loginName: session.userName,
      accountId: session.accountId,
      ip: context.ip,
    });
  },
});
