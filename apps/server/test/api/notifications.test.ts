import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getUnreadNotificationCount,
  markNotificationsRead,
  queryNotifications,
  ROLES,
  type TEndpoint,
  type TNotification,
} from '@supportal/contract';
import { addNotifications } from '../../src/modules/notifications/notification-repository.js';
import type { TWorkItemRow } from '../../src/modules/workflow/workflow-engine.js';
import { authBackends, createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { createAuthClient, createTestAccount } from '../helpers/auth-client.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data of a few calls, read by the assertions
type TAnswer = { status: number; resultStat: string; resultMsg: string; data: any };

describe.each(authBackends())('in-app notifications ($database)', (backend) => {
  let testApp: TAuthTestApp;
  const people = new Map<string, { id: number; authorization: string }>();

  const call = async (who: string, endpoint: TEndpoint, body?: object): Promise<TAnswer> => {
    const person = people.get(who);
    const response = await testApp.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: person ? { authorization: person.authorization } : {},
      ...(endpoint.method === 'POST' ? { payload: body ?? {} } : {}),
    });
    return { status: response.statusCode, ...response.json() };
  };
  const list = async (who: string, body: object = {}) =>
    (await call(who, queryNotifications, body)).data as {
      total: number;
      unreadCount: number;
      records: TNotification[];
    };
  const notify = (who: string, title: string) =>
    addNotifications(testApp.database.db, {
      recipientAccountIds: [people.get(who)?.id ?? 0],
      kind: 'certificateExpiry',
      title,
      body: `${title}的正文`,
      link: '/purHome',
    });

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend, { seed: false });
    for (const who of ['alice', 'bob']) {
      const account = await createTestAccount(testApp.database.db, { roles: [ROLES.supplier] });
      const { authorization } = await createAuthClient(testApp.app).loginToken(account.loginName);
      people.set(who, { id: account.id, authorization });
    }
  });
  afterAll(async () => testApp?.close());

  it('lists only the caller’s own notifications, newest first, with the unread count', async () => {
    for (let index = 1; index <= 12; index += 1) await notify('alice', `提醒${index}`);
    await notify('bob', '给 bob 的提醒');

    const first = await list('alice', { size: 5 });
    expect(first.total).toBe(12);
    expect(first.unreadCount).toBe(12);
    expect(first.records.map((record) => record.title)).toEqual([
      '提醒12',
      '提醒11',
      '提醒10',
      '提醒9',
      '提醒8',
    ]);
    expect(first.records[0]).toMatchObject({
      kind: 'certificateExpiry',
      body: '提醒12的正文',
      link: '/purHome',
      read: false,
    });
    expect(first.records[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const third = await list('alice', { size: 5, current: 3 });
    expect(third.records.map((record) => record.title)).toEqual(['提醒2', '提醒1']);
    expect((await list('bob')).records.map((record) => record.title)).toEqual(['给 bob 的提醒']);
    expect((await call('alice', getUnreadNotificationCount)).data).toEqual({ unreadCount: 12 });
    expect((await call('nobody', getUnreadNotificationCount)).status).toBe(401);
  });

  it('marks read only the caller’s own notifications', async () => {
    const bobs = await list('bob');
    const alices = await list('alice', { size: 2 });
    const ids = [...alices.records.map((record) => record.id), bobs.records[0]?.id];
    const marked = await call('alice', markNotificationsRead, { ids });
    expect(marked.status).toBe(200);
    expect(marked.data).toEqual({ unreadCount: 10 });
    expect((await list('bob')).unreadCount).toBe(1);
    const unread = await list('alice', { unreadOnly: true, size: 50 });
    expect(unread.total).toBe(10);
    expect(unread.records.every((record) => !record.read)).toBe(true);

    expect((await call('alice', markNotificationsRead, {})).status).toBe(400);
    expect((await call('alice', markNotificationsRead, { ids: ['abc'] })).status).toBe(400);
    expect((await call('alice', markNotificationsRead, { all: true })).data).toEqual({ unreadCount: 0 });
    expect((await list('bob')).unreadCount).toBe(1);
    expect((await call('alice', queryNotifications, { size: 'x' })).status).toBe(400);
  });

  it('tells the holder of an overdue task in the bell', async () => {
    const before = (await list('bob')).unreadCount;
    // The columns the reminder reads of an item assigned to bob.
    const item = {
      assigneeAccountId: people.get('bob')?.id ?? 0,
      orgCode: '',
      role: '',
      name: '省分审核',
      limitHours: 24,
    } as TWorkItemRow;
    await testApp.app.workflow.notifications.overdue(item, '采购需求征集');
    const after = await list('bob');
    expect(after.unreadCount).toBe(before + 1);
    expect(after.records[0]).toMatchObject({
      kind: 'taskOverdue',
      title: '【超时提醒】采购需求征集',
      link: '/purHome/workBench',
    });
    expect(after.records[0]?.body).toContain('省分审核');
  });
});
