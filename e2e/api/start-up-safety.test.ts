import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
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
const dataDirs: string[] = [];
const newDataDir = async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-e2e-start-'));
  dataDirs.push(dataDir);
  return dataDir;
};
afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('restarts and deployments of the embedded database', () => {
  let running: TStartedServer | undefined;
  afterAll(async () => {
    if (running) await stopServer(running);
  });

  it('restarts at once after kill -9 (out-of-memory kill), on the same data directory', async () => {
    const dataDir = await newDataDir();
    const killed = await startServer({ DATA_DIR: dataDir, DEMO_NOTICE_COUNT: '20' });
    killed.process.kill('SIGKILL');
    running = await startServer({ DATA_DIR: dataDir });
    const health = await fetch(`${running.url}/supportal/health`);
    expect(health.status).toBe(200);
    expect(await (await fetch(`${running.url}/home`)).text()).toContain(DEMO_MARK);
  });

  it('refuses a deployment while demo accounts keep the demo password', async () => {
    if (running) await stopServer(running);
    running = undefined;
    const result = await runServerToExit({ DATA_DIR: dataDirs[0] ?? '', DEPLOYMENT: 'production', ...SMTP });
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
  });
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
      const counts = await queryTestServer(
        'SELECT (SELECT count(*) FROM accounts) AS accounts, (SELECT count(*) FROM notices) AS notices',
        databaseName,
      );
      expect(counts.rows[0]).toEqual({ accounts: '0', notices: '0' });
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
