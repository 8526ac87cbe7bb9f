/**
 * Outage drill: starts the built server (`npm run build` first) on the local PostgreSQL and Redis
 * through TCP relays, loads it, takes one service away for 3 s and brings it back; prints the answers
 * by HTTP status, the slowest answer, and what single calls and /supportal/ready say meanwhile.
 * `npm run drill:outage -w apps/server [-- --service postgres|redis]`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createUtf8Database, dropDatabase } from '../src/db/postgres-admin.js';
import { startTcpProxy } from '../test/helpers/tcp-proxy.js';

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
const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));
/** A well-formed token nobody holds: every call looks the session up in the store. */
const UNKNOWN_TOKEN = { authorization: `Bearer ${'a'.repeat(43)}` };
const LOAD_SECONDS = 8;
const OUTAGE_FROM_MS = 2_000;
const OUTAGE_UNTIL_MS = 5_000;

const startServer = (env: Record<string, string>) =>
  new Promise<{ url: string; stop: () => Promise<void> }>((resolve, reject) => {
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'fatal',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /http:\/\/[\w.]+:(\d+)\/home/.exec(output)?.[1];
      if (!port) return;
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });

const probe = async (url: string, label: string) => {
  const startedAt = performance.now();
  const response = await fetch(url, { headers: UNKNOWN_TOKEN });
  const body = (await response.text()).slice(0, 100);
  const ms = Math.round(performance.now() - startedAt);
  console.log(
    `  ${label.padEnd(28)} ${response.status} Retry-After=${response.headers.get('retry-after')} ${ms} ms ${body}`,
  );
};

const drill = async (service: string) => {
  const databaseName = `supportal_drill_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createUtf8Database(databaseServerUrl, databaseName);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-drill-'));
  const database = await startTcpProxy({
    host: new URL(databaseUrl).hostname,
    port: Number(new URL(databaseUrl).port || 5432),
  });
  const redis = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: Object.assign(new URL(databaseUrl), { port: String(database.port) }).toString(),
    DEMO_NOTICE_COUNT: '50',
    // Sessions in Redis for the Redis drill, in the database for the PostgreSQL one.
    ...(service === 'redis'
      ? {
          REDIS_URL: `redis://${redisUrl.hostname}:${redis.port}`,
          REDIS_KEY_PREFIX: `drill-${randomBytes(3).toString('hex')}:`,
        }
      : {}),
  });
  const relay = service === 'redis' ? redis : database;
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

for (const service of services) await drill(service);
process.exit(0);
