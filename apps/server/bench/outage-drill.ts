/**
 * Outage drill: starts the built server (`npm run build` first) on the local PostgreSQL and Redis.
 * - redis: reads through a TCP relay that goes away for 3 s and comes back.
 * - postgres: reads and writes (logins, saved searches saved and deleted) while the local PostgreSQL
 *   cluster itself is restarted three times and stopped (3 s) three times with `pg_ctlcluster -m fast`,
 *   which ends the backends that transactions hold; then a second server starts while PostgreSQL is
 *   stopped and must turn ready once it is back.
 * Prints the answers by HTTP status, the slowest answer, what single calls and /supportal/ready say
 * meanwhile, and whether the server process survived. Exits 1 when a call failed other than with 503,
 * a process died or readiness did not come back.
 * `npm run drill:outage -w apps/server [-- --service postgres|redis]` (the postgres drill restarts the
 * machine's PostgreSQL: run it as a user allowed to, never beside tests).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { createUtf8Database, dropDatabase } from '../src/db/postgres-admin.js';
import { startTcpProxy } from '../test/helpers/tcp-proxy.js';
import { startBuiltServer } from './built-server.js';
import { DRILL_CAPTCHA, encryptPassword } from './drill-login.js';

const { values: args } = parseArgs({
  options: {
    service: { type: 'string' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
  },
});
const databaseServerUrl = args['database-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = new URL(args['redis-url'] ?? 'redis://127.0.0.1:6379');
const services = args.service ? [args.service] : ['postgres', 'redis'];
/** A well-formed token nobody holds: every call looks the session up in the store. */
const UNKNOWN_TOKEN = { authorization: `Bearer ${'a'.repeat(43)}` };
const LOAD_SECONDS = 8;
const OUTAGE_FROM_MS = 2_000;
const OUTAGE_UNTIL_MS = 5_000;

/** The drill's load comes from few addresses, faster than any office: no API ceiling. */
const startServer = (env: Record<string, string>, until?: 'started' | 'listening') =>
  startBuiltServer(
    { TRUST_PROXY: 'true', API_RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'fatal', ...env },
    until,
  );

const probe = async (url: string, label: string) => {
  const startedAt = performance.now();
  const response = await fetch(url, { headers: UNKNOWN_TOKEN });
  const body = (await response.text()).slice(0, 100);
  const ms = Math.round(performance.now() - startedAt);
  console.log(
    `  ${label.padEnd(28)} ${response.status} Retry-After=${response.headers.get('retry-after')} ${ms} ms ${body}`,
  );
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The local cluster, as `pg_ctlcluster` names it (the newest version's `main`). */
const postgresCluster = () => {
  const version =
    readdirSync('/etc/postgresql')
      .sort((a, b) => Number(a) - Number(b))
      .at(-1) ?? '';
  return (action: 'restart' | 'stop' | 'start') => {
    const fast = action === 'start' ? [] : ['-m', 'fast'];
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action, ...fast], {
      stdio: 'ignore',
    });
  };
};

/**
 * Ends the backends that hold a transaction of the drill's database (as an idle-in-transaction kill or
 * a failover does), trying until at least one was caught in one; how many it ended.
 */
const endBackendsInTransaction = async (serverUrl: string, databaseName: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const ended = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND xact_start IS NOT NULL AND pid <> pg_backend_pid()`,
        [databaseName],
      );
      if ((ended.rowCount ?? 0) > 0) return ended.rowCount ?? 0;
    }
    return 0;
  } finally {
    await admin.end();
  }
};

type TTally = { statuses: Record<string, number>; slowestMs: number };

const tallyOf = (): TTally => ({ statuses: {}, slowestMs: 0 });

/** One call as a client makes it; a refused connection or a reset counts as its own kind of answer. */
const timedCall = async (tally: TTally, url: string, init: RequestInit = {}) => {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = response.headers.get('content-type')?.includes('json')
      ? ((await response.json()) as { resultStat?: string; data?: Record<string, string> })
      : (await response.arrayBuffer(), undefined);
    tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
    return { status: response.status, body };
  } catch (error) {
    const kind = `error:${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name}`;
    tally.statuses[kind] = (tally.statuses[kind] ?? 0) + 1;
    return { status: 0, body: undefined };
  } finally {
    tally.slowestMs = Math.max(tally.slowestMs, performance.now() - startedAt);
  }
};

/** A supplier logging in as the login card does, from its own (forwarded) address. */
const logIn = async (tally: TTally, url: string, ip: string) => {
  const json = { 'content-type': 'application/json', 'x-forwarded-for': ip };
  const key = await timedCall(tally, `${url}/supportal/v1/login/getPublicKey`, {
    method: 'POST',
    headers: json,
    body: '{}',
  });
  const { publicKey, sessionId } = (key.body?.data ?? {}) as { publicKey?: string; sessionId?: string };
  if (!publicKey || !sessionId) return undefined;
  await timedCall(tally, `${url}/supportal/v1/login/getVerifyCode?sessionId=${sessionId}`, { headers: json });
  const password = encryptPassword(publicKey);
  const login = await timedCall(tally, `${url}/supportal/v1/login/portal-login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      loginMode: 'password',
      userName: 'demo_simple',
      password,
      sessionId,
      verifyCode: DRILL_CAPTCHA,
    }),
  });
  const data = login.body?.data;
  return data?.value ? `${data.tokenType} ${data.value}` : undefined;
};

/**
 * Writers until `until()`: each logs in (again after a failure) and saves and deletes saved searches,
 * every statement a transaction on a pooled connection that a restart can end.
 */
const writeLoad = (url: string, workers: number, running: () => boolean) => {
  const tally = tallyOf();
  const worker = async (index: number) => {
    let token: string | undefined;
    for (let round = 0; running(); round += 1) {
      const ip = `10.9.${index}.${(round % 250) + 1}`;
      token ??= await logIn(tally, url, ip);
      if (!token) {
        await sleep(200);
        continue;
      }
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip, authorization: token };
      const saved = await timedCall(tally, `${url}/supportal/v1/saved-search/save-saved-search`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `演练 ${index}-${round}`, keyword: '光缆', inApp: true }),
      });
      const id = saved.body?.data?.id;
      if (id) {
        await timedCall(tally, `${url}/supportal/v1/saved-search/delete-saved-search`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ id }),
        });
      } else if (saved.status === 401) token = undefined;
    }
  };
  return { tally, done: Promise.all(Array.from({ length: workers }, (_unused, index) => worker(index))) };
};

const readLoad = (url: string, connections: number, running: () => boolean) => {
  const tally = tallyOf();
  const reader = async () => {
    while (running()) await timedCall(tally, `${url}/supportal/login/info`, { headers: UNKNOWN_TOKEN });
  };
  return { tally, done: Promise.all(Array.from({ length: connections }, reader)) };
};

const waitForReady = async (url: string, timeoutMs: number) => {
  const startedAt = Date.now();
  while (Date.now() - startedAt < timeoutMs) {
    const ready = await fetch(`${url}/supportal/ready`).catch(() => undefined);
    if (ready?.status === 200) return Date.now() - startedAt;
    await sleep(200);
  }
  return undefined;
};

/** Answers other than those expected (and 503): failures. */
const failuresIn = (tally: TTally, expected: string[]) =>
  Object.entries(tally.statuses)
    .filter(([status]) => ![...expected, '503'].includes(status))
    .reduce((sum, [, count]) => sum + count, 0);

const postgresDrill = async (): Promise<boolean> => {
  const cluster = postgresCluster();
  const databaseName = `supportal_drill_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createUtf8Database(databaseServerUrl, databaseName);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-drill-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEPLOYMENT: 'demo', DEMO_NOTICE_COUNT: '50' };
  const server = await startServer(env);
  let passed = true;
  try {
    let loading = true;
    const writes = writeLoad(server.url, 6, () => loading);
    const reads = readLoad(server.url, 4, () => loading);
    await sleep(3_000);
    const faults = [
      ...Array.from(
        { length: 3 },
        () => ['end tx', () => endBackendsInTransaction(databaseServerUrl, databaseName)] as const,
      ),
      ...Array.from({ length: 3 }, () => ['restart', () => cluster('restart')] as const),
      ...Array.from(
        { length: 3 },
        () =>
          [
            'stop 3 s',
            async () => {
              cluster('stop');
              await probe(`${server.url}/supportal/login/info`, 'stopped: login/info');
              await probe(`${server.url}/supportal/ready`, 'stopped: ready');
              await probe(`${server.url}/supportal/health`, 'stopped: health');
              await sleep(3_000);
              cluster('start');
            },
          ] as const,
      ),
    ];
    console.log(
      `\npostgres: 6 writers and 4 readers; faults (end tx: backends holding a transaction ended): ${faults.map(([name]) => name).join(', ')}`,
    );
    for (const [name, fault] of faults) {
      await fault();
      const readyAfterMs = server.alive() ? await waitForReady(server.url, 60_000) : undefined;
      console.log(
        `  ${name.padEnd(9)} process ${server.alive() ? 'alive' : 'DEAD'}, ready again after ${readyAfterMs ?? 'never (60 s)'} ms`,
      );
      if (!server.alive() || readyAfterMs === undefined) {
        passed = false;
        break;
      }
      await sleep(2_000);
    }
    loading = false;
    await Promise.all([writes.done, reads.done]);
    // Reads carry a token nobody holds: 401 is their answer while the database is up.
    for (const [label, tally, expected] of [
      ['writes', writes.tally, ['200']],
      ['reads', reads.tally, ['401']],
    ] as const) {
      console.log(
        `  ${label}: answers by status ${JSON.stringify(tally.statuses)}, slowest ${Math.round(tally.slowestMs)} ms`,
      );
      if (failuresIn(tally, [...expected]) > 0) passed = false;
    }

    console.log('\npostgres: a second server starts while PostgreSQL is stopped');
    cluster('stop');
    const second = await startServer(
      { ...env, DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'supportal-drill-')) },
      'listening',
    );
    try {
      await sleep(3_000);
      await probe(`${second.url}/supportal/health`, 'down: health');
      await probe(`${second.url}/supportal/ready`, 'down: ready');
      await probe(`${second.url}/supportal/login/info`, 'down: login/info');
      cluster('start');
      const readyAfterMs = await waitForReady(second.url, 90_000);
      console.log(
        `  process ${second.alive() ? 'alive' : 'DEAD'}, ready ${readyAfterMs ?? 'never (90 s)'} ms after PostgreSQL started`,
      );
      if (!second.alive() || readyAfterMs === undefined) passed = false;
    } finally {
      await second.stop();
    }
    console.log(`  first server still ${server.alive() ? 'alive' : 'DEAD'}`);
    if (!server.alive()) passed = false;
  } finally {
    try {
      cluster('start');
    } catch {
      // Already running.
    }
    await server.stop();
    await dropDatabase(databaseServerUrl, databaseName);
    await rm(dataDir, { recursive: true, force: true });
  }
  return passed;
};

const redisDrill = async () => {
  const service = 'redis';
  const databaseName = `supportal_drill_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createUtf8Database(databaseServerUrl, databaseName);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-drill-'));
  const relay = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEPLOYMENT: 'demo',
    DEMO_NOTICE_COUNT: '50',
    REDIS_URL: `redis://${redisUrl.hostname}:${relay.port}`,
    REDIS_KEY_PREFIX: `drill-${randomBytes(3).toString('hex')}:`,
  });
  try {
    console.log(
      `\n${service}: ${LOAD_SECONDS} s of GET /supportal/login/info at 10 connections, ${service} away from ${OUTAGE_FROM_MS / 1000} s to ${OUTAGE_UNTIL_MS / 1000} s`,
    );
    const statuses: Record<number, number> = {};
    let slowestMs = 0;
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${server.url}/supportal/login/info`,
          connections: 10,
          duration: LOAD_SECONDS,
          headers: UNKNOWN_TOKEN,
        },
        (error, result) => (error ? reject(error as Error) : resolve(result)),
      );
      instance.on('response', (_client, status, _bytes, responseMs) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        slowestMs = Math.max(slowestMs, responseMs);
      });
    });
    setTimeout(() => {
      void relay.stop().then(async () => {
        await probe(`${server.url}/supportal/login/info`, 'down: login/info');
        await probe(`${server.url}/supportal/ready`, 'down: ready');
        await probe(`${server.url}/supportal/health`, 'down: health');
      });
    }, OUTAGE_FROM_MS);
    setTimeout(() => void relay.start(), OUTAGE_UNTIL_MS);
    const result = await load;
    await probe(`${server.url}/supportal/ready`, 'after: ready');
    console.log(
      `  answers by status ${JSON.stringify(statuses)}, socket errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    console.log(`  slowest answer ${Math.round(slowestMs)} ms, p99 ${result.latency.p99} ms`);
  } finally {
    await server.stop();
    await relay.start().catch(() => undefined);
    await dropDatabase(databaseServerUrl, databaseName);
    await rm(dataDir, { recursive: true, force: true });
  }
};

let passed = true;
for (const service of services) {
  if (service === 'postgres') passed = (await postgresDrill()) && passed;
  else await redisDrill();
}
console.log(passed ? '\ndrill passed' : '\ndrill FAILED');
process.exit(passed ? 0 : 1);
