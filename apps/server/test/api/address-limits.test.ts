import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addressLimitsPlugin, type TAddressLimitsOptions } from '../../src/plugins/address-limits.js';
import { envelopePlugin } from '../../src/plugins/envelope.js';
import type { TSessionStore } from '../../src/plugins/session-store.js';
import { openTestRedisStore } from '../helpers/auth-app.js';

/** Without Redis the ceiling counts in this instance's memory: the store is never asked. */
const DATABASE_STORE = { kind: 'database' } as TSessionStore;
const CEILING = { max: 3, windowMs: 60_000 };

/** An API call and a page behind the address limits, logging warnings into `lines`. */
const buildLimitedApp = async (options: Partial<TAddressLimitsOptions>, lines: string[] = []) => {
  const stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      lines.push(String(JSON.parse(chunk.toString()).msg));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  await app.register(envelopePlugin);
  await app.register(addressLimitsPlugin, {
    ceiling: CEILING,
    store: DATABASE_STORE,
    trustProxy: false,
    ...options,
  });
  app.post('/supportal/v1/ping', async () => ({ resultStat: '000', data: 'pong' }));
  app.get('/home', async () => 'page');
  return app;
};

const ping = (app: Awaited<ReturnType<typeof buildLimitedApp>>, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/supportal/v1/ping', remoteAddress });

describe('API ceiling per client address', () => {
  it('counts API calls with the standard RateLimit headers and answers past the ceiling with the envelope', async () => {
    const app = await buildLimitedApp({});
    const answers = [];
    for (let call = 0; call < 3; call += 1) answers.push(await ping(app));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual(['2', '1', '0']);
    expect(answers[0]?.headers['ratelimit-limit']).toBe('3');
    expect(Number(answers[0]?.headers['ratelimit-reset'])).toBeGreaterThan(0);

    const refused = await ping(app);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      resultStat: '429',
      resultMsg: '操作过于频繁，请稍后再试',
      data: null,
      retryAfter,
    });
    // Another address has its own count; pages are not API calls.
    expect((await ping(app, '10.0.0.2')).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/home', remoteAddress: '10.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['ratelimit-limit']).toBeUndefined();
    await app.close();
  });

  it('is off without a ceiling', async () => {
    const app = await buildLimitedApp({ ceiling: undefined });
    for (let call = 0; call < CEILING.max + 1; call += 1) expect((await ping(app)).statusCode).toBe(200);
    expect((await ping(app)).headers['ratelimit-limit']).toBeUndefined();
    await app.close();
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('counts every instance against one ceiling with Redis', async () => {
    const store = await openTestRedisStore();
    const first = await buildLimitedApp({ store });
    const second = await buildLimitedApp({ store });
    const statuses = [];
    for (const app of [first, second, first, second]) statuses.push((await ping(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await first.close();
    await second.close();
    await store.close();
  });
});

describe('X-Forwarded-For while TRUST_PROXY is off', () => {
  const forwarded = { 'x-forwarded-for': '203.0.113.7' };

  it('is warned about once, at its first sight', async () => {
    const lines: string[] = [];
    const app = await buildLimitedApp({ ceiling: undefined }, lines);
    await app.inject({ method: 'GET', url: '/home' });
    expect(lines).toEqual([]);
    for (let call = 0; call < 3; call += 1) {
      await app.inject({ method: 'GET', url: '/home', headers: forwarded });
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('TRUST_PROXY');
    await app.close();
  });

  it('is not warned about when a proxy is trusted', async () => {
    const lines: string[] = [];
    const app = await buildLimitedApp({ ceiling: undefined, trustProxy: true }, lines);
    await app.inject({ method: 'GET', url: '/home', headers: forwarded });
    expect(lines).toEqual([]);
    await app.close();
  });
});
