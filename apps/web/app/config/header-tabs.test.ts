import { describe, expect, it } from 'vitest';
import { HEADER_TABS, isHeaderTabActive } from './header-tabs';

const activeTabs = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://portal.test');
  return HEADER_TABS.filter((tab) => isHeaderTabActive(tab, pathname, searchParams)).map((tab) => tab.label);
};

describe('header tabs', () => {
  it('link to the spec addresses', () => {
    expect(Object.fromEntries(HEADER_TABS.map((tab) => [tab.label, tab.href]))).toEqual({
      首页: '/home',
      采购公告: '/purAnnouncement?purchaseNoticeType=2',
      电子竞价: 'https://ebid.example-tower.cn',
      技术标准: '/purAnnouncement?purchaseNoticeType=4',
      方案征集: '/purAnnouncement?purchaseNoticeType=7',
      两翼业务: '/purAnnouncement?purchaseNoticeType=40',
      新能源合作: '/purAnnouncement?purchaseNoticeType=6',
      知识产权运营: '/purAnnouncement?purchaseNoticeType=47&resultsNoticeType=2',
      历史公告: '/purAnnouncement?purchaseNoticeType=2&isHis=true',
    });
  });

  it('highlight exactly the tab of the current address', () => {
    expect(activeTabs('/home')).toEqual(['首页']);
    expect(activeTabs('/purAnnouncement?name=more&purchaseNoticeType=2&activeIndex=0')).toEqual(['采购公告']);
    expect(activeTabs('/purAnnouncement?purchaseNoticeType=47&resultsNoticeType=1')).toEqual([
      '知识产权运营',
    ]);
    expect(activeTabs('/purAnnouncement?purchaseNoticeType=2&isHis=true')).toEqual(['历史公告']);
    expect(activeTabs('/purAnnouncement?purchaseNoticeType=45')).toEqual([]);
    expect(activeTabs('/search?keyword=x&purchaseNoticeType=2')).toEqual([]);
  });
});
