import { RETURN_TO_PARAM, safeReturnPath } from '@supportal/contract';
import { paths } from '../../../config/paths';
import { browserSessionStorage, SESSION_KEYS } from '../../../lib/session-storage';

/** Spec section 4, portal arrival: the first arrival in the workspace after a login. */
export const markFirstArrival = () => browserSessionStorage()?.setItem(SESSION_KEYS.isFirstLogin, 'true');

/**
 * Where a completed login leads: back to the page the user was sent away from (a path of this site
 * only), else the workspace opened with ?name=username (spec section 2).
 */
export const afterLoginHref = (search: string, userName: string): string =>
  safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM)) ?? paths.purHome.getHref(userName);
