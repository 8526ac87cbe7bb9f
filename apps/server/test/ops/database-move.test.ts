import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/data-dir-lock.js';
import { pgliteSession, postgresSession, tableChecksum } from '../../src/db/database-move.js';
import { createUtf8Database, dropDatabase } from '../../src/db/postgres-admin.js';
import { files, notices } from '../../src/db/schema/index.js';
import { seedDemoData } from '../../src/demo-data/seed-demo-data.js';
import { createDatabaseFileStore, createLocalFileStore } from '../../src/modules/files/index.js';
import { createOutboxNotifier } from '../../src/plugins/notifier.js';
import { openDatabase, openPgliteDatabase } from '../../src/portal-database.js';
import { createAuthClient, createTestAccount, TEST_CAPTCHA } from '../helpers/auth-client.js';
import { runCli } from '../helpers/run-cli.js';
import { buildAppOn, SEED_NOW } from '../helpers/test-app.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const runMove = (args: string[]) => runCli('db-move', args);

describe.skipIf(!serverUrl)('db:move from an embedded data directory to PostgreSQL', () => {
  const prefix = `supportal_move_${randomBytes(4).toString('hex')}_`;
  let dataDir: string;
  let targetUrl: string;
  const supplierLogin = `move_${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-move-'));
    const source = await openPgliteDatabase(await PGlite.create({ dataDir: path.join(dataDir, 'pglite') }));
    try {
      await seedDemoData(source.db, createLocalFileStore(path.join(dataDir, 'files')), {
        noticeCount: 40,
        now: SEED_NOW,
      });
      await createTestAccount(source.db, { loginName: supplierLogin });
    } finally {
      await source.close();
    }
    targetUrl = await createUtf8Database(serverUrl ?? '', `${prefix}target`);
  });

  afterAll(async () => {
    if (serverUrl) {
      await dropDatabase(serverUrl, `${prefix}target`);
      await dropDatabase(serverUrl, `${prefix}filled`);
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses while a server holds the data directory, changing nothing', async () => {
    const lock = await lockDataDir(dataDir);
    try {
      const result = await runMove(['--data-dir', dataDir, '--to', targetUrl]);
      expect(result.code).not.toBe(0);
      expect(result.output).toContain('已被另一个 supportal 进程占用');
    } finally {
      await lock.release();
    }
    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    const tables = await target.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public'`);
    await target.end();
    expect(tables.rowCount).toBe(0);
  });

  it('copies every table with equal counts and checksums, then a server on it shows notices, files and logs in', async () => {
    const result = await runMove(['--data-dir', dataDir, '--to', targetUrl]);
    expect(result.output).toContain('迁移完成');
    expect(result.code).toBe(0);
    expect(result.output).toContain('FILE_STORE=database');

    const source = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    try {
      await source.query(`SET TimeZone = 'UTC'`);
      await target.query(`SET TimeZone = 'UTC'`);
      const tables = await source.query<{ name: string }>(
        `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      );
      expect(tables.rows.length).toBeGreaterThan(30);
      for (const { name } of tables.rows) {
        const expected = await tableChecksum(pgliteSession(source), name);
        // The target also holds the local files' bytes, which the source kept on disk.
        if (name === 'file_blobs') continue;
        expect({ name, ...(await tableChecksum(postgresSession(target), name)) }).toEqual({
          name,
          ...expected,
        });
      }
    } finally {
      await source.close();
      await target.end();
    }

    const database = await openDatabase({ databaseUrl: targetUrl });
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-move-outbox-'));
    const app = await buildAppOn(database, createDatabaseFileStore(database.db), {
      notifier: createOutboxNotifier(outboxDir),
      fixedCaptcha: TEST_CAPTCHA,
    });
    try {
      // The first notice a visitor may open (some seeded ones are drafts, withdrawn or for staff only).
      const candidates = await database.db
        .select({ id: notices.id, title: notices.title })
        .from(notices)
        .where(eq(notices.visitorView, '1'))
        .orderBy(notices.id)
        .limit(20);
      let shown: { noticeTitle: string } | undefined;
      for (const candidate of candidates) {
        const read = await app.inject({
          method: 'POST',
          url: '/supportal/v1/obp-notice/get-notice-by-id',
          payload: { id: String(candidate.id) },
        });
        if (read.statusCode !== 200) continue;
        shown = read.json().data;
        expect(shown?.noticeTitle).toBe(candidate.title);
        break;
      }
      expect(shown).toBeDefined();

      const zone = await app.inject({
        method: 'POST',
        url: '/supportal/v1/file-up-manager/query-outdownload-file-list?isLoginFlag=false',
        payload: {},
      });
      const zoneFile = zone.json().data[0] as { id: string };
      const download = await app.inject({
        method: 'GET',
        url: `/supportal/v1/file-up-manager/download-outdownload-file-info?fileId=${zoneFile.id}`,
      });
      expect(download.statusCode).toBe(200);
      const [stored] = await database.db
        .select({ sha256: files.sha256 })
        .from(files)
        .where(eq(files.id, Number(zoneFile.id)));
      expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(stored?.sha256);

      const login = await createAuthClient(app).loginToken(supplierLogin);
      expect(login.authorization).toMatch(/^Bearer /);
    } finally {
      await app.close();
      await database.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('refuses a target that already holds rows, with a clear message and a failing exit code', async () => {
    const filledUrl = await createUtf8Database(serverUrl ?? '', `${prefix}filled`);
    const filled = new pg.Client({ connectionString: filledUrl });
    await filled.connect();
    await filled.query('CREATE TABLE kept (note text)');
    await filled.query('INSERT INTO kept VALUES ($1)', ['有人的数据']);
    const result = await runMove(['--data-dir', dataDir, '--to', filledUrl]);
    const kept = await filled.query<{ note: string }>('SELECT note FROM kept');
    await filled.end();
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('目标数据库不是空的（kept 已有数据），未做任何修改');
    expect(kept.rows).toEqual([{ note: '有人的数据' }]);
  });
});
