import { NOTICE_TYPES } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { findCategory, findHistoryCategory, NOTICE_CATEGORY_GROUPS } from './notice-categories';

describe('notice list side navs', () => {
  it('give every public type exactly one nav; supplier negative behaviour none', () => {
    const types = NOTICE_CATEGORY_GROUPS.flatMap((group) =>
      group.categories.map((category) => category.purchaseNoticeType),
    );
    const expected = NOTICE_TYPES.map((type) => type.code).filter((code) => code !== '3');
    expect([...new Set(types)].sort()).toEqual([...expected].sort());
  });

  it('find the entry by type and results sub-type, else the first entry of the type', () => {
    expect(findCategory('41', '44').category.label).toBe('应付账款清理公示');
    expect(findCategory('41').category).toMatchObject({ purchaseNoticeType: '41', resultsNoticeType: '41' });
    expect(findCategory('47', '1')).toMatchObject({ group: { key: '47' }, category: { label: '已转化' } });
    expect(findCategory('45').group.title).toBe('采购公告');
  });

  it('give a known type outside every nav a nav of its own and fall back to procurement notices', () => {
    expect(findCategory('3')).toMatchObject({ group: { title: '供应商不良行为' }, category: { key: '3' } });
    expect(findCategory('nonsense').category.purchaseNoticeType).toBe('2');
  });

  it('list history types after 全部历史公告, in the type table order', () => {
    const history = { '45': '候选人及结果公示', '2': '采购公告' };
    const choice = findHistoryCategory(history, '45');
    expect(choice.group.categories.map((category) => category.label)).toEqual([
      '全部历史公告',
      '采购公告',
      '候选人及结果公示',
    ]);
    expect(choice.category.purchaseNoticeType).toBe('45');
    expect(findHistoryCategory(history, '16').category.purchaseNoticeType).toBe('his');
  });
});
