import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type TDatabase, type TDatabaseHandle } from '../../src/db/database.js';
import { openDatabase } from '../../src/portal-database.js';
import { createUtf8Database, dropDatabase } from '../../src/db/postgres-admin.js';
import { noticeTermCounts, notices } from '../../src/db/schema/index.js';
import { seedDemoData } from '../../src/demo-data/seed-demo-data.js';
import { createLocalFileStore } from '../../src/modules/files/file-store.js';
import { insertNoticeBatch } from '../../src/modules/notices/notice-writer.js';

const NOW = new Date('2026-06-30T04:00:00Z');
const NOTICE_COUNT = 300;

const termCounts = (db: TDatabase) =>
  db
    .select()
    .from(noticeTermCounts)
    .where(sql`${noticeTermCounts.noticeCount} <> 0`)
    .orderBy(
      asc(noticeTermCounts.term),
      asc(noticeTermCounts.isHistory),
      asc(noticeTermCounts.visitorView),
      asc(noticeTermCounts.purchaseNoticeType),
      asc(noticeTermCounts.resultsNoticeType),
      asc(noticeTermCounts.unitLevel),
    );

/** Seeds the same demo notices twice, through the trigger and through the bulk load, and compares. */
const describeBulkLoad = (name: string, open: (label: string) => Promise<TDatabaseHandle>) =>
  describe(`bulk notice load on ${name}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    const seeded = async (label: string, exclusive: boolean) => {
      const database = await open(label);
      const filesDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-bulk-'));
      cleanups.push(async () => {
        await database.close();
        await rm(filesDir, { recursive: true, force: true });
      });
      await seedDemoData(database.db, createLocalFileStore(filesDir), {
        noticeCount: NOTICE_COUNT,
        now: NOW,
        exclusive,
      });
      return database.db;
    };

    it('leaves the term counts the trigger would have kept, the trigger on and the title index built', async () => {
      const byTrigger = await seeded('trigger', false);
      const bulk = await seeded('bulk', true);
      expect(await bulk.$count(notices)).toBe(NOTICE_COUNT);
      const expected = await termCounts(byTrigger);
      expect(expected.length).toBeGreaterThan(NOTICE_COUNT);
      expect(await termCounts(bulk)).toEqual(expected);

      const titleIndexes = await bulk.$count(
        sql`pg_indexes`,
        sql`tablename = 'notices' AND indexname = 'notices_title_grams_gin'`,
      );
      expect(titleIndexes).toBe(1);
      // The trigger is back: one more notice moves the counts as on the other database.
      const [first] = await bulk.select().from(notices).orderBy(asc(notices.id)).limit(1);
      if (!first) throw new Error('no notice seeded');
      const { id: _id, titleGrams: _grams, revision: _revision, ...fields } = first;
      for (const db of [bulk, byTrigger])
        await db.transaction((tx) => insertNoticeBatch(tx, [{ notice: fields }], NOW));
      expect(await termCounts(bulk)).toEqual(await termCounts(byTrigger));
      // Seeds twice on PGlite: minutes on a loaded 2-core machine.
    }, 300_000);
  });

describeBulkLoad('in-memory PGlite', () => openDatabase({}));

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const names: string[] = [];
  afterAll(async () => {
    for (const name of names) await dropDatabase(serverUrl, name);
  });
  describeBulkLoad('PostgreSQL', async (label) => {
    const name = `supportal_bulk_${label}_${randomBytes(4).toString('hex')}`;
    names.push(name);
    return openDatabase({ databaseUrl: await createUtf8Database(serverUrl, name) });
  });
});
