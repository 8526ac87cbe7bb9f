import { NOTICE_TYPES } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { findCategory, findHistoryCategory, NOTICE_CATEGORY_GROUPS } from './notice-categories';

describe('notice list side navs', () => {
  it('give every type exactly one nav', () => {
    const types = NOTICE_CATEGORY_GROUPS.flatMap((group) =>
      group.categories.map((category) => category.purchaseNoticeType),
    );
    const expected = NOTICE_TYPES.map((type) => type.code);
    expect([...new Set(types)].sort()).toEqual([...expected].sort());
  });

  it('give supplier negative behaviour its three sub-categories', () => {
    const { group, category } = findCategory('3');
    expect(group.categories.map((entry) => [entry.label, entry.resultsNoticeType])).toEqual([
      ['一般不良行为', '1'],
      ['严重不良行为', '2'],
      ['特别严重不良行为', '4'],
    ]);
    expect(category.resultsNoticeType).toBe('1');
    expect(findCategory('3', '4').category.label).toBe('特别严重不良行为');
  });

  it('find the entry by type and results sub-type, else the first entry of the type', () => {
    expect(findCategory('41', '44').category.label).toBe('应付账款清理公示');
    expect(findCategory('41').category).toMatchObject({ purchaseNoticeType: '41', resultsNoticeType: '41' });
    expect(findCategory('47', '1')).toMatchObject({ group: { key: '47' }, category: { label: '已转化' } });
    expect(findCategory('45').group.title).toBe('采购公告');
  });

  it('fall back to procurement notices for an unknown type', () => {
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
