import { describe, expect, it } from 'vitest';
import { parseWorkBenchParams, taskTypeOf, timeLimitText, toWorkItemListRequest } from './work-bench-query';

describe('work bench address and request', () => {
  it('reads tab and page from the address, with 我的待办, page 1 and 10 rows as defaults', () => {
    expect(parseWorkBenchParams(new URLSearchParams(''))).toEqual({ tab: 'todo', current: 1, size: 10 });
    expect(parseWorkBenchParams(new URLSearchParams('tab=done&current=3&size=50'))).toEqual({
      tab: 'done',
      current: 3,
      size: 50,
    });
    expect(parseWorkBenchParams(new URLSearchParams('tab=x&current=-2&size=30&url=/a'))).toEqual({
      tab: 'todo',
      current: 1,
      size: 10,
    });
  });

  it('reads the filter from the address, dropping dates it cannot read', () => {
    expect(
      parseWorkBenchParams(
        new URLSearchParams(
          'process=NOTICE_PUBLISH&step=省分审核&from=2026-11-01&to=11/30&overdue=true&keyword= 光缆 ',
        ),
      ),
    ).toEqual({
      tab: 'todo',
      current: 1,
      size: 10,
      process: 'NOTICE_PUBLISH',
      step: '省分审核',
      from: '2026-11-01',
      overdue: true,
      keyword: '光缆',
    });
  });

  it('sends the filter as the additive fields, and nothing of it without one', () => {
    expect(
      toWorkItemListRequest({
        tab: 'todo',
        current: 1,
        size: 10,
        process: 'SUPPLIER_INFO_CHANGE',
        from: '2026-11-01',
        to: '2026-11-30',
        overdue: true,
        keyword: '光缆',
      }),
    ).toMatchObject({
      processDefName: 'SUPPLIER_INFO_CHANGE',
      arrivedFrom: '2026-11-01',
      arrivedTo: '2026-11-30',
      overdueOnly: true,
      keyword: '光缆',
    });
    expect(Object.keys(toWorkItemListRequest({ tab: 'todo', current: 1, size: 10 })).sort()).toEqual([
      'includeHistory',
      'pageCondQuery',
      'permission',
      'queryType',
      'scope',
    ]);
  });

  it('asks process/query-workitem-list the way spec section 7 says', () => {
    expect(toWorkItemListRequest({ tab: 'done', current: 3, size: 20 })).toEqual({
      pageCondQuery: { beginIndex: 40, length: 20, totalCount: 0 },
      queryType: '1',
      permission: 'ALL',
      includeHistory: true,
      scope: 'ALL',
    });
    expect(toWorkItemListRequest({ tab: 'todo', current: 1, size: 10 }).queryType).toBe('0');
  });

  it('opens 我的待办 tasks to work on and 我的已办 ones to look at', () => {
    expect(taskTypeOf('todo')).toBe('edit');
    expect(taskTypeOf('done')).toBe('finished');
  });

  it('shows the time limit with its deadline, or -- without one', () => {
    expect(timeLimitText({ limitNum: 48, deadline: '2026-11-25 09:30:00' })).toBe(
      '48小时（2026-11-25 09:30前）',
    );
    expect(timeLimitText({ limitNum: 48, deadline: null })).toBe('48小时');
    expect(timeLimitText({ limitNum: null, deadline: null })).toBe('--');
  });
});
