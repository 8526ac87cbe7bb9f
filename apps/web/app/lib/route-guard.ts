import {
  RETURN_TO_PARAM,
  DEFAULT_4A_LOGIN_URL,
  findByTypeNotAuth,
  FOUR_A_LOGIN_URL_KEY,
  type TDictionaryGroups,
} from '@supportal/contract';
import type { TCallApi } from './load-context';

/** Paths anyone may open without a session (spec section 2, route guard). */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/404',
  '/home',
  '/noticeDetail',
  '/downMore',
  '/companyIntro',
  '/announcement',
  '/purAnnouncement',
  '/search',
  '/supplierHome',
  '/login',
  '/forgotPassword',
];

export type TGuardDecision =
  { action: 'proceed' } | { action: 'redirect'; to: string } | { action: 'external'; url: string };

export type TGuardInput = {
  pathname: string;
  /** The request carries a live session (the browser's cookie, checked by the server). */
  hasSession: boolean;
  /** The isLoginPortalSwitch value, undefined when the dictionary could not say. */
  loginPortalSwitch: string | undefined;
  hostname: string;
  /** 4A_LOGIN_URL of the dictionary, when present. */
  fourALoginUrl: string | undefined;
};

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const isPublicPath = (pathname: string) => PUBLIC_PATHS.includes(normalise(pathname));

/** The local development host: the portal's own login is always on there. */
export const isLocalDevHost = (hostname: string) => hostname === 'localhost';

/**
 * Spec section 2: with a session, or on a public path, go on. Otherwise, when the portal's own login is
 * switched off (isLoginPortalSwitch not 'true') and this is not local development, leave for the 4A
 * login (its dictionary address, or the default); else back to '/'.
 */
export const decideRouteAccess = (input: TGuardInput): TGuardDecision => {
  if (input.hasSession || isPublicPath(input.pathname)) return { action: 'proceed' };
  if (
    input.loginPortalSwitch !== undefined &&
    input.loginPortalSwitch !== 'true' &&
    !isLocalDevHost(input.hostname)
  ) {
    return { action: 'external', url: input.fourALoginUrl?.trim() || DEFAULT_4A_LOGIN_URL };
  }
  return { action: 'redirect', to: '/' };
};

/** Runs the guard on the server for a protected page: without a session, the switches decide. */
export const guardRoute = async (
  url: URL,
  hasSession: boolean,
  callApi: TCallApi,
): Promise<TGuardDecision> => {
  if (hasSession || isPublicPath(url.pathname)) return { action: 'proceed' };
  const groups: TDictionaryGroups = await callApi(findByTypeNotAuth, {
    body: { type: 'isLoginPortalSwitch,OBP_INTERFACE' },
  }).catch(() => ({}));
  return decideRouteAccess({
    pathname: url.pathname,
    hasSession,
    loginPortalSwitch: groups.isLoginPortalSwitch?.[0]?.value,
    hostname: url.hostname,
    fourALoginUrl: groups.OBP_INTERFACE?.find((entry) => entry.value === FOUR_A_LOGIN_URL_KEY)?.label,
  });
};

/**
 * Where a protected page sends a request without a session — back to '/' (to return here after
 * logging in) or out to the 4A login — or null to render it.
 */
export const protectedPageRedirect = async (
  url: URL,
  hasSession: boolean,
  callApi: TCallApi,
): Promise<string | null> => {
  const decision = await guardRoute(url, hasSession, callApi);
  if (decision.action === 'external') return decision.url;
  if (decision.action === 'redirect') {
    const back = new URLSearchParams({ [RETURN_TO_PARAM]: `${url.pathname}${url.search}` });
    return `${decision.to}?${back.toString()}`;
  }
  return null;
};

/**
 * An account whose password was issued by someone else may open only the page that changes it (the
 * server answers its other calls with 403): where to send it instead, or null.
 */
export const passwordChangeRedirect = (
  pathname: string,
  viewer: { mustChangePassword: boolean } | null,
  changePasswordPath: string,
): string | null =>
  viewer?.mustChangePassword && normalise(pathname) !== changePasswordPath ? changePasswordPath : null;
