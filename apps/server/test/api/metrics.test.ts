import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_STATE } from '@supportal/contract';
import { notices } from '../../src/db/schema/index.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';
import { DEFAULT_DATABASE_POOL } from '../../src/db/database.js';

const TOKEN = 'metrics-token-for-tests';

/** The value of one series in a Prometheus text answer, or undefined when it is not there. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
};

const scrape = async (app: FastifyInstance, headers: Record<string, string> = {}) => {
  const answer = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

const QUERY_ROUTE = { method: 'POST', route: '/supportal/v1/obp-notice/query-notice', status: '200' };

describe.each(databaseKinds())('/metrics (%s)', (kind) => {
  let testApp: TTestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      noticeCount: 20,
      metrics: { allow: ['127.0.0.0/8', '::1/128'], token: TOKEN },
    });
    app = testApp.app;
    // Before any scrape (backlogs are counted at most every 5 s): a notice an hour past its expiry time.
    const [expired] = await testApp.database.db
      .update(notices)
      .set({ expireAt: new Date(Date.now() - 3_600_000) })
      .where(eq(notices.id, sql`(SELECT min(id) FROM notices WHERE state = ${NOTICE_STATE.active})`))
      .returning({ id: notices.id });
    expect(expired).toBeDefined();
  });
  afterAll(() => testApp?.close());

  it('answers loopback and the token holder, and nobody else, in the envelope with nothing of the metrics', async () => {
    const text = await scrape(app);
    expect(text).toContain('# TYPE supportal_http_requests_total counter');
    expect(sample(text, 'supportal_build_info', { database: kind })).toBe(1);
    // Event-loop delay comes with the process metrics.
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    const withToken = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);

    const refusals = [
      { remoteAddress: '10.1.2.3', headers: {} },
      { remoteAddress: '10.1.2.3', headers: { authorization: 'Bearer not-the-token' } },
      // Loopback by the socket, but through a proxy the server does not trust: anyone behind it.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    ];
    for (const { remoteAddress, headers } of refusals) {
      const refused = await app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.json()).toMatchObject({ resultStat: '401', data: null });
      expect(refused.body).not.toContain('supportal_');
    }
  });

  it('counts requests by route pattern and status, with their latency, and never a raw address', async () => {
    const before = await scrape(app);
    const countBefore = sample(before, 'supportal_http_requests_total', QUERY_ROUTE) ?? 0;
    const latencyBefore =
      sample(before, 'supportal_http_request_duration_seconds_count', {
        method: 'POST',
        route: QUERY_ROUTE.route,
      }) ?? 0;
    for (let call = 0; call < 2; call += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/supportal/v1/obp-notice/query-notice',
        payload: { size: 5 },
      });
      expect(answer.statusCode).toBe(200);
    }
    const missing = await app.inject({ method: 'GET', url: '/supportal/v1/no-such-call/4711' });
    expect(missing.statusCode).toBe(404);

    const after = await scrape(app);
    expect(sample(after, 'supportal_http_requests_total', QUERY_ROUTE)).toBe(countBefore + 2);
    expect(
      sample(after, 'supportal_http_request_duration_seconds_count', {
        method: 'POST',
        route: QUERY_ROUTE.route,
      }),
    ).toBe(latencyBefore + 2);
    expect(
      sample(after, 'supportal_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('4711');
    expect(sample(after, 'supportal_http_refusals_total', { status: '429' })).toBe(0);
  });

  it('reports a notice past its expiry time as due work of the expiry sweep, with how long it waited', async () => {
    const text = await scrape(app);
    expect(sample(text, 'supportal_backlog_due_items', { queue: 'notices.expiry' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, 'supportal_backlog_oldest_due_seconds', { queue: 'notices.expiry' })).toBeGreaterThan(
      3_000,
    );
    for (const queue of [
      'notice-publishing.publication',
      'files.pending-uploads',
      'workflow.overdue-work-items',
      'workflow.overdue-reminders',
      'saved-searches.alert-deliveries',
    ]) {
      expect(sample(text, 'supportal_backlog_due_items', { queue })).toBeGreaterThanOrEqual(0);
    }
    const pool = sample(text, 'supportal_database_pool_connections', { state: 'max' });
    expect(pool).toBe(kind === 'postgres' ? DEFAULT_DATABASE_POOL.size : undefined);
  });
});
