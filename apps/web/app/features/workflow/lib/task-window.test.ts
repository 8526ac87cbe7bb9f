import type { TSsoTicket, TWorkItem } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import {
  isSameOriginAddress,
  needsPublishCheck,
  taskWindowAddress,
  taskWindowFields,
  taskWindowName,
} from './task-window';

const ORIGIN = 'https://portal.example-tower.cn';

const item: TWorkItem = {
  workItemID: '501',
  workItemName: '发布黑名单公告',
  activityDefID: 'publish',
  activityInstID: '77',
  processInstID: '42',
  rootProcInstID: '42',
  processInstName: '华信通信设备有限公司负面行为黑名单发布',
  processDefID: '3',
  processDefName: 'BLACKLIST_PUBLISH',
  processInstStatus: 2,
  currentStateName: '发布黑名单公告',
  processState: 'inApproval',
  startTime: '2026-11-23 09:00:00',
  endTime: null,
  limitNum: 72,
  deadline: '2026-11-26 09:00:00',
  isTimeOut: 'N',
  newWf: '',
  module: 'BLACKLIST',
  bizObject: { PROC_DEF_CATEGORY_CODE: 'BLACKLIST' },
};

const ticket: TSsoTicket = {
  additionalInformation: { accId: 'staff_hq', supplierCode: '', token: 'one-time-ticket', expiresIn: 60 },
};

describe('opening a task', () => {
  it('asks the publication check only for the 发布黑名单公告 step of black-list categories, from 我的待办', () => {
    expect(needsPublishCheck(item, 'edit')).toBe(true);
    expect(needsPublishCheck(item, 'finished')).toBe(false);
    expect(needsPublishCheck({ ...item, workItemName: '省分审核' }, 'edit')).toBe(false);
    expect(
      needsPublishCheck(
        { ...item, module: 'SUPPLIER', bizObject: { PROC_DEF_CATEGORY_CODE: 'SUPPLIER_ABSORB_MERGE' } },
        'edit',
      ),
    ).toBe(true);
    expect(
      needsPublishCheck(
        { ...item, module: 'DEMAND_COLLECT', bizObject: { PROC_DEF_CATEGORY_CODE: 'DEMAND_COLLECT' } },
        'edit',
      ),
    ).toBe(false);
  });

  it('posts to the built-in task page unless the dictionary names another address on this site', () => {
    expect(taskWindowAddress(undefined, ORIGIN)).toEqual({
      allowed: true,
      url: `${ORIGIN}/purchase/task/myTask`,
    });
    expect(taskWindowAddress('  ', ORIGIN).url).toBe(`${ORIGIN}/purchase/task/myTask`);
    expect(taskWindowAddress('/bps/workflow/task', ORIGIN)).toEqual({
      allowed: true,
      url: `${ORIGIN}/bps/workflow/task`,
    });
  });

  it('never hands the ticket to another origin', () => {
    expect(taskWindowAddress('https://bps.partner.cn/task', ORIGIN).allowed).toBe(false);
    expect(isSameOriginAddress('//evil.example/task', ORIGIN)).toBe(false);
    expect(isSameOriginAddress('http://portal.example-tower.cn/task', ORIGIN)).toBe(false);
    expect(isSameOriginAddress('https://portal.example-tower.cn:8443/task', ORIGIN)).toBe(false);
    expect(isSameOriginAddress('javascript:alert(1)', ORIGIN)).toBe(false);
    expect(isSameOriginAddress(`${ORIGIN}/purchase/task/myTask`, ORIGIN)).toBe(true);
  });

  it('sends the ticket and the task fields, with the task type of the tab', () => {
    expect(taskWindowFields(item, ticket, 'edit')).toEqual({
      acctId: 'staff_hq',
      token: 'one-time-ticket',
      permissionkey: 'WORKBENCH',
      processInstID: '42',
      workItemID: '501',
      activityDefID: 'publish',
      processDefName: 'BLACKLIST_PUBLISH',
      taskType: 'edit',
      newWf: '',
    });
    expect(taskWindowFields(item, ticket, 'finished').taskType).toBe('finished');
  });

  it('adds the other engine’s own fields for newWf puyuan', () => {
    expect(taskWindowFields({ ...item, newWf: 'puyuan' }, ticket, 'finished')).toMatchObject({
      newWf: 'puyuan',
      flag: '1',
      appSyscode: 'CHNTAP',
      appAcctId: 'staff_hq',
      workitemID: '501',
    });
  });

  it('names one window per task', () => {
    expect(taskWindowName(item)).toBe('task-501');
  });
});
