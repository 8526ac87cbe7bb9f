/**
 * Session-storage keys of spec section 3 that the UI still needs: the session token lives in an
 * HttpOnly cookie, the user's info comes from the server, the TMPTOKEN of a pending login stays in
 * the login dialog's state.
 */
export const SESSION_KEYS = {
  /** 'true' on the first arrival in the workspace after logging in (spec section 4, portal arrival). */
  isFirstLogin: 'isFirstLogin',
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
