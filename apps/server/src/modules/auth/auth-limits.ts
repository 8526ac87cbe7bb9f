import { LOCKOUT } from '@supportal/contract';
import { HOUR, MINUTE } from '../../lib/durations.js';
import type { TRateRule } from '../../plugins/rate-limit.js';

/**
 * Brute-force limits, per IP and per account. Per-IP limits stay generous because many suppliers can
 * sit behind one company NAT; accounts are protected by their own limits and the lockout.
 */
export const AUTH_RATE_RULES = {
  publicKeyPerIp: { name: 'public-key-ip', limit: 120, windowMs: MINUTE },
  captchaPerIp: { name: 'captcha-ip', limit: 120, windowMs: MINUTE },
  loginPerIp: { name: 'login-ip', limit: 30, windowMs: MINUTE },
  /** Per account and client address: a stranger's attempts never use up the owner's. */
  loginPerAccountAndIp: { name: 'login-account-ip', limit: 10, windowMs: MINUTE },
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

/**
 * How long a client address must wait after its n-th wrong password in a row for one account (index
 * n-1): nothing at first (typos), then growing; the LOCKOUT.maxFailures-th locks that address out for
 * LOCKOUT.lockSeconds, and every further failure doubles the wait. Other addresses are not affected,
 * so nobody can lock an owner out from elsewhere.
 */
export const PASSWORD_FAILURE_DELAYS_MS: readonly number[] = [
  0,
  0,
  30_000,
  2 * MINUTE,
  LOCKOUT.lockSeconds * 1000,
];
/** The longest wait, and how long failures from an address are remembered (a success forgets them). */
export const PASSWORD_FAILURE_MEMORY_MS = 24 * HOUR;

/** The wait after the given number of failures in a row (see PASSWORD_FAILURE_DELAYS_MS). */
export const passwordFailureDelayMs = (failures: number, delaysMs: readonly number[]) => {
  if (failures <= 0 || delaysMs.length === 0) return 0;
  const last = delaysMs[delaysMs.length - 1] ?? 0;
  const delay =
    failures <= delaysMs.length ? (delaysMs[failures - 1] ?? 0) : last * 2 ** (failures - delaysMs.length);
  return Math.min(delay, PASSWORD_FAILURE_MEMORY_MS);
};

/**
 * Guessing spread over many addresses: past `failures` wrong passwords for one account within
 * `windowMs` (all addresses together), every password check of that account is answered only after
 * `delayMs`. It slows guessing and never refuses anyone: the owner still logs in.
 */
export const ACCOUNT_GUESSING_GUARD = {
  failures: 20,
  windowMs: LOCKOUT.lockSeconds * 1000,
  delayMs: 1_000,
} as const;
