import type { TRateRule } from '../../plugins/rate-limit.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Brute-force limits, per IP and per account. Per-IP limits stay generous because many suppliers can
 * sit behind one company NAT; accounts are protected by their own limits and the lockout.
 */
export const AUTH_RATE_RULES = {
  publicKeyPerIp: { name: 'public-key-ip', limit: 120, windowMs: MINUTE },
  captchaPerIp: { name: 'captcha-ip', limit: 120, windowMs: MINUTE },
  loginPerIp: { name: 'login-ip', limit: 30, windowMs: MINUTE },
  loginPerAccount: { name: 'login-account', limit: 10, windowMs: MINUTE },
  sendPinPerIp: { name: 'pin-ip', limit: 30, windowMs: HOUR },
  sendPinPerAccount: { name: 'pin-account', limit: 10, windowMs: HOUR },
  checkPinPerIp: { name: 'check-pin-ip', limit: 60, windowMs: MINUTE },
  bindMobilePerIp: { name: 'bind-mobile-ip', limit: 10, windowMs: 10 * MINUTE },
  refreshPerIp: { name: 'refresh-ip', limit: 60, windowMs: MINUTE },
  ssoPerIp: { name: 'sso-ip', limit: 60, windowMs: MINUTE },
} as const satisfies Record<string, TRateRule>;

/** How long a TMPTOKEN (password checked, second step pending) stays usable. */
export const TMP_TOKEN_TTL_MS = 10 * MINUTE;
/** How long a getToken single-sign-on ticket stays usable. */
export const SSO_TICKET_TTL_SECONDS = 120;
