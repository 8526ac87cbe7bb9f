import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_ROOT } from './envelope.js';
import { tooManyRequests } from './rate-limit.js';
import type { TSessionStore } from './session-store.js';

/** Calls one client address may make to /supportal/v1 per window; far above any office behind one NAT. */
export type TApiCeiling = { max: number; windowMs: number };

export type TAddressLimitsOptions = {
  /** Unset: no ceiling (API tests, benchmarks). */
  ceiling: TApiCeiling | undefined;
  /** With Redis every instance counts against one ceiling; the database store would cost a write per call. */
  store: TSessionStore;
  trustProxy: boolean | string | string[];
};

const API_V1 = `${API_ROOT}/v1/`;

/** @fastify/rate-limit's store interface over the shared store's counters (Redis, key prefix and timeouts included). */
const sharedCeilingStore = (store: TSessionStore): FastifyRateLimitStoreCtor =>
  class SharedCeilingStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      store.increment(`rate:api-ceiling:${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };

/**
 * Limits that key on the client address: one ceiling on every /supportal/v1 call with the standard
 * RateLimit-* headers (429 in the envelope past it), and a warning when the address is likely a
 * proxy's (requests carry X-Forwarded-For while TRUST_PROXY is off), since every per-address limit
 * then counts the whole site behind it as one client.
 */
export const addressLimitsPlugin = fp(async (app: FastifyInstance, options: TAddressLimitsOptions) => {
  if (options.trustProxy === false) {
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      app.log.warn(
        '请求带有 X-Forwarded-For 而 TRUST_PROXY 未开启：按地址的限流与审计把代理的地址当作客户端地址。' +
          '在负载均衡或反向代理之后运行时，请设置 TRUST_PROXY（见 docs/configuration.md）',
      );
    });
  }
  const { ceiling } = options;
  if (!ceiling) return;
  await app.register(rateLimit, {
    // Applied by the hook below to /supportal/v1 only, not per route.
    global: false,
    max: ceiling.max,
    timeWindow: ceiling.windowMs,
    enableDraftSpec: true,
    // A ceiling against floods must not turn a Redis outage into refused calls.
    skipOnError: true,
    ...(options.store.kind === 'redis' ? { store: sharedCeilingStore(options.store) } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
  const limit = app.rateLimit();
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(API_V1)) await limit.call(app, request, reply);
  });
});
