import { createHmac } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAlertWebhook,
  ALERT_CHANNEL_PAUSE_AFTER,
  confirmEmailSubscription,
  deleteSavedSearch,
  NOTICE_CHANGE_KINDS,
  queryAlertDeliveries,
  queryNotifications,
  querySavedSearches,
  ROLES,
  saveSavedSearch,
  setAlertChannelStatus,
  subscribeEmail,
  type TEndpoint,
  type TSavedSearch,
} from '@supportal/contract';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { openDatabase } from '../../src/portal-database.js';
import { alertChannels, alertDeliveries } from '../../src/db/schema/index.js';
import { EXPIRED_REASON, type TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import { LEASE_HOLDER } from '../../src/lib/job-lease.js';
import { alertKindOf } from '../../src/modules/saved-searches/alert-matcher.js';
import { ALERT_RATE_RULES } from '../../src/modules/saved-searches/saved-search-endpoints.js';
import { createOutboxNotifier } from '../../src/plugins/notifier.js';
import { authBackends, createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import {
  createAuthClient,
  createTestAccount,
  loggedInSuppliers,
  TEST_CAPTCHA,
} from '../helpers/auth-client.js';
import { startWebhookReceiver, type TWebhookReceiver } from '../helpers/webhook-receiver.js';
import { provinceNoticeFields } from '../helpers/notice-fields.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data of a few calls, read by the assertions
type TAnswer = { status: number; resultStat: string; resultMsg: string; data: any };
type TMail = { recipient: string; subject: string; text: string; headers?: Record<string, string> };

const RETRY_BASE_MS = 60_000;

describe.each(authBackends())('saved searches and alerts ($database)', (backend) => {
  let testApp: TAuthTestApp;
  let receiver: TWebhookReceiver;
  const people = new Map<string, { id: number; loginName: string; authorization: string }>();
  let searchId = '';

  const call = async (
    who: string | null,
    endpoint: TEndpoint,
    body?: object,
    app?: FastifyInstance,
  ): Promise<TAnswer> => {
    const person = who ? people.get(who) : undefined;
    const response = await (app ?? testApp.app).inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: person ? { authorization: person.authorization } : {},
      remoteAddress: '198.51.100.7',
      ...(endpoint.method === 'POST' ? { payload: body ?? {} } : {}),
    });
    return { status: response.statusCode, ...response.json() };
  };
  const publish = (title: string, overrides: Partial<TNoticeFields> = {}) =>
    testApp.app.noticeWriter.transaction(testApp.database.db, (writer) =>
      writer.create({ notice: provinceNoticeFields(title, overrides) }),
    );
  const mails = async (): Promise<TMail[]> => {
    const names = (await readdir(testApp.outboxDir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort();
    return Promise.all(
      names.map(
        async (name) => JSON.parse(await readFile(path.join(testApp.outboxDir, name), 'utf8')) as TMail,
      ),
    );
  };
  const mailsTo = async (address: string) => (await mails()).filter((mail) => mail.recipient === address);
  const robotMessages = (marker: string) =>
    receiver.received.filter((message) => JSON.stringify(message.body).includes(marker));
  const alertRound = async () => {
    await testApp.app.alerts.match();
    await testApp.app.alerts.deliver();
  };
  /** Another server on the same database and outbox, sweeps off (the test runs its rounds). */
  const restartedServerOptions = () => ({
    config: { logLevel: 'silent' as const, pageCacheTtlMs: 0 },
    database: testApp.database,
    fileStore: testApp.fileStore,
    identity: { notifier: createOutboxNotifier(testApp.outboxDir) },
    overdueSweepMs: 0,
    noticePublishSweepMs: 0,
    pendingUploadSweepMs: 0,
    certificateReminderSweepMs: 0,
    alerts: { publicBaseUrl: 'http://portal.test', allowLoopbackWebhooks: true, sweepMs: 0 },
  });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    testApp = await createAuthTestApp(backend, {
      alerts: { retryBaseMs: RETRY_BASE_MS, allowLoopbackWebhooks: true },
    });
    const suppliers = await loggedInSuppliers(testApp.app, testApp.database.db, {
      alice: 'alice@example.com',
      bob: null,
    });
    for (const [who, person] of suppliers) people.set(who, person);
  });
  afterAll(async () => {
    await testApp?.close();
    await receiver?.close();
  });

  it('saves a search with its channels, and refuses what it cannot keep', async () => {
    expect((await call(null, querySavedSearches)).status).toBe(401);
    const empty = await call('alice', saveSavedSearch, { name: '空订阅' });
    expect(empty.status).toBe(400);
    expect(empty.resultMsg).toContain('请至少填写关键字');
    expect((await call('alice', saveSavedSearch, { name: 'x', noticeTypes: ['999'] })).status).toBe(400);
    const noEmail = await call('bob', saveSavedSearch, { name: '光缆', keyword: '光缆', email: true });
    expect(noEmail.status).toBe(400);
    expect(noEmail.resultMsg).toBe('您的账号没有绑定邮箱，不能选择邮件通知');

    const saved = await call('alice', saveSavedSearch, {
      name: '江苏光缆',
      keyword: '光缆',
      noticeTypes: '2',
      provAdmCode: '320000',
      email: true,
      extraFieldFromANewerClient: 'ignored',
    });
    expect(saved.status).toBe(200);
    searchId = saved.data.id;
    const list = (await call('alice', querySavedSearches)).data.records as TSavedSearch[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: '江苏光缆',
      keyword: '光缆',
      noticeTypes: ['2'],
      provAdmCode: '320000',
    });
    expect(list[0]?.channels.map((channel) => [channel.kind, channel.target, channel.status])).toEqual([
      ['inApp', '', 'active'],
      ['email', 'alice@example.com', 'active'],
    ]);
    expect((await call('bob', querySavedSearches)).data.records).toEqual([]);
    expect((await call('bob', deleteSavedSearch, { id: searchId })).status).toBe(404);
  });

  it('adds a webhook only after its test message got through, never to private addresses', async () => {
    const add = (who: string, url: string, kind = 'wecom') =>
      call(who, addAlertWebhook, { savedSearchId: searchId, kind, url });
    const privateAddress = await add('alice', 'https://10.0.0.8/cgi-bin/webhook/send?key=1');
    expect(privateAddress.status).toBe(400);
    expect(privateAddress.resultMsg).toContain('内网');
    expect((await add('alice', 'http://203.0.113.5/hook')).resultMsg).toContain('https://');

    receiver.answerWith(200, { errcode: 93000, errmsg: 'invalid webhook url' });
    const refused = await add('alice', `${receiver.url}/wecom?key=wrong`);
    expect(refused.status).toBe(400);
    expect(refused.resultMsg).toContain('测试消息发送失败，未保存');
    receiver.answerWith(200, { errcode: 0, errmsg: 'ok' });
    expect((await add('bob', `${receiver.url}/wecom?key=right`)).status).toBe(404);

    const before = receiver.received.length;
    const added = await add('alice', `${receiver.url}/wecom?key=right`);
    expect(added.status).toBe(200);
    expect(added.data.target).toBe(`${receiver.url}/wecom?****`);
    expect(receiver.received.length).toBe(before + 1);
    expect(JSON.stringify(receiver.received.at(-1)?.body)).toContain('订阅测试消息');
    expect((await add('alice', `${receiver.url}/wecom?key=right`)).status).toBe(409);
    const channels = (await call('alice', querySavedSearches)).data.records[0].channels as { kind: string }[];
    expect(channels.map((channel) => channel.kind)).toEqual(['inApp', 'email', 'wecom']);
  });

  it('refuses local webhooks on a server configured from the environment, demo mode included', async () => {
    const demo = loadConfig({ NODE_ENV: 'test' });
    expect(demo.deployment).toBe('demo');
    const demoServer = await buildApp({
      ...restartedServerOptions(),
      identity: { notifier: createOutboxNotifier(testApp.outboxDir), fixedCaptcha: TEST_CAPTCHA },
      alerts: { ...demo.alerts, sweepMs: 0 },
    });
    try {
      // Its own session: with Redis the test app's sessions live in a store this server does not share.
      const { authorization } = await createAuthClient(demoServer).loginToken(
        people.get('alice')?.loginName ?? '',
      );
      const addOnDemo = async (url: string) => {
        const response = await demoServer.inject({
          method: 'POST',
          url: addAlertWebhook.path,
          headers: { authorization },
          remoteAddress: '198.51.100.7',
          payload: { savedSearchId: searchId, kind: 'wecom', url },
        });
        return { ...(response.json() as Omit<TAnswer, 'status'>), status: response.statusCode };
      };
      const before = receiver.received.length;
      const local = await addOnDemo(`${receiver.url}/wecom?key=other`);
      expect(local.status).toBe(400);
      expect(local.resultMsg).toContain('https://');
      const mapped = await addOnDemo('https://[::ffff:127.0.0.1]:5432/hook');
      expect(mapped.status).toBe(400);
      expect(mapped.resultMsg).toContain('本机');
      expect(receiver.received.length).toBe(before);
    } finally {
      await demoServer.close();
    }
  });

  it('delivers a matching notice once per channel, an amendment as 变更 (a moved deadline as such), and nothing for other notices', async () => {
    const noticeId = await publish('南京市光缆线路工程施工采购公告', {
      bidDeadline: new Date('2030-03-01T02:00:00Z'),
    });
    await publish('南京市光缆线路工程（工程类型不符）', { purchaseNoticeType: '1' });
    await publish('浙江省光缆工程采购公告', { provAdmCode: '330000' });
    await publish('南京市铁塔工程采购公告');
    await alertRound();
    await alertRound();
    const robot = robotMessages('南京市光缆线路工程施工采购公告');
    expect(robot).toHaveLength(1);
    expect(JSON.stringify(robot[0]?.body)).toContain(`http://portal.test/noticeDetail?id=${noticeId}`);
    expect(robotMessages('工程类型不符')).toHaveLength(0);
    expect(robotMessages('浙江省光缆')).toHaveLength(0);

    const mail = (await mailsTo('alice@example.com')).filter((item) =>
      item.subject.includes('南京市光缆线路工程施工'),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('【新公告】南京市光缆线路工程施工采购公告');
    expect(mail[0]?.text).toContain(`http://portal.test/noticeDetail?id=${noticeId}`);
    expect(mail[0]?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/portal\.test\/supportal\/v1\/saved-search\/unsubscribe\?token=[\w-]{43}>$/,
    );
    expect(mail[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const inbox = (await call('alice', queryNotifications, {})).data.records as {
      title: string;
      kind: string;
      link: string;
    }[];
    expect(inbox.filter((item) => item.kind === 'savedSearchMatch')).toEqual([
      expect.objectContaining({
        title: '【新公告】南京市光缆线路工程施工采购公告',
        link: `/purHome/nDetail?id=${noticeId}`,
      }),
    ]);

    expect(JSON.stringify(robot[0]?.body)).toContain('投标截止时间：2030-03-01 10:00:00');

    await testApp.app.noticeWriter.transaction(testApp.database.db, (writer) =>
      writer.amend(noticeId, {
        fields: { bidDeadline: new Date('2030-03-08T02:00:00Z') },
        accountId: null,
        reason: '截止时间顺延',
      }),
    );
    await alertRound();
    const moved = '投标截止时间变更：2030-03-01 10:00:00 → 2030-03-08 10:00:00';
    const amendedRobot = robotMessages('【变更】南京市光缆线路工程施工采购公告');
    expect(amendedRobot).toHaveLength(1);
    expect(JSON.stringify(amendedRobot[0]?.body)).toContain(moved);
    const amendedMail = (await mailsTo('alice@example.com')).filter(
      (item) => item.subject === '【变更】南京市光缆线路工程施工采购公告',
    );
    expect(amendedMail.map((item) => item.text.includes(moved))).toEqual([true]);
    const deliveries = (await call('alice', queryAlertDeliveries, { size: 50 })).data;
    expect(
      deliveries.records.filter((record: { noticeId: string }) => record.noticeId === String(noticeId)),
    ).toHaveLength(6);
    expect(deliveries.records.every((record: { status: string }) => record.status === 'sent')).toBe(true);
  });

  it('describes each amendment as it read, when both are sent after the later one', async () => {
    const noticeId = await publish('南京市光缆交接箱采购公告', {
      bidDeadline: new Date('2030-04-01T02:00:00Z'),
    });
    await alertRound();
    const amend = (title: string, bidDeadline: Date) =>
      testApp.app.noticeWriter.transaction(testApp.database.db, (writer) =>
        writer.amend(noticeId, { fields: { title, bidDeadline }, accountId: null, reason: '截止时间顺延' }),
      );
    await amend('南京市光缆交接箱采购公告（更正一）', new Date('2030-04-08T02:00:00Z'));
    await amend('南京市光缆交接箱采购公告（更正二）', new Date('2030-04-15T02:00:00Z'));
    await alertRound();
    const bodyOf = (headline: string) => {
      const messages = robotMessages(headline);
      expect(messages, headline).toHaveLength(1);
      return JSON.stringify(messages[0]?.body);
    };
    const first = bodyOf('【变更】南京市光缆交接箱采购公告（更正一）');
    expect(first).toContain('投标截止时间变更：2030-04-01 10:00:00 → 2030-04-08 10:00:00');
    const second = bodyOf('【变更】南京市光缆交接箱采购公告（更正二）');
    expect(second).toContain('投标截止时间变更：2030-04-08 10:00:00 → 2030-04-15 10:00:00');
    const subjects = (await mailsTo('alice@example.com'))
      .map((mail) => mail.subject)
      .filter((subject) => subject.startsWith('【变更】南京市光缆交接箱'));
    expect(subjects.sort()).toEqual([
      '【变更】南京市光缆交接箱采购公告（更正一）',
      '【变更】南京市光缆交接箱采购公告（更正二）',
    ]);
  });

  it('tells each subscriber of a withdrawn or early-expired notice once per channel kind, with the reason', async () => {
    // A second search of alice's that also matches, with its own robots of every kind (another WeCom key).
    receiver.answerWith(200, { errcode: 0, errmsg: 'ok', code: 0, msg: 'success' });
    const second = await call('alice', saveSavedSearch, {
      name: '南京撤回',
      keyword: '撤回测试',
      email: true,
    });
    expect(second.status).toBe(200);
    for (const [kind, url] of [
      ['wecom', `${receiver.url}/wecom?key=second`],
      ['dingtalk', `${receiver.url}/robot/send?access_token=ding-alice`],
      ['feishu', `${receiver.url}/open-apis/bot/v2/hook/feishu-alice`],
    ] as const)
      expect(
        (await call('alice', addAlertWebhook, { savedSearchId: second.data.id, kind, url })).status,
      ).toBe(200);
    const withdrawn = '南京市光缆撤回测试公告';
    const expired = '南京市光缆撤回测试公告（立即失效）';
    const withdrawnId = await publish(withdrawn, { bidDeadline: new Date('2030-05-01T02:00:00Z') });
    const expiredId = await publish(expired);
    await alertRound();
    // Both searches matched: each channel of each got the new notice.
    expect(
      (await mailsTo('alice@example.com')).filter((mail) => mail.subject === `【新公告】${withdrawn}`),
    ).toHaveLength(2);

    await testApp.app.noticeWriter.transaction(testApp.database.db, async (writer) => {
      // As the console stores it: the detail page's words before the reason.
      await writer.setState(withdrawnId, { active: false, reason: '已撤回：项目取消，另行采购' });
      await writer.setState(expiredId, { active: false, reason: '需求变更', expireAt: new Date() });
    });
    await alertRound();
    await alertRound();
    // Another server on the same database and outbox: nothing is matched or sent twice.
    const restarted = await buildApp(restartedServerOptions());
    try {
      await restarted.alerts.match();
      await restarted.alerts.deliver();
    } finally {
      await restarted.close();
    }

    const withdrawnMail = (await mailsTo('alice@example.com')).filter(
      (mail) => mail.subject === `【撤回】${withdrawn}`,
    );
    expect(withdrawnMail).toHaveLength(1);
    expect(withdrawnMail[0]?.text).toContain('撤回原因：项目取消，另行采购');
    expect(withdrawnMail[0]?.text).not.toContain('投标截止时间：');
    expect(withdrawnMail[0]?.text).not.toContain('已撤回：');
    const robotsOf = (headline: string) =>
      robotMessages(headline)
        .map((message) => message.path.split(/[?/]/)[1])
        .sort();
    expect(robotsOf(`【撤回】${withdrawn}`)).toEqual(['open-apis', 'robot', 'wecom']);
    expect(JSON.stringify(robotMessages(`【撤回】${withdrawn}`)[0]?.body)).toContain(
      '撤回原因：项目取消，另行采购',
    );
    const bell = (await call('alice', queryNotifications, { size: 50 })).data.records as {
      title: string;
      body: string;
    }[];
    expect(bell.filter((item) => item.title === `【撤回】${withdrawn}`)).toEqual([
      expect.objectContaining({ body: expect.stringContaining('撤回原因：项目取消，另行采购') }),
    ]);

    expect(
      (await mailsTo('alice@example.com')).filter((mail) => mail.subject === `【失效】${expired}`),
    ).toHaveLength(1);
    expect(robotsOf(`【失效】${expired}`)).toEqual(['open-apis', 'robot', 'wecom']);
    expect(JSON.stringify(robotMessages(`【失效】${expired}`)[0]?.body)).toContain('失效原因：需求变更');
    const records = (await call('alice', queryAlertDeliveries, { size: 50 })).data.records as {
      noticeId: string;
      changeKind: string;
      status: string;
    }[];
    expect(
      records.filter(
        (record) => record.noticeId === String(withdrawnId) && record.changeKind === 'withdrawn',
      ),
    ).toHaveLength(5);
    await call('alice', deleteSavedSearch, { id: second.data.id });
    receiver.answerWith(200, { errcode: 0, errmsg: 'ok' });
  });

  it('pushes nothing when a notice reaches its own expiry time', () => {
    expect(alertKindOf(NOTICE_CHANGE_KINDS.expired, EXPIRED_REASON)).toBeNull();
    expect(alertKindOf(NOTICE_CHANGE_KINDS.expired, '需求变更')).toBe('expired');
    expect(alertKindOf(NOTICE_CHANGE_KINDS.reinstated, null)).toBeNull();
  });

  it('gives deliveries written before migration 0026 the revision their key names', async () => {
    const { db } = testApp.database;
    const before = await db
      .select({ id: alertDeliveries.id, revision: alertDeliveries.revision })
      .from(alertDeliveries);
    expect(before.some((row) => row.revision > 1)).toBe(true);
    await db.execute(sql`ALTER TABLE "alert_deliveries" DROP COLUMN "revision"`);
    const migration = await readFile(
      new URL('../../src/db/migrations/0026_alert_delivery_revision.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const after = await db
      .select({ id: alertDeliveries.id, revision: alertDeliveries.revision })
      .from(alertDeliveries);
    const byId = (rows: typeof before) => [...rows].sort((a, b) => a.id - b.id);
    expect(byId(after)).toEqual(byId(before));
  });

  it('retries a failing robot with back-off, pauses it after repeated failures and resumes on request', async () => {
    receiver.answerWith(500, { errcode: -1, errmsg: 'busy' });
    const started = Date.now();
    await publish('苏州光缆重试测试公告');
    await alertRound();
    const { db } = testApp.database;
    const deliveryOf = async () => {
      const [row] = await db
        .select({ delivery: alertDeliveries })
        .from(alertDeliveries)
        .innerJoin(alertChannels, eq(alertChannels.id, alertDeliveries.channelId))
        .where(and(eq(alertChannels.kind, 'wecom'), sql`${alertDeliveries.title} LIKE '苏州光缆重试%'`));
      if (!row) throw new Error('no delivery');
      return row.delivery;
    };
    let delivery = await deliveryOf();
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastError: '机器人返回 HTTP 500' });
    expect(delivery.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started + RETRY_BASE_MS);
    // Waits double: let the clock "pass" by making the row due, attempt after attempt.
    const waits: number[] = [];
    for (let attempt = 2; attempt <= ALERT_CHANNEL_PAUSE_AFTER; attempt += 1) {
      await db
        .update(alertDeliveries)
        .set({ nextAttemptAt: new Date() })
        .where(eq(alertDeliveries.id, delivery.id));
      const before = Date.now();
      await testApp.app.alerts.deliver();
      delivery = await deliveryOf();
      waits.push(Math.round((delivery.nextAttemptAt.getTime() - before) / RETRY_BASE_MS));
    }
    expect(waits).toEqual([2, 4, 8, 16].slice(0, ALERT_CHANNEL_PAUSE_AFTER - 1));
    const channels = (await call('alice', querySavedSearches)).data.records[0].channels as {
      id: string;
      kind: string;
      status: string;
      consecutiveFailures: number;
    }[];
    const wecom = channels.find((channel) => channel.kind === 'wecom');
    expect(wecom).toMatchObject({ status: 'paused', consecutiveFailures: ALERT_CHANNEL_PAUSE_AFTER });
    const inbox = (await call('alice', queryNotifications, {})).data.records as {
      kind: string;
      title: string;
    }[];
    expect(inbox.filter((item) => item.kind === 'alertChannelPaused').map((item) => item.title)).toEqual([
      '订阅推送已暂停：企业微信',
    ]);

    // Paused: nothing is sent, however due.
    receiver.answerWith(200, { errcode: 0, errmsg: 'ok' });
    await db
      .update(alertDeliveries)
      .set({ nextAttemptAt: new Date() })
      .where(eq(alertDeliveries.id, delivery.id));
    await testApp.app.alerts.deliver();
    expect(robotMessages('苏州光缆重试测试公告')).toHaveLength(ALERT_CHANNEL_PAUSE_AFTER);
    expect((await deliveryOf()).status).toBe('pending');

    const resumed = await call('alice', setAlertChannelStatus, { channelId: wecom?.id, action: 'resume' });
    expect(resumed.data).toMatchObject({ status: 'active', consecutiveFailures: 0 });
    await testApp.app.alerts.deliver();
    expect((await deliveryOf()).status).toBe('sent');
    expect(robotMessages('苏州光缆重试测试公告')).toHaveLength(ALERT_CHANNEL_PAUSE_AFTER + 1);
  });

  it('keeps pending deliveries across a restart: a new server sends them', async () => {
    await publish('无锡光缆重启测试公告');
    await testApp.app.alerts.match();
    const restarted = await buildApp(restartedServerOptions());
    try {
      await restarted.alerts.match();
      expect(await restarted.alerts.deliver()).toBe(3);
      expect(robotMessages('无锡光缆重启测试公告')).toHaveLength(1);
      expect(
        await mailsTo('alice@example.com').then((list) =>
          list.filter((mail) => mail.subject.includes('无锡光缆')),
        ),
      ).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it('retries a robot that answered 500 once: the next attempt delivers it, once, and no other channel again', async () => {
    const title = '扬州光缆一次失败测试公告';
    const { db } = testApp.database;
    const deliveries = async () =>
      (
        await db
          .select({ kind: alertChannels.kind, delivery: alertDeliveries })
          .from(alertDeliveries)
          .innerJoin(alertChannels, eq(alertChannels.id, alertDeliveries.channelId))
          .where(eq(alertDeliveries.title, title))
      )
        .map(({ kind, delivery }) => ({ kind, ...delivery }))
        .sort((a, b) => a.kind.localeCompare(b.kind));
    receiver.answerWith(500, { errcode: -1, errmsg: 'busy' });
    await publish(title);
    await alertRound();
    receiver.answerWith(200, { errcode: 0, errmsg: 'ok' });
    expect((await deliveries()).map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['email', 'sent', 1],
      ['inApp', 'sent', 1],
      ['wecom', 'pending', 1],
    ]);
    // Not again before its back-off has passed.
    await alertRound();
    expect(robotMessages(title)).toHaveLength(1);

    await db
      .update(alertDeliveries)
      .set({ nextAttemptAt: new Date() })
      .where(and(eq(alertDeliveries.title, title), eq(alertDeliveries.status, 'pending')));
    await alertRound();
    await alertRound();
    expect(robotMessages(title)).toHaveLength(2);
    expect((await deliveries()).map((row) => [row.kind, row.status, row.attempts, row.lastError])).toEqual([
      ['email', 'sent', 1, null],
      ['inApp', 'sent', 1, null],
      ['wecom', 'sent', 2, null],
    ]);
    expect((await mailsTo('alice@example.com')).filter((mail) => mail.subject.includes(title))).toHaveLength(
      1,
    );
    const channels = (await call('alice', querySavedSearches)).data.records[0].channels as {
      kind: string;
      consecutiveFailures: number;
    }[];
    expect(channels.find((channel) => channel.kind === 'wecom')?.consecutiveFailures).toBe(0);
  });

  it('sends a delivery whose server stopped mid-send once its lease has run out, and nothing of its batch twice', async () => {
    const title = '镇江光缆中断测试公告';
    const { db } = testApp.database;
    const outbox = createOutboxNotifier(testApp.outboxDir);
    let mailBegun: () => void = () => undefined;
    const begun = new Promise<void>((resolve) => (mailBegun = resolve));
    // A server whose mail transport stops answering mid-send: from then on it is as good as gone.
    const stopping = await buildApp({
      ...restartedServerOptions(),
      identity: {
        notifier: {
          ...outbox,
          send: (message) => {
            if (message.channel !== 'email') return outbox.send(message);
            mailBegun();
            return new Promise<void>(() => undefined);
          },
        },
      },
    });
    const emailDelivery = async () => {
      const [row] = await db
        .select({ delivery: alertDeliveries })
        .from(alertDeliveries)
        .innerJoin(alertChannels, eq(alertChannels.id, alertDeliveries.channelId))
        .where(and(eq(alertChannels.kind, 'email'), eq(alertDeliveries.title, title)));
      return row?.delivery;
    };
    const sentKinds = async () =>
      (
        await db
          .select({ kind: alertChannels.kind })
          .from(alertDeliveries)
          .innerJoin(alertChannels, eq(alertChannels.id, alertDeliveries.channelId))
          .where(and(eq(alertDeliveries.title, title), eq(alertDeliveries.status, 'sent')))
      )
        .map((row) => row.kind)
        .sort();
    try {
      await publish(title);
      await stopping.alerts.match();
      void stopping.alerts.deliver();
      await begun;
      // The robot and in-app deliveries of the same batch went through, and are recorded as such.
      await expect.poll(sentKinds).toEqual(['inApp', 'wecom']);

      // Another server: the claimed mail is still leased to the stopped one, so it is not sent twice.
      await testApp.app.alerts.deliver();
      expect(await emailDelivery()).toMatchObject({
        status: 'sending',
        attempts: 1,
        leaseHolder: LEASE_HOLDER,
      });
      expect(
        (await mailsTo('alice@example.com')).filter((mail) => mail.subject.includes(title)),
      ).toHaveLength(0);

      // The lease runs out (the clock "passes"): the other server sends it, and only it.
      const leased = await emailDelivery();
      await db
        .update(alertDeliveries)
        .set({ nextAttemptAt: new Date() })
        .where(eq(alertDeliveries.id, leased?.id ?? 0));
      expect(await testApp.app.alerts.deliver()).toBe(1);
      expect(await emailDelivery()).toMatchObject({ status: 'sent', attempts: 2, leaseHolder: null });
      expect(
        (await mailsTo('alice@example.com')).filter((mail) => mail.subject.includes(title)),
      ).toHaveLength(1);
      expect(robotMessages(title)).toHaveLength(1);
      const inbox = (await call('alice', queryNotifications, {})).data.records as { title: string }[];
      expect(inbox.filter((item) => item.title.includes(title))).toHaveLength(1);
    } finally {
      await stopping.close();
    }
  });

  it('signs what it delivers to DingTalk and Feishu robots with their secrets, as the robots check it', async () => {
    const title = '泰州光缆签名测试公告';
    const saved = await call('bob', saveSavedSearch, { name: '签名', keyword: '泰州光缆签名' });
    // One answer both robots accept (WeCom and DingTalk read errcode, Feishu reads code).
    receiver.answerWith(200, { errcode: 0, errmsg: 'ok', code: 0, msg: 'success' });
    const robots = {
      dingtalk: { path: '/robot/send?access_token=ding-bob', secret: 'SEC0123456789abcdef' },
      feishu: { path: '/open-apis/bot/v2/hook/feishu-bob', secret: 'feishu-bob-secret' },
    };
    try {
      for (const [kind, robot] of Object.entries(robots)) {
        const added = await call('bob', addAlertWebhook, {
          savedSearchId: saved.data.id,
          kind,
          url: `${receiver.url}${robot.path}`,
          secret: robot.secret,
        });
        expect(added.status).toBe(200);
      }
      const before = Date.now();
      await publish(title);
      await alertRound();
      const after = Date.now();
      const [ding] = robotMessages(title).filter((message) => message.path.startsWith('/robot/send'));
      const [feishu] = robotMessages(title).filter((message) => message.path.startsWith('/open-apis/'));

      // DingTalk: timestamp (ms) and sign in the query; sign = Base64(HmacSHA256(secret, "timestamp\nsecret")).
      const query = new URL(ding?.path ?? '', receiver.url).searchParams;
      expect(query.get('access_token')).toBe('ding-bob');
      const timestamp = Number(query.get('timestamp'));
      expect(timestamp).toBeGreaterThanOrEqual(before);
      expect(timestamp).toBeLessThanOrEqual(after);
      const dingSecret = robots.dingtalk.secret;
      expect(query.get('sign')).toBe(
        createHmac('sha256', dingSecret).update(`${timestamp}\n${dingSecret}`).digest('base64'),
      );

      // Feishu: timestamp (s) and sign in the body; sign = Base64(HmacSHA256("timestamp\nsecret", "")).
      const seconds = Number(feishu?.body.timestamp);
      expect(seconds).toBeGreaterThanOrEqual(Math.floor(before / 1000));
      expect(seconds).toBeLessThanOrEqual(Math.ceil(after / 1000));
      expect(feishu?.body.sign).toBe(
        createHmac('sha256', `${seconds}\n${robots.feishu.secret}`).update('').digest('base64'),
      );
    } finally {
      receiver.answerWith(200, { errcode: 0, errmsg: 'ok' });
      await call('bob', deleteSavedSearch, { id: saved.data.id });
    }
  });

  it.runIf(backend.database === 'postgres')(
    'delivers once when two servers match and send at the same time',
    async () => {
      const second = await openDatabase({ databaseUrl: testApp.databaseUrl });
      const other = await buildApp({ ...restartedServerOptions(), database: second });
      try {
        const titles = Array.from({ length: 12 }, (_item, index) => `常州光缆竞争测试公告${index + 1}号`);
        for (const title of titles) await publish(title);
        await Promise.all([
          testApp.app.alerts.round(),
          other.alerts.round(),
          testApp.app.alerts.round(),
          other.alerts.round(),
        ]);
        await Promise.all([testApp.app.alerts.round(), other.alerts.round()]);
        for (const title of titles)
          expect(
            robotMessages(`${title}`).filter((message) => JSON.stringify(message.body).includes(`${title}]`)),
          ).toHaveLength(1);
        const mail = (await mailsTo('alice@example.com')).filter((item) =>
          item.subject.includes('常州光缆竞争'),
        );
        expect(mail).toHaveLength(titles.length);
      } finally {
        await other.close();
        await second.close();
      }
    },
  );

  it('subscribes an address anonymously with double opt-in, and one click unsubscribes it', async () => {
    const address = 'visitor@example.com';
    const subscribed = await call(null, subscribeEmail, {
      email: address,
      keyword: '铁塔维护',
      noticeTypes: ['2'],
    });
    expect(subscribed.status).toBe(200);
    const [confirmation] = await mailsTo(address);
    expect(confirmation?.subject).toBe('【供应商门户】请确认您的公告订阅');
    const token = /action=confirm&token=([\w-]+)/.exec(confirmation?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);
    // The stored name quotes the keyword already: Chinese nests quotes as “…‘…’…”, never “…“…””.
    expect(confirmation?.text).toContain('订阅了“关键字‘铁塔维护’”的公告推送');

    await publish('无锡铁塔维护服务采购公告（确认前）');
    await alertRound();
    expect((await mailsTo(address)).filter((mail) => mail.subject.includes('铁塔维护'))).toHaveLength(0);

    expect((await call(null, confirmEmailSubscription, { token: 'x'.repeat(43) })).status).toBe(404);
    const confirmed = await call(null, confirmEmailSubscription, { token });
    expect(confirmed.data).toEqual({ email: address, searchName: '关键字“铁塔维护”' });
    await publish('无锡铁塔维护服务采购公告（确认后）');
    await alertRound();
    const alerts = (await mailsTo(address)).filter((mail) => mail.subject.includes('铁塔维护'));
    expect(alerts.map((mail) => mail.subject)).toEqual(['【新公告】无锡铁塔维护服务采购公告（确认后）']);
    expect(alerts[0]?.text).toContain('您订阅的“关键字‘铁塔维护’”有新公告：');
    const unsubscribeUrl = /^<(.+)>$/.exec(alerts[0]?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const oneClick = await testApp.app.inject({
      method: 'POST',
      url: unsubscribeUrl.replace('http://portal.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().data).toEqual({ email: address, searchName: '关键字“铁塔维护”' });
    await publish('无锡铁塔维护服务采购公告（退订后）');
    await alertRound();
    expect((await mailsTo(address)).filter((mail) => mail.subject.includes('退订后'))).toHaveLength(0);
  });

  it('limits the robot test messages one account may have sent', async () => {
    const account = await createTestAccount(testApp.database.db, { roles: [ROLES.supplier], email: null });
    const { authorization } = await createAuthClient(testApp.app).loginToken(account.loginName);
    people.set('carol', { id: account.id, loginName: account.loginName, authorization });
    const saved = await call('carol', saveSavedSearch, { name: '铁塔', keyword: '铁塔' });
    const add = () =>
      call('carol', addAlertWebhook, {
        savedSearchId: saved.data.id,
        kind: 'wecom',
        url: `${receiver.url}/wecom?key=carol`,
      });
    receiver.answerWith(200, { errcode: 0, errmsg: 'ok' });
    const before = receiver.received.length;
    const answers = [];
    for (let index = 0; index <= ALERT_RATE_RULES.webhookTestsPerAccount.limit; index += 1)
      answers.push((await add()).status);
    // The first is added, the others are duplicates (still tested first), the last is refused unsent.
    expect(answers[0]).toBe(200);
    expect(answers.at(-1)).toBe(429);
    expect(receiver.received.length - before).toBe(ALERT_RATE_RULES.webhookTestsPerAccount.limit);
  });

  it('limits subscription requests per address', async () => {
    const address = 'flood@example.com';
    const answers = [];
    for (let index = 0; index < 4; index += 1)
      answers.push((await call(null, subscribeEmail, { email: address, keyword: `光缆${index}` })).status);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect(await mailsTo(address)).toHaveLength(3);
  });
});
