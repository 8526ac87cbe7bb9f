import { readFile } from 'node:fs/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQueryNoticeFilter } from '@supportal/contract';
import { noticeTermCounts, notices } from '../../src/db/schema/index.js';
import { noticeFilterConditions } from '../../src/modules/notices/notice-filters.js';
import type { TNoticeViewer } from '../../src/modules/notices/notice-policy.js';
import { countMatchingNotices, countNotices } from '../../src/modules/notices/notice-totals.js';
import { titleGrams } from '../../src/modules/notices/title-grams.js';
import { expectTotalsAgree } from '../helpers/notice-totals.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

const FILTERS: [TQueryNoticeFilter, TNoticeViewer][] = [
  [{ current: 1, size: 20 }, { loggedIn: false }],
  [{ current: 1, size: 20 }, { loggedIn: true }],
  [{ current: 1, size: 20, purchaseNoticeType: ['2'] }, { loggedIn: false }],
  [{ current: 1, size: 20, purchaseNoticeType: ['2'], unitLevel: ['1'] }, { loggedIn: false }],
  [{ current: 1, size: 20, purchaseNoticeType: ['2'], noticeType: ['49'] }, { loggedIn: false }],
  [{ current: 1, size: 20, noticeType: ['49', '8'], noticeTitle: '采购' }, { loggedIn: false }],
  [{ current: 1, size: 20, purchaseNoticeType: ['his'] }, { loggedIn: true }],
  [{ current: 1, size: 20, excludeNoticeType: ['2', '45'] }, { loggedIn: false }],
  [{ current: 1, size: 20, purchaseNoticeType: ['47'], resultsNoticeType: ['2'] }, { loggedIn: false }],
  [{ current: 1, size: 20, noticeTitle: '铁塔' }, { loggedIn: false }],
  [{ current: 1, size: 20, noticeTitle: '光缆', purchaseNoticeType: ['2', '16'] }, { loggedIn: true }],
  [{ current: 1, size: 20, noticeTitle: '塔' }, { loggedIn: false }],
  [{ current: 1, size: 20, noticeTitle: '5g' }, { loggedIn: false }],
  [{ current: 1, size: 20, noticeTitle: '公告', isHistory: '1' }, { loggedIn: true }],
  [{ current: 1, size: 20, noticeTitle: '新词' }, { loggedIn: false }],
  [{ current: 1, size: 20, noticeTitle: '蓄电池' }, { loggedIn: false }],
  [{ current: 1, size: 20, noticeTitle: '采购项目', purchaseNoticeType: ['2'] }, { loggedIn: true }],
  [{ current: 1, size: 20, noticeTitle: '5G室分' }, { loggedIn: false }],
  [{ current: 1, size: 20, noticeTitle: '成交结果公示' }, { loggedIn: false }],
];

describe.each(databaseKinds())('notice term counts on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 400 });
  });
  afterAll(async () => testApp?.close());

  /** Every filter's total from the term counts against a count of the matching notices. */
  const expectCountsAgree = () => expectTotalsAgree(testApp.database.db, FILTERS);

  it('agree with counting the matches after seeding', async () => {
    await expectCountsAgree();
  });

  it('follow inserts, updates of titles and visibility, and deletes', async () => {
    const { db } = testApp.database;
    const title = '新词铁塔5G光缆采购公告';
    await db.insert(notices).values(
      ['2', '16', '47'].map((type) => ({
        title,
        titleGrams: titleGrams(title),
        purchaseNoticeType: type,
        resultsNoticeType: type === '47' ? '2' : null,
        unitLevel: '1',
        publishedAt: new Date(),
      })),
    );
    await expectCountsAgree();

    const some = await db.select({ id: notices.id }).from(notices).limit(60);
    const ids = some.map((row) => row.id);
    const renamed = '塔下新词维护';
    await db
      .update(notices)
      .set({ title: renamed, titleGrams: titleGrams(renamed) })
      .where(inArray(notices.id, ids.slice(0, 20)));
    await db
      .update(notices)
      .set({ visitorView: '0', isHistory: true })
      .where(inArray(notices.id, ids.slice(20, 40)));
    await db
      .update(notices)
      .set({ state: '0' })
      .where(inArray(notices.id, ids.slice(40, 50)));
    await expectCountsAgree();

    await db.delete(notices).where(inArray(notices.id, ids.slice(50, 60)));
    await expectCountsAgree();
  });

  it('are what the totals are read from', async () => {
    const { db } = testApp.database;
    const filter: TQueryNoticeFilter = { current: 1, size: 20, noticeTitle: '铁塔' };
    const before = await countMatchingNotices(db, filter, { loggedIn: false });
    await db
      .update(noticeTermCounts)
      .set({ noticeCount: sql`${noticeTermCounts.noticeCount} + 1000` })
      .where(eq(noticeTermCounts.term, '铁塔'));
    const visibleRows = await db
      .select({ id: noticeTermCounts.term })
      .from(noticeTermCounts)
      .where(
        and(
          eq(noticeTermCounts.term, '铁塔'),
          eq(noticeTermCounts.visitorView, '1'),
          eq(noticeTermCounts.isHistory, false),
        ),
      );
    expect((await countMatchingNotices(db, filter, { loggedIn: false })).total).toBe(
      before.total + 1000 * visibleRows.length,
    );
    // A filter the counts cannot answer is counted from the notices themselves.
    const withOrg = { ...filter, orgName: '总部' };
    expect((await countMatchingNotices(db, withOrg, { loggedIn: false })).total).toBe(
      await countNotices(db, and(...noticeFilterConditions(withOrg, { loggedIn: false }))),
    );
    await db
      .update(noticeTermCounts)
      .set({ noticeCount: sql`${noticeTermCounts.noticeCount} - 1000` })
      .where(eq(noticeTermCounts.term, '铁塔'));
  });

  it('are rebuilt with the terms of every stored notice by migration 0006', async () => {
    const { db } = testApp.database;
    const titles = ['Ä 5G\u3000光缆交接箱 ABC', '  铁塔 塔材\t补充采购项目 ', '蓄电池蓄电池（第2批）'];
    await db
      .insert(notices)
      .values(titles.map((title) => ({ title, titleGrams: titleGrams(title), purchaseNoticeType: '2' })));
    // As notices were stored before it: characters and pairs only.
    await db.execute(
      sql`UPDATE notices SET title_grams = ARRAY(SELECT t FROM unnest(title_grams) AS t WHERE char_length(t) <= 2)`,
    );
    const migration = await readFile(
      new URL('../../src/db/migrations/0006_title_terms_3_4.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const sorted = (terms: string[]) => [...terms].sort();
    for (const row of await db.select({ title: notices.title, terms: notices.titleGrams }).from(notices)) {
      expect({ title: row.title, terms: sorted(row.terms) }).toEqual({
        title: row.title,
        terms: sorted(titleGrams(row.title)),
      });
    }
    await expectCountsAgree();
  });

  it('empty with the notices table', async () => {
    const { db } = testApp.database;
    await db.execute(sql`TRUNCATE notices CASCADE`);
    expect(await db.select().from(noticeTermCounts)).toEqual([]);
    await expectCountsAgree();
  });
});
