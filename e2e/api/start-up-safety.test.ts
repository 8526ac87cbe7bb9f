import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTestDatabase,
  dropTestDatabase,
  queryTestServer,
  testDatabaseServer,
  testDatabaseUrl,
} from '../support/postgres.js';
import { startTcpProxy, type TTcpProxy } from '../../apps/server/test/helpers/tcp-proxy.js';
import { useTempDirs } from '../support/own-server.js';
import {
  runServerToExit,
  START_SCRIPT,
  startServer,
  stopServer,
  type TStartedServer,
} from '../support/server-process.js';

const DEMO_MARK = '演示环境';
/** A deployment needs a code transport; nothing is sent in these tests. */
const SMTP = { SMTP_URL: 'smtp://127.0.0.1:9' };

/** Data directories of this file's servers, removed when it ends. */
const { create: newDataDir } = useTempDirs('start');

// Tests that start two servers get three minutes: a start on a busy 2-core machine takes up to a minute.
describe('restarts and deployments of the embedded database', () => {
  let running: TStartedServer | undefined;
  /** The demo data of the first test, restarted after kill -9. */
  let demoDataDir = '';
  afterAll(async () => {
    if (running) await stopServer(running);
  });

  it('restarts at once after kill -9 (out-of-memory kill), on the same data directory', async () => {
    demoDataDir = await newDataDir();
    const killed = await startServer({ DATA_DIR: demoDataDir, DEMO_NOTICE_COUNT: '20' });
    killed.process.kill('SIGKILL');
    running = await startServer({ DATA_DIR: demoDataDir });
    const health = await fetch(`${running.url}/supportal/health`);
    expect(health.status).toBe(200);
    expect(await (await fetch(`${running.url}/home`)).text()).toContain(DEMO_MARK);
  }, 180_000);

  it('refuses a deployment while demo accounts keep the demo password', async () => {
    if (running) await stopServer(running);
    running = undefined;
    const result = await runServerToExit({ DATA_DIR: demoDataDir, DEPLOYMENT: 'production', ...SMTP });
    expect(result.code).toBe(1);
    expect(result.output).toContain('仍在使用演示密码');
    expect(result.output).toContain('staff_hq');
  });

  it('refuses a deployment without a code transport, saying which variables to set', async () => {
    const result = await runServerToExit({ DATA_DIR: await newDataDir(), DEPLOYMENT: 'production' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('SMTP_URL');
    expect(result.output).toContain('SMS_GATEWAY_URL');
  });

  it('starts a deployment on an empty database without demo data, accounts or the demo mark', async () => {
    const dataDir = await newDataDir();
    const env = { DATA_DIR: dataDir, DEPLOYMENT: 'production', ...SMTP };
    const first = await startServer(env);
    expect(first.output()).not.toContain('演示数据');
    const home = await (await fetch(`${first.url}/home`)).text();
    expect(home).not.toContain(DEMO_MARK);
    await stopServer(first);
    // A second deployment start checks for demo passwords: it starts, so no demo account was made.
    const second = await startServer(env);
    await stopServer(second);
  }, 180_000);
});

describe.skipIf(!testDatabaseServer)('a deployment on PostgreSQL', () => {
  const databaseName = `supportal_e2e_deploy_${Date.now().toString(36)}`;
  beforeAll(() => createTestDatabase(databaseName));
  afterAll(() => dropTestDatabase(databaseName));

  it('is what DATABASE_URL in production means: an empty database stays without demo accounts', async () => {
    const dataDir = await newDataDir();
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: testDatabaseUrl(databaseName),
      ...SMTP,
    });
    try {
      // The migrations' system account (the registration applicant) cannot log in: no demo account.
      const counts = await queryTestServer(
        "SELECT (SELECT count(*) FROM accounts WHERE kind <> 'system') AS accounts, (SELECT count(*) FROM notices) AS notices",
        databaseName,
      );
      expect(counts.rows[0]).toEqual({ accounts: '0', notices: '0' });
    } finally {
      await stopServer(server);
    }
  });
});

describe.skipIf(!testDatabaseServer)('a start while PostgreSQL is down', () => {
  const databaseName = `supportal_e2e_down_${Date.now().toString(36)}`;
  let proxy: TTcpProxy | undefined;
  beforeAll(async () => {
    await createTestDatabase(databaseName);
    const direct = new URL(testDatabaseUrl(databaseName));
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  });
  afterAll(async () => {
    await proxy?.stop();
    await dropTestDatabase(databaseName);
  });

  it('listens (alive, not ready, calls 503) and turns ready by itself once PostgreSQL is back', async () => {
    if (!proxy) throw new Error('no relay');
    await proxy.stop();
    const databaseUrl = Object.assign(new URL(testDatabaseUrl(databaseName)), { port: String(proxy.port) });
    const server = await startServer(
      { DATA_DIR: await newDataDir(), DATABASE_URL: databaseUrl.toString(), ...SMTP },
      60_000,
      'listening',
    );
    try {
      // Past the first retries: the process waits instead of exiting (`启动失败： Error: connect ECONNREFUSED`).
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(server.process.exitCode).toBeNull();
      expect(server.output()).toContain('ECONNREFUSED');
      const health = await fetch(`${server.url}/supportal/health`);
      expect(health.status).toBe(200);
      const ready = await fetch(`${server.url}/supportal/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      const call = await fetch(`${server.url}/supportal/login/info`);
      expect(call.status).toBe(503);
      expect(call.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await call.json()).toMatchObject({ resultStat: '503', resultMsg: '服务暂不可用，请稍后再试' });
      const page = await fetch(`${server.url}/home`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('服务正在启动');

      await proxy.start();
      const deadline = Date.now() + 60_000;
      while (!server.output().includes('supportal 已启动') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect((await fetch(`${server.url}/supportal/ready`)).status).toBe(200);
      const info = await fetch(`${server.url}/supportal/login/info`);
      expect(info.status).not.toBe(503);
    } finally {
      await stopServer(server);
    }
  });
});

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Modification times of everything a running server serves or loads from the build. */
const servedFiles = async () => {
  const clientAssets = path.join(REPOSITORY_ROOT, 'apps/web/build/client/assets');
  const files = [
    ...(await readdir(clientAssets)).map((name) => path.join(clientAssets, name)),
    path.join(REPOSITORY_ROOT, 'apps/web/build/server/index.js'),
    path.join(REPOSITORY_ROOT, 'apps/server/dist/server.js'),
  ];
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, (await stat(file)).mtimeMs])));
};

describe('npm start beside a running server', () => {
  it('is refused before it builds anything, so the running server keeps its files', async () => {
    const before = await servedFiles();
    const result = await runServerToExit({ DATA_DIR: inject('dataDir') }, 60_000, START_SCRIPT);
    expect(result.code).toBe(1);
    expect(result.output).toContain('已被另一个 supportal 进程占用');
    expect(result.output).not.toContain('react-router build');
    expect(await servedFiles()).toEqual(before);
  });
});
