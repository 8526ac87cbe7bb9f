/**
 * The browser session (spec section 6, logged-in half): the server keeps the session token in an
 * HttpOnly cookie for pages, which scripts never read; API clients keep `Authorization: Bearer`.
 */
export const SESSION_COOKIE_NAME = 'supportal_session';

/**
 * Sent by the portal's own pages on every call. A cross-site HTML form cannot set a header, and a
 * cross-origin script that tries is stopped by CORS (the server allows no other origin), so a
 * cookie-authenticated write without it is refused.
 */
export const WEB_CLIENT_HEADER = 'x-supportal-client';
export const WEB_CLIENT_HEADER_VALUE = 'web';

/**
 * Sent by a page that believes it is logged in. Logging out in one tab removes the cookie for every
 * tab, so the others' next calls arrive without one: this header lets the server tell them.
 */
export const WEB_VIEWER_HEADER = 'x-supportal-viewer';

/** Set on an answer whose request carried a session (cookie, or a page's belief) that is no longer valid. */
export const SESSION_EXPIRED_HEADER = 'x-session-expired';

/** The query parameter carrying where to return after logging in again (a same-site path). */
export const RETURN_TO_PARAM = 'redirect';

/** A path of this site to come back to, or null: anything absolute or protocol-relative is refused. */
export const safeReturnPath = (value: string | null | undefined): string | null => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return [...value].some((char) => char.charCodeAt(0) < 0x20) ? null : value;
};
