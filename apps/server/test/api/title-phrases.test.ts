import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQueryNoticeFilter } from '@supportal/contract';
import { noticeTermCounts, noticeTitlePhrases, notices } from '../../src/db/schema/index.js';
import { noticeFilterConditions } from '../../src/modules/notices/notice-filters.js';
import type { TNoticeViewer } from '../../src/modules/notices/notice-policy.js';
import { queryNoticePage } from '../../src/modules/notices/notice-pages.js';
import type { TPageMemo } from '../../src/modules/notices/notice-search-plan.js';
import { countNotices } from '../../src/modules/notices/notice-totals.js';
import {
  addTitlePhrase,
  discoverTitlePhrases,
  installTitlePhrases,
} from '../../src/modules/notices/title-phrases.js';
import { titleGrams } from '../../src/modules/notices/title-grams.js';
import { gate } from '../helpers/gate.js';
import { expectTotalsAgree } from '../helpers/notice-totals.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

/** A page memo that remembers nothing, with an exact-total limit low enough for the demo titles. */
const uncachedMemo = (exactTotalLimit: number): TPageMemo => ({
  memoCount: (_filter, count) => count(),
  memoMatches: (_filter, find) => find(),
  exactTotalLimit,
});

const ANONYMOUS: TNoticeViewer = { loggedIn: false };
const PHRASE = '成交结果公示';

describe.each(databaseKinds())('common title phrases on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 400 });
  });
  afterAll(async () => testApp?.close());

  const titlesContaining = async (phrase: string) =>
    countNotices(
      testApp.database.db,
      and(...noticeFilterConditions({ current: 1, size: 1, noticeTitle: phrase }, ANONYMOUS)),
    );

  /** Every phrase's total from the term counts, for several viewers and types, against counting titles. */
  const expectPhraseTotalsAgree = async (phrases: string[]) => {
    const { db } = testApp.database;
    const filters: [TQueryNoticeFilter, TNoticeViewer][] = phrases.flatMap((noticeTitle) => [
      [{ current: 1, size: 20, noticeTitle }, ANONYMOUS],
      [{ current: 1, size: 20, noticeTitle }, { loggedIn: true }],
      [{ current: 1, size: 20, noticeTitle, purchaseNoticeType: ['47'] }, ANONYMOUS],
      [{ current: 1, size: 20, noticeTitle, isHistory: '1' }, { loggedIn: true }],
    ]);
    await expectTotalsAgree(db, filters, 1);
  };

  /** The phrases known, PHRASE and a few others (checking every one would take long). */
  const somePhrases = async () => {
    const rows = await testApp.database.db
      .select({ phrase: noticeTitlePhrases.phrase })
      .from(noticeTitlePhrases)
      .orderBy(noticeTitlePhrases.phrase);
    const phrases = rows.map((row) => row.phrase);
    expect(phrases).toContain(PHRASE);
    return [PHRASE, ...phrases.filter((_phrase, index) => index % Math.ceil(phrases.length / 8) === 0)];
  };

  it('turn a long keyword with more matches than the exact limit into an exact total, the same pages', async () => {
    const { db } = testApp.database;
    const matches = await titlesContaining(PHRASE);
    expect(matches).toBeGreaterThan(12);
    const pagesOf = (memo: TPageMemo) =>
      Promise.all(
        [1, 2, 4].map((current) =>
          queryNoticePage(db, { current, size: 4, noticeTitle: PHRASE }, ANONYMOUS, memo),
        ),
      );
    const exactBefore = await pagesOf(uncachedMemo(10_000));
    expect(exactBefore[0]).toMatchObject({ total: matches });
    expect(exactBefore[0]?.totalIsLowerBound).toBeUndefined();
    expect((await pagesOf(uncachedMemo(5)))[0]).toMatchObject({ total: 5, totalIsLowerBound: true });

    // Two instances starting at once: one lists and counts the phrases, the other finds them listed.
    const progress: string[] = [];
    const installed = await Promise.all([
      installTitlePhrases(db, { minNotices: 12, log: (line) => progress.push(line) }),
      installTitlePhrases(db, { minNotices: 12, log: (line) => progress.push(line) }),
    ]);
    expect(installed.filter((count) => count > 0)).toHaveLength(1);
    // The counting pass says how far it is (db:migrate prints it); the last line is the whole table.
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::integer` })
      .from(notices);
    expect(progress.at(-1)).toMatch(
      new RegExp(`^标题短语首次统计（公告条数）：${total}/${total}（100%），每秒 \\d+ 条`),
    );
    const phrases = await db.select({ phrase: noticeTitlePhrases.phrase }).from(noticeTitlePhrases);
    // Phrases are runs of five to ten characters that enough titles share.
    for (const { phrase } of phrases) {
      expect([...phrase].length).toBeGreaterThanOrEqual(5);
      expect([...phrase].length).toBeLessThanOrEqual(10);
    }
    for (const phrase of await somePhrases()) {
      const [titles] = await db
        .select({ count: sql<number>`count(*)::integer` })
        .from(notices)
        .where(sql`strpos(lower(${notices.title}), ${phrase}) > 0`);
      expect(titles?.count, phrase).toBeGreaterThanOrEqual(12);
    }
    expect(await pagesOf(uncachedMemo(5))).toEqual(exactBefore);
    await expectPhraseTotalsAgree(await somePhrases());
    // Only a database without phrases gets its first ones this way.
    expect(await installTitlePhrases(db, { minNotices: 12 })).toBe(0);
  });

  it('follow new common phrases and stay exact through inserts, title and visibility changes and deletes', async () => {
    const { db } = testApp.database;
    const fresh = '量子密钥分发设备';
    const title = `铁塔塔材${PHRASE}（第二次）${PHRASE}${fresh}`;
    await db.insert(notices).values(
      Array.from({ length: 14 }, (_item, index) => ({
        title,
        titleGrams: titleGrams(title),
        purchaseNoticeType: index % 2 === 0 ? '2' : '47',
        resultsNoticeType: index % 2 === 0 ? null : '2',
        publishedAt: new Date(),
      })),
    );
    const added = await discoverTitlePhrases(db, { minNotices: 12 });
    expect(added).toContain(fresh);
    expect(added.every((phrase) => title.toLowerCase().includes(phrase))).toBe(true);
    expect(await discoverTitlePhrases(db, { minNotices: 12 })).toEqual([]);
    const phrases = [fresh, ...(await somePhrases())];
    await expectPhraseTotalsAgree(phrases);

    const withPhrase = await db
      .select({ id: notices.id })
      .from(notices)
      .where(sql`strpos(${notices.title}, ${PHRASE}) > 0`)
      .limit(9);
    const ids = withPhrase.map((row) => row.id);
    const renamed = '铁塔运维服务采购公告';
    await db
      .update(notices)
      .set({ title: renamed, titleGrams: titleGrams(renamed) })
      .where(inArray(notices.id, ids.slice(0, 3)));
    await db
      .update(notices)
      .set({ visitorView: '0', isHistory: true })
      .where(inArray(notices.id, ids.slice(3, 6)));
    await expectPhraseTotalsAgree(phrases);
    await db.delete(notices).where(inArray(notices.id, ids.slice(6, 9)));
    await expectPhraseTotalsAgree(phrases);
  });

  it.runIf(kind === 'postgres')(
    'are added only after writes under way commit, each notice counted once',
    async () => {
      const { db } = testApp.database;
      const phrase = '卫星通信地面站天线';
      const title = `${phrase}采购项目`;
      const writerHolds = gate();
      const inserted = gate();
      const writer = db.transaction(async (tx) => {
        await tx.insert(notices).values({ title, titleGrams: titleGrams(title), purchaseNoticeType: '2' });
        inserted.open();
        await writerHolds.opened;
      });
      await inserted.opened;
      let addedAt = 0;
      const adding = addTitlePhrase(db, phrase).then((added) => {
        addedAt = Date.now();
        return added;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(addedAt).toBe(0);
      writerHolds.open();
      await writer;
      expect(await adding).toBe(true);
      const [counted] = await db
        .select({ count: sql<number>`sum(${noticeTermCounts.noticeCount})::integer` })
        .from(noticeTermCounts)
        .where(eq(noticeTermCounts.term, phrase));
      expect(counted?.count).toBe(1);
      expect(await addTitlePhrase(db, phrase)).toBe(false);
    },
  );
});
