/** Texts the app-wide providers show. */
export const providerMessages = {
  sessionExpired: '登录已过期，请重新登录',
} as const;
