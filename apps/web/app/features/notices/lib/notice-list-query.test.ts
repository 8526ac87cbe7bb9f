import { describe, expect, it } from 'vitest';
import {
  isShowAllList,
  noticeListFeedHrefs,
  parseAnnouncementParams,
  parseNoticeListParams,
  toQueryNoticeRequest,
  withListParams,
} from './notice-list-query';

const stateOf = (query: string) => parseNoticeListParams(new URLSearchParams(query));

describe('notice list address', () => {
  it('reads the home more link: type, results type and level tab', () => {
    expect(stateOf('name=more&purchaseNoticeType=45&activeIndex=1')).toMatchObject({
      purchaseNoticeType: '45',
      isHistory: false,
      levelIndex: 1,
      current: 1,
      size: 20,
    });
  });

  it('falls back to defaults for malformed values', () => {
    expect(stateOf('activeIndex=7&current=-2&size=33&startDate=2024-13')).toMatchObject({
      purchaseNoticeType: '2',
      levelIndex: undefined,
      current: 1,
      size: 20,
      dateFrom: undefined,
    });
  });

  it('enters history mode by isHis=true or the his type', () => {
    expect(stateOf('purchaseNoticeType=2&isHis=true').isHistory).toBe(true);
    expect(stateOf('purchaseNoticeType=his').isHistory).toBe(true);
  });

  it('writes changes, dropping empty and default values', () => {
    const next = withListParams(new URLSearchParams('purchaseNoticeType=2&current=3&orgName=x'), {
      orgName: '',
      current: undefined,
      size: 20,
      conversionMethod: ['01', '03'],
    });
    expect(next.toString()).toBe('purchaseNoticeType=2&conversionMethod=01%2C03');
    expect(withListParams(new URLSearchParams(), { size: 50 }).toString()).toBe('size=50');
  });
});

describe('query-notice body of a list', () => {
  it("adds ' 00:00:00' and ' 23:59:59' to the publish-time bounds", () => {
    expect(
      toQueryNoticeRequest(
        stateOf(
          'purchaseNoticeType=2&activeIndex=2&orgName=广东&startDate=2025-01-01&endDate=2025-03-31&current=2',
        ),
      ),
    ).toEqual({
      purchaseNoticeType: '2',
      unitLevel: '3',
      orgName: '广东',
      publicationTimeStart: '2025-01-01 00:00:00',
      publicationTimeEnd: '2025-03-31 23:59:59',
      current: 2,
      size: 20,
    });
  });

  it('uses effective-time bounds and comma-joined multi-selects for intellectual property', () => {
    expect(
      toQueryNoticeRequest(
        stateOf(
          'purchaseNoticeType=47&resultsNoticeType=2&noticeTitle=天线&transformationField=01,04&conversionMethod=02,03&startDate=2025-02-01',
        ),
      ),
    ).toEqual({
      purchaseNoticeType: '47',
      resultsNoticeType: '2',
      noticeTitle: '天线',
      effectTimeStart: '2025-02-01 00:00:00',
      transformationField: '01,04',
      conversionMethod: '02,03',
      current: 1,
      size: 20,
    });
  });

  it('asks for history notices and, logged in, for notices meant for logged-in users', () => {
    expect(toQueryNoticeRequest(stateOf('purchaseNoticeType=his&isHis=true'))).toEqual({
      isHistory: '1',
      current: 1,
      size: 20,
    });
    expect(toQueryNoticeRequest(stateOf('purchaseNoticeType=4'), { loggedIn: true })).toMatchObject({
      visitorView: '0,1',
    });
  });

  it('reloads only the show-all tabs', () => {
    expect(isShowAllList(stateOf('purchaseNoticeType=2'), true)).toBe(true);
    expect(isShowAllList(stateOf('purchaseNoticeType=2&activeIndex=0'), true)).toBe(false);
    expect(isShowAllList(stateOf('purchaseNoticeType=4'), false)).toBe(false);
    expect(isShowAllList(stateOf('purchaseNoticeType=his&isHis=true'), false)).toBe(true);
    expect(isShowAllList(stateOf('purchaseNoticeType=8&isHis=true'), false)).toBe(false);
  });

  it('advertises the RSS and Atom feeds of a list a reader can get, and none of logged-in-only types', () => {
    expect(noticeListFeedHrefs(stateOf('purchaseNoticeType=45&activeIndex=1'))).toEqual({
      rss: '/supportal/v1/open-data/feeds/notices.rss?purchaseNoticeType=45&unitLevel=2',
      atom: '/supportal/v1/open-data/feeds/notices.atom?purchaseNoticeType=45&unitLevel=2',
    });
    // Black-list notices are for logged-in users only: their feed is empty for every reader.
    expect(noticeListFeedHrefs(stateOf('purchaseNoticeType=3&resultsNoticeType=1'))).toBeUndefined();
    expect(noticeListFeedHrefs(stateOf('purchaseNoticeType=8&isHis=true'))).toBeUndefined();
  });

  it('asks /announcement for the 公示 types with its province, unit, title, date and page filters', () => {
    const state = parseAnnouncementParams(
      new URLSearchParams(
        'purchaseNoticeType=2&provAdmCode=320000&orgCode=0201&noticeTitle=光缆&startDate=2026-01-01&current=2',
      ),
    );
    expect(toQueryNoticeRequest(state)).toEqual({
      purchaseNoticeType: '8,33,45,41',
      provAdmCode: '320000',
      orgCode: '0201',
      noticeTitle: '光缆',
      publicationTimeStart: '2026-01-01 00:00:00',
      current: 2,
      size: 20,
    });
  });
});
