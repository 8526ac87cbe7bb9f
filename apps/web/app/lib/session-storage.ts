/** Session-storage keys of spec section 3. */
export const SESSION_KEYS = {
  token: 'token',
  loginToken: 'loginToken',
  loginUser: 'loginUser',
  newUserInfo: 'newUserInfo',
  workURL: 'workURL',
  isFirstLogin: 'isFirstLogin',
  nav: 'nav',
} as const;

/** The stored token is the login answer's tokenType and value, e.g. 'Bearer abc', sent as is. */
export const toSessionToken = (tokenType: string, value: string): string => `${tokenType} ${value}`;

const browserSessionStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): behave as logged out.
    return null;
  }
};

/** The session token, or null when logged out or on the server. */
export const readSessionToken = (storage: Pick<Storage, 'getItem'> | null = browserSessionStorage()) => {
  const token = storage?.getItem(SESSION_KEYS.token)?.trim();
  return token ? token : null;
};
