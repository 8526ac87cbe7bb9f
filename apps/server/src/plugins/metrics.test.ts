import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BACKLOG_CACHE_MS, cachedBacklogs, metricsVerdict, registerMetrics } from './metrics.js';

const request = (ip: string, headers: Record<string, string> = {}) => ({ ip, headers });

describe('metricsVerdict', () => {
  it('without a token: allow-listed addresses only, 403 for the rest', () => {
    const verdict = metricsVerdict({ allow: ['127.0.0.0/8', '10.0.0.0/8'] });
    expect(verdict(request('10.4.5.6'), false)).toBe('allowed');
    expect(verdict(request('192.168.0.1'), false)).toBe('forbidden');
    // A bearer header with no token configured is a wrong token: 401, not a pass.
    expect(verdict(request('127.0.0.1', { authorization: 'Bearer x' }), false)).toBe('unauthorized');
  });

  it('behind a trusted proxy the address is the client it names; an untrusted one hides it', () => {
    const verdict = metricsVerdict({ allow: ['127.0.0.0/8'] });
    const proxied = request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
    expect(verdict(proxied, true)).toBe('allowed');
    expect(verdict(proxied, false)).toBe('forbidden');
  });

  it('with a token: the token opens it from anywhere, even with no address allowed', () => {
    const verdict = metricsVerdict({ allow: [], token: 'sixteen-chars-token' });
    expect(verdict(request('203.0.113.1', { authorization: 'Bearer sixteen-chars-token' }), false)).toBe(
      'allowed',
    );
    expect(verdict(request('127.0.0.1'), false)).toBe('unauthorized');
  });
});

describe('cachedBacklogs', () => {
  it('counts once per window however often it is asked, and leaves out a backlog that fails', async () => {
    let clock = 0;
    let measured = 0;
    const failures: string[] = [];
    const sizes = cachedBacklogs(
      [
        { name: 'a.queue', measure: async () => ({ due: ++measured, oldestDueAt: null }) },
        {
          name: 'b.broken',
          measure: async () => {
            throw new Error('database down');
          },
        },
      ],
      (name) => failures.push(name),
      () => clock,
    );
    expect([...(await sizes()).keys()]).toEqual(['a.queue']);
    clock = BACKLOG_CACHE_MS - 1;
    expect((await sizes()).get('a.queue')?.due).toBe(1);
    clock = BACKLOG_CACHE_MS;
    expect((await sizes()).get('a.queue')?.due).toBe(2);
    expect(failures).toEqual(['b.broken', 'b.broken']);
  });
});

describe('page cache counts', () => {
  it('follow the answers a page carried in x-page-cache', async () => {
    const app = Fastify();
    const metrics = registerMetrics(app, { allow: ['127.0.0.0/8'] }, false);
    app.get('/page', async (_request, reply) => reply.header('x-page-cache', 'hit').send('ok'));
    metrics.serve({ backlogs: [], databaseKind: 'pglite' });
    await app.inject({ method: 'GET', url: '/page' });
    await app.inject({ method: 'GET', url: '/page' });
    const text = (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    expect(text).toContain('supportal_page_cache_total{state="hit"} 2');
    expect(text).toContain('supportal_page_cache_total{state="miss"} 0');
    await app.close();
  });
});
