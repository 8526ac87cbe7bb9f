import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { addressRanges } from '../lib/address-ranges.js';
import type { TBacklog, TBacklogSize } from '../lib/backlog.js';
import type { TPoolWaitListener } from '../db/database.js';
import { sendError } from './envelope.js';

/** Who may read /metrics: addresses in `allow`, and any caller presenting `token` as a bearer token. */
export type TMetricsAccess = { allow: readonly string[]; token?: string | undefined };

/** Loopback only unless configured: metrics name routes, queues and versions, none of it public. */
export const DEFAULT_METRICS_ALLOW = ['127.0.0.0/8', '::1/128'] as const;

/** Backlogs are counted with SQL: scrapes within this long of the last count share it. */
export const BACKLOG_CACHE_MS = 5_000;

export const METRICS_PATH = '/metrics';

/** Build identity, set by the server's build (scripts/build.mjs); the sources run as `source`. */
const BUILD_VERSION = process.env.SUPPORTAL_BUILD_VERSION ?? 'source';

const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A free connection is handed over in microseconds; anything in the upper buckets is queueing. */
const POOL_WAIT_BUCKETS_SECONDS = [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const digest = (text: string) => createHash('sha256').update(text).digest();

export type TMetricsVerdict = 'allowed' | 'unauthorized' | 'forbidden';

/**
 * Decides a scrape: a configured token opens it from anywhere (a wrong one is 401); without a token
 * the client address must be allow-listed. A request that came through a proxy the server does not
 * trust has the proxy's address, which may well be loopback: only the token opens it then.
 */
export const metricsVerdict = (
  access: TMetricsAccess,
): ((request: Pick<FastifyRequest, 'ip' | 'headers'>, trustsProxy: boolean) => TMetricsVerdict) => {
  const ranges = addressRanges(access.allow);
  const tokenDigest = access.token ? digest(access.token) : undefined;
  return (request, trustsProxy) => {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const presented = /^Bearer\s+(.+)$/i.exec(authorization)?.[1];
      return tokenDigest && presented && timingSafeEqual(digest(presented), tokenDigest)
        ? 'allowed'
        : 'unauthorized';
    }
    const proxiedUntrusted = !trustsProxy && request.headers['x-forwarded-for'] !== undefined;
    if (!proxiedUntrusted && ranges.includes(request.ip)) return 'allowed';
    return tokenDigest ? 'unauthorized' : 'forbidden';
  };
};

/**
 * Measures every backlog at most once per BACKLOG_CACHE_MS, however many scrapes and gauges ask. A
 * backlog whose query fails is left out of that answer (the database may be down: metrics still answer).
 */
export const cachedBacklogs = (
  backlogs: readonly TBacklog[],
  onFailure: (name: string, error: unknown) => void,
  now: () => number = Date.now,
) => {
  let last: { at: number; sizes: Promise<Map<string, TBacklogSize>> } | undefined;
  return (): Promise<Map<string, TBacklogSize>> => {
    if (last && now() - last.at < BACKLOG_CACHE_MS) return last.sizes;
    const sizes = Promise.all(
      backlogs.map(async (backlog) => {
        try {
          return [[backlog.name, await backlog.measure()] as const];
        } catch (error) {
          onFailure(backlog.name, error);
          return [];
        }
      }),
    ).then((entries) => new Map(entries.flat()));
    last = { at: now(), sizes };
    return sizes;
  };
};

/** What /metrics reports beyond requests: the app's parts, known once its modules are installed. */
export type TMetricsSources = {
  backlogs: readonly TBacklog[];
  databaseKind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool; PGlite has one connection inside the process and no pool. */
  pool?: (() => { total: number; idle: number; waiting: number; max: number }) | undefined;
  /** PostgreSQL: each wait for a pooled connection (TDatabaseHandle.onPoolWait). */
  onPoolWait?: ((listener: TPoolWaitListener) => void) | undefined;
};

/**
 * Per-instance metrics in Prometheus text format. The request hooks go on first (every route is
 * counted); `/metrics` itself is added by `serve` once the modules' backlogs are known.
 */
export const registerMetrics = (app: FastifyInstance, access: TMetricsAccess, trustsProxy: boolean) => {
  const verdict = metricsVerdict(access);
  const registry = new Registry();
  // Process CPU, memory, garbage collection and event-loop delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'supportal_http_requests_total',
    help: 'Answered requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'supportal_http_request_duration_seconds',
    help: 'Time to answer by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'supportal_http_refusals_total',
    help: 'Requests refused for load: 429 (a limit) and 503 (a dependency down, or stopping)',
    labelNames: ['status'],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'supportal_page_cache_total',
    help: 'Anonymous page renders asked of the page cache, by answer: hit, stale (served while refreshed) or miss',
    labelNames: ['state'],
    registers: [registry],
  });
  for (const status of ['429', '503']) refusals.inc({ status }, 0);
  for (const state of ['hit', 'stale', 'miss']) pageCache.inc({ state }, 0);

  app.addHook('onResponse', async (request, reply) => {
    // The pattern (`/supportal/v1/notices/:id`), never the address asked for: one series per route.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    requests.inc({ method: request.method, route, status });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status === '429' || status === '503') refusals.inc({ status });
    const cacheState = reply.getHeader('x-page-cache');
    if (typeof cacheState === 'string') pageCache.inc({ state: cacheState });
  });

  return {
    serve: (sources: TMetricsSources) => {
      new Gauge({
        name: 'supportal_build_info',
        help: 'Always 1; the labels say what runs: build version, Node version, database kind',
        labelNames: ['version', 'node', 'database'],
        registers: [registry],
      }).set({ version: BUILD_VERSION, node: process.versions.node, database: sources.databaseKind }, 1);

      const backlogs = cachedBacklogs(sources.backlogs, (name, error) =>
        app.log.warn({ err: error, backlog: name }, '统计后台任务积压失败'),
      );
      new Gauge({
        name: 'supportal_backlog_due_items',
        help: 'Items of background work due now, by queue (counted at most every 5 s)',
        labelNames: ['queue'],
        registers: [registry],
        async collect() {
          this.reset();
          for (const [queue, size] of await backlogs()) this.set({ queue }, size.due);
        },
      });
      new Gauge({
        name: 'supportal_backlog_oldest_due_seconds',
        help: 'How long the oldest due item of a queue has been due (0 when none is)',
        labelNames: ['queue'],
        registers: [registry],
        async collect() {
          this.reset();
          const at = Date.now();
          for (const [queue, size] of await backlogs()) {
            const waited = size.oldestDueAt ? (at - size.oldestDueAt.getTime()) / 1000 : 0;
            this.set({ queue }, Math.max(0, waited));
          }
        },
      });

      const { pool } = sources;
      if (pool) {
        new Gauge({
          name: 'supportal_database_pool_connections',
          help: 'PostgreSQL pool: connections in use, idle, and calls waiting for one; max is the pool size',
          labelNames: ['state'],
          registers: [registry],
          collect() {
            const use = pool();
            this.set({ state: 'in_use' }, use.total - use.idle);
            this.set({ state: 'idle' }, use.idle);
            this.set({ state: 'waiting' }, use.waiting);
            this.set({ state: 'max' }, use.max);
          },
        });
      }

      if (sources.onPoolWait) {
        const waits = new Histogram({
          name: 'supportal_database_pool_wait_seconds',
          help: 'PostgreSQL pool: how long calls waited for a connection, by outcome: acquired, or failed (waited past the limit, or none could be opened)',
          labelNames: ['outcome'],
          buckets: POOL_WAIT_BUCKETS_SECONDS,
          registers: [registry],
        });
        // Both series from the start: a scrape before the first failure still finds its count of 0.
        for (const outcome of ['acquired', 'failed']) waits.zero({ outcome });
        const acquired = waits.labels({ outcome: 'acquired' });
        const failed = waits.labels({ outcome: 'failed' });
        sources.onPoolWait((seconds, gotOne) => (gotOne ? acquired : failed).observe(seconds));
      }

      app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
        const answer = verdict(request, trustsProxy);
        if (answer === 'unauthorized') {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          return sendError(reply, 'unauthorized', '读取监控指标需要有效的令牌 (METRICS_TOKEN)');
        }
        if (answer === 'forbidden') {
          return sendError(reply, 'forbidden', '此地址不能读取监控指标 (METRICS_ALLOW)');
        }
        return reply
          .header('cache-control', 'no-store')
          .type(registry.contentType)
          .send(await registry.metrics());
      });
    },
  };
};
