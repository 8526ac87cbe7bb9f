import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('build query strings without empty values', () => {
    expect(paths.search.getHref({ keyword: '铁塔 电源' })).toBe(
      '/search?keyword=%E9%93%81%E5%A1%94+%E7%94%B5%E6%BA%90',
    );
    expect(paths.search.getHref({ keyword: 'a', purchaseNoticeType: '4' })).toBe(
      '/search?keyword=a&purchaseNoticeType=4',
    );
    expect(paths.noticeDetail.getHref('123')).toBe('/noticeDetail?id=123');
    expect(paths.noticeList.getHref({ name: 'more', purchaseNoticeType: '2', activeIndex: 0 })).toBe(
      '/purAnnouncement?name=more&purchaseNoticeType=2&activeIndex=0',
    );
    expect(paths.noticeList.getHref({ purchaseNoticeType: '2', isHis: false })).toBe(
      '/purAnnouncement?purchaseNoticeType=2',
    );
  });

  it('keep the work bench tab and page in the address, defaults left out', () => {
    expect(paths.workBench.getHref()).toBe('/purHome/workBench');
    expect(paths.workBench.getHref({ tab: 'todo', current: 1, size: 10 })).toBe('/purHome/workBench');
    expect(paths.workBench.getHref({ tab: 'done', current: 2, size: 50 })).toBe(
      '/purHome/workBench?tab=done&current=2&size=50',
    );
    expect(paths.task.getHref({ processInstID: '4', workItemID: '9', taskType: 'edit' })).toBe(
      '/purchase/task/myTask?processInstID=4&workItemID=9&taskType=edit',
    );
  });
});
