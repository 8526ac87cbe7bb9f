import { HOUR, MINUTE } from '../../../lib/durations.js';
import type { TRateRule } from '../../../plugins/rate-limit.js';

/**
 * Limits of the password calls. A stolen session must not become a way to guess the current password
 * (per account); a reset is asked per login name (known or not, alike) and per client address.
 */
export const PASSWORD_RATE_RULES = {
  changePerAccount: { name: 'password-change-account', limit: 10, windowMs: 10 * MINUTE },
  forgotPerIp: { name: 'password-forgot-ip', limit: 20, windowMs: HOUR },
  forgotPerLoginName: { name: 'password-forgot-name', limit: 5, windowMs: HOUR },
  resetPerIp: { name: 'password-reset-ip', limit: 60, windowMs: 10 * MINUTE },
} as const satisfies Record<string, TRateRule>;

/** How long a reset started by forgot-password/send-code stays usable. */
export const RESET_TOKEN_TTL_MS = 15 * MINUTE;
