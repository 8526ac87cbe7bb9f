import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../src/db/database.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

/** Heap bytes per stored notice: what a keyword check reads per candidate, roughly. */
const heapBytesPerNotice = async (db: TDatabase) => {
  const [row] = await db
    .select({ perNotice: sql<number>`pg_relation_size('notices')::float8 / count(*)` })
    .from(sql`notices`);
  return row?.perNotice ?? 0;
};

/** One digest of every stored value the migration must keep. */
const contentDigest = async (db: TDatabase) => {
  const [row] = await db
    .select({
      digest: sql<string>`md5(string_agg(id || title || content_html || array_to_string(title_grams, ','), '|' ORDER BY id))`,
    })
    .from(sql`notices`);
  return row?.digest;
};

describe.each(databaseKinds())('narrow notices rows on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 400 });
  });
  afterAll(async () => testApp?.close());

  it('keep bodies and title terms out of line, also for rows stored before migration 0024', async () => {
    const { db } = testApp.database;
    expect(await heapBytesPerNotice(db)).toBeLessThan(700);
    const digest = await contentDigest(db);

    // As rows were stored before it: default toast target and title storage, values compressed inline.
    await db.execute(sql`ALTER TABLE notices RESET (toast_tuple_target)`);
    await db.execute(sql`ALTER TABLE notices ALTER COLUMN title SET STORAGE EXTENDED`);
    await db.execute(sql`ALTER TABLE notices
      ALTER COLUMN content_html TYPE text USING content_html || '',
      ALTER COLUMN title_grams TYPE text[] USING title_grams || '{}'::text[]`);
    expect(await heapBytesPerNotice(db)).toBeGreaterThan(1500);

    const migration = await readFile(
      new URL('../../src/db/migrations/0024_notice_narrow_rows.sql', import.meta.url),
      'utf8',
    );
    await db.transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
    });
    expect(await heapBytesPerNotice(db)).toBeLessThan(700);
    expect(await contentDigest(db)).toBe(digest);
  });
});
