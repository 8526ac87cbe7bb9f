import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQueryNoticeFilter } from '@supportal/contract';
import { notices } from '../../src/db/schema/index.js';
import { queryNoticePage } from '../../src/modules/notices/notice-pages.js';
import type { TPageMemo } from '../../src/modules/notices/notice-search-plan.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

/** A page memo like the server's, counting how often matches are really looked up. */
const memoWith = (orderedWalkBudget: number, exactTotalLimit?: number) => {
  const values = new Map<string, Promise<unknown>>();
  const lookups: string[] = [];
  const remember = <T>(key: string, compute: () => Promise<T>) => {
    if (!values.has(key)) {
      if (key.startsWith('matches')) lookups.push(key);
      values.set(key, compute());
    }
    return values.get(key) as Promise<T>;
  };
  const memo: TPageMemo = {
    memoCount: (filter, count) => remember(`count${JSON.stringify(filter)}`, count),
    memoMatches: (filter, find) => remember(`matches${JSON.stringify(filter)}`, find),
    orderedWalkBudget,
    exactTotalLimit,
  };
  return { memo, lookups };
};

describe.each(databaseKinds())('keyword pages on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 400 });
  });
  afterAll(async () => testApp?.close());

  it('are the same whether the date index is walked or the remembered matches are sliced', async () => {
    const { db } = testApp.database;
    const walked = memoWith(Number.POSITIVE_INFINITY);
    const sliced = memoWith(0);
    for (const noticeTitle of ['公告', '铁塔', '采购项目', '成交结果公示']) {
      const first = await queryNoticePage(
        db,
        { current: 1, size: 7, noticeTitle },
        { loggedIn: false },
        walked.memo,
      );
      expect(first.total).toBeGreaterThan(14);
      const pages = Math.ceil(first.total / 7) + 1;
      for (let current = 1; current <= pages; current += 1) {
        const filter: TQueryNoticeFilter = { current, size: 7, noticeTitle };
        const byWalk = await queryNoticePage(db, filter, { loggedIn: false }, walked.memo);
        const bySlice = await queryNoticePage(db, filter, { loggedIn: false }, sliced.memo);
        expect(bySlice).toEqual(byWalk);
        expect(bySlice.records.every((record) => record.noticeTitle.includes(noticeTitle))).toBe(true);
      }
    }
    // Every page of a keyword came from one lookup of its matches; keywords longer than one title term
    // (four characters) always look them up.
    expect(sliced.lookups.length).toBe(4);
    expect(walked.lookups.length).toBe(1);
  });

  it('hold exactly the titles a plain case-insensitive LIKE finds, newest first, for keywords of 2 to 10 characters', async () => {
    const { db } = testApp.database;
    const viewer = { loggedIn: false };
    const keywords = [
      '铁塔',
      '蓄电池',
      '5g室分',
      '采购项目',
      '成交结果公示',
      '分公司5G室分系统',
      '光缆线路工程施工服务',
      '没有这样的标题',
    ];
    for (const noticeTitle of keywords) {
      const expected = await db
        .select({ id: notices.id })
        .from(notices)
        .where(
          and(
            eq(notices.isHistory, false),
            eq(notices.visitorView, '1'),
            ilike(notices.title, `%${noticeTitle}%`),
          ),
        )
        .orderBy(sql`${notices.publishedAt} DESC NULLS LAST`, desc(notices.id));
      for (const memo of [memoWith(Number.POSITIVE_INFINITY).memo, memoWith(0).memo]) {
        const pages = Math.max(1, Math.ceil(expected.length / 20));
        const ids: string[] = [];
        for (let current = 1; current <= pages; current += 1) {
          const page = await queryNoticePage(db, { current, size: 20, noticeTitle }, viewer, memo);
          expect({ noticeTitle, total: page.total, lowerBound: page.totalIsLowerBound }).toEqual({
            noticeTitle,
            total: expected.length,
            lowerBound: undefined,
          });
          ids.push(...page.records.map((record) => record.noticeId));
        }
        expect({ noticeTitle, ids }).toEqual({ noticeTitle, ids: expected.map((row) => String(row.id)) });
      }
    }
  });

  it('say "at least" beyond the exact limit and still serve every page past it', async () => {
    const { db } = testApp.database;
    const exact = memoWith(Number.POSITIVE_INFINITY);
    const capped = memoWith(Number.POSITIVE_INFINITY, 5);
    const viewer = { loggedIn: false };
    const noticeTitle = '成交结果公示';
    const first = await queryNoticePage(db, { current: 1, size: 4, noticeTitle }, viewer, exact.memo);
    expect(first.total).toBeGreaterThan(12);
    expect(first.totalIsLowerBound).toBeUndefined();
    for (const current of [1, 2, 3]) {
      const filter: TQueryNoticeFilter = { current, size: 4, noticeTitle };
      const page = await queryNoticePage(db, filter, viewer, capped.memo);
      expect(page.total).toBe(5);
      expect(page.totalIsLowerBound).toBe(true);
      expect(page.records).toEqual((await queryNoticePage(db, filter, viewer, exact.memo)).records);
    }
    // Lists whose other filters the term counts cannot total are capped alike; exact ones say nothing.
    const byOrg = await queryNoticePage(db, { current: 1, size: 4, orgName: '公司' }, viewer, capped.memo);
    expect(byOrg).toMatchObject({ total: 5, totalIsLowerBound: true });
    const byType = await queryNoticePage(
      db,
      { current: 1, size: 4, purchaseNoticeType: ['2'] },
      viewer,
      capped.memo,
    );
    expect(byType.total).toBeGreaterThan(5);
    expect(byType.totalIsLowerBound).toBeUndefined();
  });
});
