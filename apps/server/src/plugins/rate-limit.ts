import { AppError, retryAfterSecondsOf } from '../lib/app-error.js';
import type { TSessionStore } from './session-store.js';

/** At most `limit` hits per `windowMs` for one subject (an IP, an account). */
export type TRateRule = { name: string; limit: number; windowMs: number };

export type TRateLimiter = {
  /** Counts a hit; over the limit it throws a 429 AppError (with Retry-After). */
  hit: (rule: TRateRule, subject: string, message?: string) => Promise<void>;
};

/** A 429 AppError; the error handler sends Retry-After (whole seconds, at least 1) with it. */
export const tooManyRequests = (retryAfterMs: number, message?: string) =>
  new AppError('tooManyRequests', message, undefined, retryAfterSecondsOf(retryAfterMs));

/** Fixed-window counters in the shared store, so limits hold across every instance. */
export const createRateLimiter = (store: TSessionStore): TRateLimiter => ({
  hit: async (rule, subject, message) => {
    const { count, ttlMs } = await store.increment(
      `rate:${rule.name}:${subject.toLowerCase()}`,
      rule.windowMs,
    );
    if (count > rule.limit) throw tooManyRequests(ttlMs || rule.windowMs, message);
  },
});
