import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ROLES, saveSavedSearch } from '@supportal/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir, type TDataDirLock } from '../../src/db/data-dir-lock.js';
import type { TDatabaseHandle } from '../../src/db/database.js';
import { createUtf8Database, dropDatabase } from '../../src/db/postgres-admin.js';
import { seedDemoData } from '../../src/demo-data/seed-demo-data.js';
import { createLocalFileStore } from '../../src/modules/files/index.js';
import { openControlSocket } from '../../src/plugins/control-socket.js';
import { createOutboxNotifier } from '../../src/plugins/notifier.js';
import { openPgliteDatabase } from '../../src/portal-database.js';
import { createAuthClient, createTestAccount, TEST_CAPTCHA } from '../helpers/auth-client.js';
import { runCli } from '../helpers/run-cli.js';
import { buildAppOn, SEED_NOW } from '../helpers/test-app.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const WRITERS = 3;
/** Each account's saved searches stay under the per-account ceiling (MAX_SAVED_SEARCHES)… */
const WRITES_PER_ACCOUNT = 45;
/** …so a writer goes through several accounts, enough to outlast the backup. */
const ACCOUNTS_PER_WRITER = 4;
const NAME_PREFIX = '备份演练';

describe('backup of a running embedded portal under write load, and restore', () => {
  const prefix = `supportal_backup_${randomBytes(4).toString('hex')}_`;
  let workDir: string;
  let dataDir: string;
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let lock: TDataDirLock;
  let control: Awaited<ReturnType<typeof openControlSocket>>;
  /** Names of saved searches, in the order the portal acknowledged them. */
  const acknowledged: string[] = [];
  /** How many were acknowledged when the server began its snapshot. */
  let acknowledgedBeforeSnapshot = -1;
  let backupRun: { code: number; output: string };

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-backup-'));
    dataDir = path.join(workDir, 'data');
    const filesDir = path.join(dataDir, 'files');
    // What server.ts does for the embedded database: the lock, the database, the app and the control socket.
    lock = await lockDataDir(dataDir);
    database = await openPgliteDatabase(await PGlite.create({ dataDir: path.join(dataDir, 'pglite') }));
    const fileStore = createLocalFileStore(filesDir);
    await seedDemoData(database.db, fileStore, { noticeCount: 20, now: SEED_NOW });
    const outboxDir = path.join(workDir, 'outbox');
    app = await buildAppOn(database, fileStore, {
      notifier: createOutboxNotifier(outboxDir),
      fixedCaptcha: TEST_CAPTCHA,
    });
    const { dumpDataDir } = database;
    if (!dumpDataDir) throw new Error('the embedded database offers no dump');
    control = await openControlSocket({
      dataDir,
      filesDir,
      dumpDataDir: () => {
        acknowledgedBeforeSnapshot = acknowledged.length;
        return dumpDataDir();
      },
    });

    const tokens: string[] = [];
    for (let account = 0; account < WRITERS * ACCOUNTS_PER_WRITER; account += 1) {
      const { loginName } = await createTestAccount(database.db, { roles: [ROLES.supplier] });
      tokens.push((await createAuthClient(app).loginToken(loginName)).authorization);
    }
    let backupDone = false;
    const write = async (writer: number) => {
      for (let index = 0; index < WRITES_PER_ACCOUNT * ACCOUNTS_PER_WRITER && !backupDone; index += 1) {
        const name = `${NAME_PREFIX}-${writer}-${index}`;
        const account = writer * ACCOUNTS_PER_WRITER + Math.floor(index / WRITES_PER_ACCOUNT);
        const response = await app.inject({
          method: 'POST',
          url: saveSavedSearch.path,
          headers: { authorization: tokens[account] ?? '' },
          payload: { name, keyword: '光缆', inApp: true },
        });
        if (response.statusCode !== 200) throw new Error(`write refused: ${response.body}`);
        acknowledged.push(name);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, writer) => write(writer));
    // The backup starts while the writers are well under way, and they go on during it.
    while (acknowledged.length < 15) await new Promise((resolve) => setImmediate(resolve));
    backupRun = await runCli('backup', ['--data-dir', dataDir, '--out', path.join(workDir, 'backup')]);
    backupDone = true;
    await Promise.all(writers);
  });

  afterAll(async () => {
    await control?.close();
    await app?.close();
    await database?.close();
    await lock?.release();
    if (serverUrl) {
      await dropDatabase(serverUrl, `${prefix}restored`);
    }
    await rm(workDir, { recursive: true, force: true });
  });

  const savedSearchNames = (rows: { name: string }[]) =>
    rows.map((row) => row.name).filter((name) => name.startsWith(NAME_PREFIX));

  it('is taken by the running server, while the writes go on', () => {
    expect(backupRun.output).toContain('已由运行中的服务器生成快照');
    expect(backupRun.code).toBe(0);
    expect(acknowledgedBeforeSnapshot).toBeGreaterThanOrEqual(15);
    // The load was concurrent: writes were acknowledged after the snapshot began, before the backup ended.
    expect(acknowledged.length).toBeGreaterThan(acknowledgedBeforeSnapshot);
  });

  it('restores into a new data directory with every write acknowledged before the snapshot, and the files', async () => {
    const restoredDir = path.join(workDir, 'restored');
    const result = await runCli('restore', [
      '--from',
      path.join(workDir, 'backup'),
      '--data-dir',
      restoredDir,
    ]);
    expect(result.output).toContain('已恢复到');
    expect(result.code).toBe(0);

    const restored = await PGlite.create({ dataDir: path.join(restoredDir, 'pglite') });
    try {
      const names = savedSearchNames(
        (await restored.query<{ name: string }>('SELECT name FROM saved_searches')).rows,
      );
      expect(names).toEqual(expect.arrayContaining(acknowledged.slice(0, acknowledgedBeforeSnapshot)));
      // Nothing invented: every restored write is one the portal acknowledged.
      expect(acknowledged).toEqual(expect.arrayContaining(names));
      const fileRows = (await restored.query<{ key: string }>('SELECT storage_key AS key FROM files')).rows;
      const restoredFiles = await readdir(path.join(restoredDir, 'files'), { recursive: true });
      expect(fileRows.length).toBeGreaterThan(0);
      for (const { key } of fileRows) expect(restoredFiles).toContain(key);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore over a data directory that holds files, changing nothing', async () => {
    const occupied = path.join(workDir, 'occupied');
    const filesDir = path.join(occupied, 'files');
    await mkdir(filesDir, { recursive: true });
    await writeFile(path.join(filesDir, 'kept'), '已有文件');
    const result = await runCli('restore', ['--from', path.join(workDir, 'backup'), '--data-dir', occupied]);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('中已有数据库或文件，未做任何修改');
    expect(await readdir(occupied)).not.toContain('pglite');
    expect(await readdir(filesDir)).toEqual(['kept']);
  });

  it.skipIf(!serverUrl)(
    'restores into an empty PostgreSQL database, and refuses it once it holds rows',
    async () => {
      const targetUrl = await createUtf8Database(serverUrl ?? '', `${prefix}restored`);
      const result = await runCli('restore', ['--from', path.join(workDir, 'backup'), '--to', targetUrl]);
      expect(result.output).toContain('全部核对一致');
      expect(result.code).toBe(0);
      const client = new pg.Client({ connectionString: targetUrl });
      await client.connect();
      try {
        const names = savedSearchNames(
          (await client.query<{ name: string }>('SELECT name FROM saved_searches')).rows,
        );
        expect(names).toEqual(expect.arrayContaining(acknowledged.slice(0, acknowledgedBeforeSnapshot)));
        const [missing] = (
          await client.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM files f LEFT JOIN file_blobs b USING (storage_key) WHERE b.bytes IS NULL`,
          )
        ).rows;
        expect(missing?.count).toBe(0);
      } finally {
        await client.end();
      }
      const again = await runCli('restore', ['--from', path.join(workDir, 'backup'), '--to', targetUrl]);
      expect(again.code).not.toBe(0);
      expect(again.output).toContain('目标数据库不是空的');
    },
  );
});
