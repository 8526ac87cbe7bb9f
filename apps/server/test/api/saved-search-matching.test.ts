import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_TYPE_MEMBERS } from '@supportal/contract';
import { savedSearches } from '../../src/db/schema/index.js';
import {
  findMatchingSearchIds,
  indexSavedSearch,
  type TMatchableNotice,
} from '../../src/modules/saved-searches/saved-search-index.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

type TConditions = {
  keyword: string;
  noticeTypes: string[];
  provAdmCode: string | null;
  unitLevel: string | null;
};

const TITLES = [
  '江苏分公司2026年光缆线路工程施工采购公告',
  '南京市5G室分系统施工框架采购项目招标公告',
  '浙江省铁塔塔材补充采购项目（第一批）成交结果公示',
  '通信铁塔股份有限公司蓄电池集中采购项目采购预告',
  '杭州市光缆交接箱维护服务比选公告',
];
/** Keywords of every length the index files differently: 1–4 characters whole, longer ones by a run. */
const KEYWORDS = [
  '',
  '塔',
  '光缆',
  '5g',
  '5G室分',
  '蓄电池',
  '光缆线路',
  '光缆线路工程',
  '光缆线路维护',
  '光缆交接箱维护服务',
  '铁塔塔材补充采购',
  '铁塔塔材补充招标',
  '江苏',
];
const TYPE_CHOICES = [[], ['2'], ['49'], ['1', '8'], ['2', '49']];
const PROVINCES = [null, '320000', '330000'];
const LEVELS = [null, '1', '2'];

/** The rule as the product states it, checked search by search (the index must find exactly these). */
const matchesByRule = (search: TConditions, notice: TMatchableNotice) =>
  (!search.keyword || notice.title.toLowerCase().includes(search.keyword.toLowerCase())) &&
  (search.noticeTypes.length === 0 ||
    search.noticeTypes.some(
      (type) =>
        type === notice.purchaseNoticeType ||
        (NOTICE_TYPE_MEMBERS as Record<string, readonly string[]>)[type]?.includes(notice.purchaseNoticeType),
    )) &&
  (!search.provAdmCode || search.provAdmCode === notice.provAdmCode) &&
  (!search.unitLevel || search.unitLevel === notice.unitLevel);

describe.each(databaseKinds())('saved-search matching on %s', (kind) => {
  let testApp: TTestApp;
  const searches = new Map<number, TConditions>();

  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: false });
    const { db } = testApp.database;
    // Every combination of keyword, types, province and level: 13 × 5 × 3 × 3 searches.
    const combinations = KEYWORDS.flatMap((keyword) =>
      TYPE_CHOICES.flatMap((noticeTypes) =>
        PROVINCES.flatMap((provAdmCode) =>
          LEVELS.map((unitLevel) => ({ keyword, noticeTypes, provAdmCode, unitLevel })),
        ),
      ),
    ).filter(
      (search) => search.keyword || search.noticeTypes.length > 0 || search.provAdmCode || search.unitLevel,
    );
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(savedSearches)
        .values(combinations.map((search, index) => ({ ...search, name: `订阅${index}` })))
        .returning();
      for (const row of rows) {
        await indexSavedSearch(tx, row);
        searches.set(row.id, row);
      }
    });
  });
  afterAll(async () => testApp?.close());

  it('finds through the index exactly the searches whose every condition holds', async () => {
    const notices = TITLES.flatMap((title) =>
      ['2', '49', '8', '33'].flatMap((purchaseNoticeType) =>
        PROVINCES.flatMap((provAdmCode) =>
          ['1', '2', null].map((unitLevel) => ({ id: 0, title, purchaseNoticeType, provAdmCode, unitLevel })),
        ),
      ),
    );
    let matched = 0;
    for (const notice of notices) {
      const found = await findMatchingSearchIds(testApp.database.db, notice);
      const expected = [...searches].filter(([, search]) => matchesByRule(search, notice)).map(([id]) => id);
      expect(
        found.sort((a, b) => a - b),
        `${notice.title} ${JSON.stringify(notice)}`,
      ).toEqual(expected);
      matched += found.length;
    }
    // The cases are not vacuous: many searches match, many do not.
    expect(matched).toBeGreaterThan(notices.length * 5);
    expect(matched).toBeLessThan(notices.length * searches.size * 0.5);
  });

  it('keeps a changed search filed under its new conditions only', async () => {
    const { db } = testApp.database;
    const notice = {
      id: 0,
      title: '江苏分公司2026年光缆线路工程施工采购公告',
      purchaseNoticeType: '2',
      provAdmCode: '320000',
      unitLevel: '2',
    };
    const [row] = await db
      .insert(savedSearches)
      .values({ name: '改动', keyword: '光缆线路工程', noticeTypes: [], unitLevel: '2' })
      .returning();
    if (!row) throw new Error('not saved');
    await indexSavedSearch(db, row);
    expect(await findMatchingSearchIds(db, notice)).toContain(row.id);
    await indexSavedSearch(db, { ...row, unitLevel: '1' });
    expect(await findMatchingSearchIds(db, notice)).not.toContain(row.id);
    await indexSavedSearch(db, { ...row, keyword: '光缆线路维护', unitLevel: null });
    expect(await findMatchingSearchIds(db, notice)).not.toContain(row.id);
  });
});
