/** Session-storage keys of spec section 3; the session token itself lives in an HttpOnly cookie instead. */
export const SESSION_KEYS = {
  /** The TMPTOKEN of a login waiting for its second step. */
  loginToken: 'loginToken',
  /** 'true' on the first arrival in the workspace after logging in (spec section 4, portal arrival). */
  isFirstLogin: 'isFirstLogin',
  nav: 'nav',
} as const;

export const browserSessionStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): the UI then simply forgets.
    return null;
  }
};

/** Logout and expired sessions: every key goes. */
export const clearSessionKeys = () => {
  const store = browserSessionStorage();
  for (const key of Object.values(SESSION_KEYS)) store?.removeItem(key);
};
