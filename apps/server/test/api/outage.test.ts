import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type TDatabaseHandle } from '../../src/db/database.js';
import { openDatabase } from '../../src/portal-database.js';
import { createUtf8Database, dropDatabase } from '../../src/db/postgres-admin.js';
import { seedDemoData } from '../../src/demo-data/seed-demo-data.js';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../src/lib/outage.js';
import { createLocalFileStore } from '../../src/modules/files/file-store.js';
import { connectRedis, createRedisSessionStore } from '../../src/plugins/redis-store.js';
import type { TSessionStore } from '../../src/plugins/session-store.js';
import { createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { createAuthClient, createTestAccount, TEST_CAPTCHA } from '../helpers/auth-client.js';
import { startTcpProxy, type TTcpProxy } from '../helpers/tcp-proxy.js';
import { eventually as eventuallyWithin } from '../helpers/eventually.js';

/** Well under the ~10 s a call used to hang, with room for a loaded machine. */
const FAST_MS = 2_500;

const timed = async <T>(call: () => Promise<T>) => {
  const startedAt = Date.now();
  const result = await call();
  return { result, ms: Date.now() - startedAt };
};

/** A database coming back is heard of within seconds: up to ten, asked every 100 ms. */
const eventually = (check: () => Promise<boolean>) => eventuallyWithin(check, 10_000, 100);

const expectOutageEnvelope = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
  expect(response.json()).toEqual({
    resultStat: '503',
    resultMsg: '服务暂不可用，请稍后再试',
    data: null,
    retryAfter: OUTAGE_RETRY_AFTER_SECONDS,
  });
};

let listCalls = 0;
/** A page not asked for before, so the answer comes from the database, not the read cache. */
const listNotices = (app: FastifyInstance) => {
  listCalls += 1;
  return app.inject({
    method: 'POST',
    url: '/supportal/v1/obp-notice/query-notice',
    payload: { purchaseNoticeType: '2', size: 1, current: listCalls },
  });
};

const readiness = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/supportal/ready' });

const serviceAddress = (url: string) => {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
};

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL going away and coming back', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const databaseName = `supportal_test_${randomBytes(6).toString('hex')}`;
  let proxy: TTcpProxy;
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let directUrl: string;
  let filesDir: string | undefined;

  beforeAll(async () => {
    directUrl = await createUtf8Database(serverUrl, databaseName);
    proxy = await startTcpProxy(serviceAddress(directUrl));
    const proxied = Object.assign(new URL(directUrl), { port: String(proxy.port) }).toString();
    database = await openDatabase({
      databaseUrl: proxied,
      timeouts: { connectMs: 1_000, statementMs: 5_000 },
    });
    filesDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-outage-files-'));
    const fileStore = createLocalFileStore(filesDir);
    await seedDemoData(database.db, fileStore, { noticeCount: 20 });
    // Sessions in the database store: a database outage is a session outage too.
    app = await buildApp({
      config: { logLevel: 'silent', pageCacheTtlMs: 0 },
      database,
      fileStore,
      identity: { fixedCaptcha: TEST_CAPTCHA },
    });
    await app.ready();
  });
  afterAll(async () => {
    await proxy?.start().catch(() => undefined);
    await app?.close();
    await database?.close();
    await dropDatabase(serverUrl, databaseName);
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After fast while it is down, is not ready, and recovers by itself', async () => {
    const account = await createTestAccount(database.db);
    const client = createAuthClient(app);
    const { authorization } = await client.loginToken(account.loginName);
    const info = () => client.call('GET', '/supportal/login/info', undefined, authorization);
    expect((await listNotices(app)).statusCode).toBe(200);
    expect((await readiness(app)).json()).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', sessionStore: 'ok' },
    });
    const heard: number[] = [];
    const stopListening = await database.listen('supportal_outage_check', () => heard.push(Date.now()));

    await proxy.stop();
    try {
      const list = await timed(() => listNotices(app));
      expectOutageEnvelope(list.result);
      expect(list.ms).toBeLessThan(FAST_MS);
      const session = await timed(info);
      expectOutageEnvelope(session.result);
      expect(session.ms).toBeLessThan(FAST_MS);
      const ready = await timed(() => readiness(app));
      expect(ready.result.statusCode).toBe(503);
      expect(ready.result.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      expect(ready.result.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'unavailable' },
      });
      expect(ready.ms).toBeLessThan(FAST_MS);
      // Liveness: the process itself is fine, restarting it would not help.
      expect((await app.inject({ method: 'GET', url: '/supportal/health' })).statusCode).toBe(200);
    } finally {
      await proxy.start();
    }

    expect(await eventually(async () => (await readiness(app)).statusCode === 200)).toBe(true);
    expect((await listNotices(app)).statusCode).toBe(200);
    expect((await info()).statusCode).toBe(200);

    // The notification connection was told of the drop and listens again.
    try {
      expect(heard.length).toBeGreaterThanOrEqual(1);
      expect(await eventually(async () => heard.length >= 2)).toBe(true);
      const before = heard.length;
      const direct = await openDatabase({ databaseUrl: directUrl });
      await direct.db.execute(sql`NOTIFY supportal_outage_check`);
      await direct.close();
      expect(await eventually(async () => heard.length > before)).toBe(true);
    } finally {
      await stopListening();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('Redis going away and coming back', () => {
  let proxy: TTcpProxy;
  let store: TSessionStore;
  let testApp: TAuthTestApp;

  beforeAll(async () => {
    proxy = await startTcpProxy(serviceAddress(process.env.TEST_REDIS_URL ?? ''));
    const prefix = `supportal-test:${randomBytes(6).toString('hex')}:`;
    store = createRedisSessionStore(await connectRedis(`redis://127.0.0.1:${proxy.port}`, prefix));
    testApp = await createAuthTestApp({ database: 'pglite', store: 'database' }, { identity: { store } });
  });
  afterAll(async () => {
    await testApp?.close();
    await store?.close();
  });

  it('answers session calls with 503 fast, is not ready, and recovers with sessions intact', async () => {
    const account = await createTestAccount(testApp.database.db);
    const client = createAuthClient(testApp.app);
    const { authorization } = await client.loginToken(account.loginName);
    const info = () => client.call('GET', '/supportal/login/info', undefined, authorization);
    expect((await info()).statusCode).toBe(200);

    await proxy.stop();
    try {
      const session = await timed(info);
      expectOutageEnvelope(session.result);
      expect(session.ms).toBeLessThan(FAST_MS);
      const login = await timed(() => client.call('POST', '/supportal/v1/login/getPublicKey', {}));
      expectOutageEnvelope(login.result);
      expect(login.ms).toBeLessThan(FAST_MS);
      const ready = await readiness(testApp.app);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { database: 'ok', sessionStore: 'unavailable' } });
      // Public reads do not need Redis.
      expect((await listNotices(testApp.app)).statusCode).toBe(200);
    } finally {
      await proxy.start();
    }

    expect(await eventually(async () => (await readiness(testApp.app)).statusCode === 200)).toBe(true);
    expect((await info()).statusCode).toBe(200);
  });

  it('answers 503 fast when Redis hangs instead of answering', async () => {
    const account = await createTestAccount(testApp.database.db);
    const client = createAuthClient(testApp.app);
    const { authorization } = await client.loginToken(account.loginName);
    proxy.freeze();
    try {
      const session = await timed(() =>
        client.call('GET', '/supportal/login/info', undefined, authorization),
      );
      expectOutageEnvelope(session.result);
      expect(session.ms).toBeLessThan(FAST_MS);
    } finally {
      // A restart clears the stuck connection; the client reconnects by itself.
      await proxy.stop();
      await proxy.start();
    }
    expect(
      await eventually(
        async () =>
          (await client.call('GET', '/supportal/login/info', undefined, authorization)).statusCode === 200,
      ),
    ).toBe(true);
  });
});
