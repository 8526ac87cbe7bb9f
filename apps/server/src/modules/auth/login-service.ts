import { mobileBinding } from './login/bind-mobile.js';
import { codeStep } from './login/code-step.js';
import { createLoginContext, type TLoginServiceDeps } from './login/login-context.js';
import { sessionLogout } from './login/logout.js';
import { passwordLogin } from './login/password-login.js';
import { sessionRefresh } from './login/refresh.js';
import { trustedSystemLogin } from './login/sso-login.js';
import { ssoTickets } from './login/sso-tickets.js';

export type TLoginService = ReturnType<typeof createLoginService>;

/** The login flow of spec section 4 and the session calls around it, one use case per file in login/. */
export const createLoginService = (deps: TLoginServiceDeps) => {
  const login = createLoginContext(deps);
  return {
    ...passwordLogin(login),
    ...codeStep(login),
    ...mobileBinding(login),
    ...sessionRefresh(login),
    ...ssoTickets(login),
    ...trustedSystemLogin(login),
    ...sessionLogout(login),
  };
};
