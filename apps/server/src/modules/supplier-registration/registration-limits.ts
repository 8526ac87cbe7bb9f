import { HOUR, MINUTE } from '../../lib/durations.js';
import type { TRateRule } from '../../plugins/rate-limit.js';

/**
 * Limits of the public registration calls per client address: a company registers once, so a flood
 * from one address is refused long before it fills the review queue or the outbox.
 */
export const REGISTRATION_RATE_RULES = {
  startPerIp: { name: 'registration-start-ip', limit: 30, windowMs: HOUR },
  uploadPerIp: { name: 'registration-upload-ip', limit: 60, windowMs: HOUR },
  submitPerIp: { name: 'registration-submit-ip', limit: 10, windowMs: HOUR },
  correctionPerIp: { name: 'registration-correction-ip', limit: 60, windowMs: 10 * MINUTE },
  statusPerIp: { name: 'registration-status-ip', limit: 20, windowMs: 10 * MINUTE },
} as const satisfies Record<string, TRateRule>;
