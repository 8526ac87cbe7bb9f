import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { TSessionStore } from './session-store.js';

/** At most `limit` hits per `windowMs` for one subject (an IP, an account). */
export type TRateRule = { name: string; limit: number; windowMs: number };

export type TRateLimiter = {
  /** Counts a hit; over the limit it throws a 429 AppError (with Retry-After). */
  hit: (rule: TRateRule, subject: string, request?: FastifyRequest, message?: string) => Promise<void>;
};

const retryAfterByRequest = new WeakMap<FastifyRequest, number>();

/** A 429 AppError; the reply carries Retry-After (whole seconds, at least 1). */
export const tooManyRequests = (retryAfterMs: number, request?: FastifyRequest, message?: string) => {
  if (request) retryAfterByRequest.set(request, Math.max(1, Math.ceil(retryAfterMs / 1000)));
  return new AppError('tooManyRequests', message);
};

/** Fixed-window counters in the shared store, so limits hold across every instance. */
export const createRateLimiter = (store: TSessionStore): TRateLimiter => ({
  hit: async (rule, subject, request, message) => {
    const { count, ttlMs } = await store.increment(
      `rate:${rule.name}:${subject.toLowerCase()}`,
      rule.windowMs,
    );
    if (count > rule.limit) throw tooManyRequests(ttlMs || rule.windowMs, request, message);
  },
});

/** Adds Retry-After to 429 answers raised through tooManyRequests. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const retryAfter = retryAfterByRequest.get(request);
    if (retryAfter !== undefined && reply.statusCode === 429) reply.header('retry-after', String(retryAfter));
    return payload;
  });
});
