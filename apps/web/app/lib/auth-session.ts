import { RETURN_TO_PARAM, safeReturnPath } from '@supportal/contract';
import { paths } from '../config/paths';
import { browserSessionStorage, SESSION_KEYS } from './session-storage';

/**
 * Spec section 4, portal arrival: isFirstLogin is 'true' when a completed login leads to the supplier
 * home, 'false' when it leads elsewhere (a later visit of the home is no arrival from the login).
 */
export const markFirstArrival = (href: string) =>
  browserSessionStorage()?.setItem(
    SESSION_KEYS.isFirstLogin,
    String(new URL(href, 'http://portal.local').pathname === paths.purHome.path),
  );

/** Whether this is the arrival from the login; read once: a reload or Back is no arrival. */
export const takeFirstArrival = (): boolean => {
  const store = browserSessionStorage();
  const arrived = store?.getItem(SESSION_KEYS.isFirstLogin) === 'true';
  store?.setItem(SESSION_KEYS.isFirstLogin, 'false');
  return arrived;
};

/**
 * Where a completed login leads: back to the page the user was sent away from (a path of this site
 * only), else the workspace opened with ?name=username (spec section 2).
 */
export const afterLoginHref = (search: string, userName: string): string =>
  safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM)) ?? paths.purHome.getHref(userName);
