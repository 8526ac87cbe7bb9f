import { describe, expect, it } from 'vitest';
import {
  parseSearchParams,
  searchFeedHrefs,
  searchHref,
  searchTypeEntries,
  toSearchRequest,
} from './search-query';

describe('search address', () => {
  it('reads keyword, scope, type and page, trimming the keyword', () => {
    expect(
      parseSearchParams(
        new URLSearchParams('keyword=%20光缆%20&scope=body&purchaseNoticeType=4&current=3&size=50'),
      ),
    ).toEqual({
      keyword: '光缆',
      scope: 'body',
      purchaseNoticeType: '4',
      current: 3,
      size: 50,
    });
    expect(parseSearchParams(new URLSearchParams('size=7&current=x&scope=everywhere'))).toEqual({
      keyword: '',
      scope: 'all',
      purchaseNoticeType: undefined,
      current: 1,
      size: 20,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(searchHref({ keyword: '铁塔', scope: 'all', current: 1, size: 20 })).toBe(
      '/search?keyword=%E9%93%81%E5%A1%94',
    );
    expect(
      searchHref({
        keyword: '铁塔',
        scope: 'body',
        purchaseNoticeType: '2',
        current: 2,
        size: 50,
      }),
    ).toBe('/search?keyword=%E9%93%81%E5%A1%94&purchaseNoticeType=2&scope=body&current=2&size=50');
  });
});

describe('search request', () => {
  it('sends the keyword as a full-text query in its scope with counts, and no type for 全部', () => {
    expect(toSearchRequest({ keyword: '电源 蓄电池', scope: 'all', current: 1, size: 20 })).toEqual({
      fullTextQuery: '电源 蓄电池',
      fullTextScope: 'all',
      isCount: true,
      current: 1,
      size: 20,
    });
    expect(
      toSearchRequest(
        { keyword: '电源', scope: 'title', purchaseNoticeType: '47', current: 2, size: 20 },
        { loggedIn: true },
      ),
    ).toEqual({
      fullTextQuery: '电源',
      fullTextScope: 'title',
      isCount: true,
      current: 2,
      size: 20,
      purchaseNoticeType: '47',
      visitorView: '0,1',
      isLogin: true,
    });
  });
});

describe('search type list', () => {
  const counts = [
    { purchaseNoticeType: '2', count: 5 },
    { purchaseNoticeType: '3', count: 4 },
    { purchaseNoticeType: '47', count: 1 },
  ];

  it('hides supplier negative behaviour from anonymous visitors', () => {
    const entries = searchTypeEntries(counts, '全部');
    expect(entries.some((entry) => entry.code === '3')).toBe(false);
    expect(entries[0]).toEqual({ code: undefined, label: '全部', count: 6, lowerBound: false });
    expect(entries.find((entry) => entry.code === '2')?.count).toBe(5);
    expect(entries.find((entry) => entry.code === '8')?.count).toBe(0);
  });

  it('shows it to logged-in users', () => {
    const entries = searchTypeEntries(counts, '全部', { loggedIn: true });
    expect(entries.find((entry) => entry.code === '3')?.count).toBe(4);
    expect(entries[0]?.count).toBe(10);
  });

  it('marks every count as a lower bound when the server stopped counting', () => {
    const entries = searchTypeEntries(counts, '全部', { loggedIn: true }, true);
    expect(entries.every((entry) => entry.lowerBound)).toBe(true);
  });

  it('offers feeds of a query, its scope and type anyone can read', () => {
    const state = { scope: 'all' as const, keyword: '光缆 采购', current: 1, size: 20 };
    const query = encodeURIComponent('光缆 采购').replace(/%20/g, '+');
    expect(searchFeedHrefs({ ...state, purchaseNoticeType: '2' })).toEqual({
      rss: `/supportal/v1/open-data/feeds/notices.rss?fullTextQuery=${query}&purchaseNoticeType=2`,
      atom: `/supportal/v1/open-data/feeds/notices.atom?fullTextQuery=${query}&purchaseNoticeType=2`,
    });
    expect(searchFeedHrefs({ ...state, scope: 'body' })?.rss).toBe(
      `/supportal/v1/open-data/feeds/notices.rss?fullTextQuery=${query}&fullTextScope=body`,
    );
    expect(searchFeedHrefs({ ...state, keyword: '' })).toBeUndefined();
    expect(searchFeedHrefs({ ...state, keyword: '一 二 三 四 五 六' })).toBeUndefined();
    expect(searchFeedHrefs({ ...state, purchaseNoticeType: '3' })).toBeUndefined();
    expect(searchFeedHrefs({ ...state, purchaseNoticeType: 'abc' })).toBeUndefined();
  });
});
