import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveWorkItem,
  createNegativeBehaviour,
  queryAlertStatistics,
  queryApprovalStatistics,
  queryNotice,
  queryNoticeStatistics,
  querySearchMisses,
  querySupplierStatistics,
  queryWorkItemList,
  type TApprovalStep,
  type TEndpoint,
  type TWorkItem,
} from '@supportal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import {
  accounts,
  alertChannels,
  alertDeliveries,
  keywordSearches,
  noticeChanges,
  notices,
  savedSearches,
  supplierChangeRequests,
  supplierRegistrations,
  wfProcessInstances,
  wfWorkItems,
} from '../../src/db/schema/index.js';
import { deleteOldKeywordSearches, titleGrams } from '../../src/modules/notices/index.js';
import { authBackends, createAuthTestApp, describeBackend, type TAuthTestApp } from '../helpers/auth-app.js';
import { createAuthClient } from '../helpers/auth-client.js';
import { JIANGSU, NANJING, ZHEJIANG } from '../helpers/demo-units.js';

/** A period no seeded row falls in: every count below is one this test wrote. */
const PERIOD = { fromMonth: '2031-01', toMonth: '2031-06' };
const inPeriod = (day: string) => new Date(`${day}T10:00:00+08:00`);

const STATISTICS_CALLS = [
  queryNoticeStatistics,
  queryApprovalStatistics,
  querySupplierStatistics,
  queryAlertStatistics,
  querySearchMisses,
];

describe.each(authBackends())('统计分析 ($database)', (backend) => {
  let testApp: TAuthTestApp;
  const tokens = new Map<string, string>();

  const call = async (endpoint: TEndpoint, userName: string | null, body: object = PERIOD) => {
    let authorization: string | undefined;
    if (userName) {
      authorization = tokens.get(userName);
      if (!authorization) {
        authorization = (await createAuthClient(testApp.app).loginToken(userName)).authorization;
        tokens.set(userName, authorization);
      }
    }
    const response = await testApp.app.inject({
      method: 'POST',
      url: endpoint.path,
      headers: authorization ? { authorization } : {},
      payload: body,
    });
    return { ...response.json(), status: response.statusCode } as {
      status: number;
      resultStat: string;
      resultMsg: string;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data of several calls, read by the assertions
      data: any;
    };
  };

  const publish = async (orgCode: string, day: string, count: number, purchaseNoticeType = '1') => {
    const rows = await testApp.database.db
      .insert(notices)
      .values(
        Array.from({ length: count }, (_unused, index) => `统计测试公告 ${orgCode} ${day} ${index}`).map(
          (title) => ({
            title,
            titleGrams: titleGrams(title),
            purchaseNoticeType,
            orgCode,
            publishedAt: inPeriod(day),
          }),
        ),
      )
      .returning({ id: notices.id });
    return rows.map((row) => row.id);
  };

  let jiangsuNoticeId = 0;
  let zhejiangNoticeId = 0;

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
    const { db } = testApp.database;
    [jiangsuNoticeId = 0] = await publish(JIANGSU, '2031-03-05', 3);
    await publish(NANJING, '2031-04-01', 2, '2');
    [zhejiangNoticeId = 0] = await publish(ZHEJIANG, '2031-03-20', 4);
    await db.insert(noticeChanges).values([
      { noticeId: jiangsuNoticeId, kind: 'amended', revision: 2, changedAt: inPeriod('2031-05-02') },
      { noticeId: jiangsuNoticeId, kind: 'withdrawn', revision: 2, changedAt: inPeriod('2031-05-09') },
      { noticeId: zhejiangNoticeId, kind: 'withdrawn', revision: 1, changedAt: inPeriod('2031-05-09') },
    ]);
  }, 120_000);
  afterAll(async () => testApp?.close());

  it(`refuses anonymous callers (401) and suppliers (403) on every call (${describeBackend(backend)})`, async () => {
    for (const endpoint of STATISTICS_CALLS) {
      expect((await call(endpoint, null)).status, endpoint.path).toBe(401);
      expect((await call(endpoint, 'demo_simple')).status, endpoint.path).toBe(403);
    }
  });

  it('refuses a bad period by name (400)', async () => {
    for (const endpoint of STATISTICS_CALLS) {
      const reversed = await call(endpoint, 'staff_hq', { fromMonth: '2031-06', toMonth: '2031-01' });
      expect(reversed.status, endpoint.path).toBe(400);
      expect(reversed.resultMsg).toContain('起始月份不能晚于截止月份');
    }
    expect(
      (await call(queryNoticeStatistics, 'staff_hq', { fromMonth: '2031-13', toMonth: '2031-12' })).status,
    ).toBe(400);
    expect((await call(queryNoticeStatistics, 'staff_hq', { toMonth: '2031-12' })).status).toBe(400);
    const tooLong = await call(queryNoticeStatistics, 'staff_hq', {
      fromMonth: '2028-01',
      toMonth: '2031-01',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.resultMsg).toContain('36');
  });

  it('counts notices published, amended and withdrawn of the caller’s unit and below; 总部 sees all', async () => {
    const province = (await call(queryNoticeStatistics, 'staff_prov')).data;
    expect(province.perMonth).toEqual([
      { month: '2031-03', purchaseNoticeType: '1', typeName: expect.any(String), published: 3 },
      { month: '2031-04', purchaseNoticeType: '2', typeName: expect.any(String), published: 2 },
    ]);
    expect(
      province.perUnit.map((unit: { orgCode: string; published: number }) => [unit.orgCode, unit.published]),
    ).toEqual([
      [JIANGSU, 3],
      [NANJING, 2],
    ]);
    expect(province.changesPerMonth).toHaveLength(6);
    expect(province.changesPerMonth[4]).toEqual({ month: '2031-05', amended: 1, withdrawn: 1 });

    const city = (await call(queryNoticeStatistics, 'staff_city')).data;
    expect(city.perUnit).toEqual([
      { orgCode: NANJING, orgName: expect.stringContaining('南京'), published: 2 },
    ]);
    expect(city.changesPerMonth[4]).toEqual({ month: '2031-05', amended: 0, withdrawn: 0 });

    const headquarters = (await call(queryNoticeStatistics, 'staff_hq')).data;
    expect(headquarters.perMonth).toEqual([
      { month: '2031-03', purchaseNoticeType: '1', typeName: expect.any(String), published: 7 },
      { month: '2031-04', purchaseNoticeType: '2', typeName: expect.any(String), published: 2 },
    ]);
    expect(headquarters.perUnit[0]).toMatchObject({ orgCode: ZHEJIANG, published: 4 });
    expect(headquarters.changesPerMonth[4]).toEqual({ month: '2031-05', amended: 1, withdrawn: 2 });
  });

  it('keeps the monthly counts when a notice moves to another unit or month, or is deleted', async () => {
    const { db } = testApp.database;
    const [moving] = await publish(NANJING, '2031-02-10', 1);
    expect((await call(queryNoticeStatistics, 'staff_city')).data.perUnit[0].published).toBe(3);
    await db
      .update(notices)
      .set({ orgCode: ZHEJIANG })
      .where(eq(notices.id, moving ?? 0));
    expect((await call(queryNoticeStatistics, 'staff_city')).data.perUnit[0].published).toBe(2);
    const headquarters = (await call(queryNoticeStatistics, 'staff_hq')).data;
    expect(headquarters.perMonth[0]).toMatchObject({ month: '2031-02', published: 1 });
    await db.delete(notices).where(eq(notices.id, moving ?? 0));
    const after = (await call(queryNoticeStatistics, 'staff_hq')).data;
    expect(after.perMonth.map((row: { month: string }) => row.month)).toEqual(['2031-03', '2031-04']);
  });

  it('times the approval steps of the caller’s units and counts the overdue ones', async () => {
    const started = await call(createNegativeBehaviour, 'staff_city', {
      supplierCode: 'SUP100002',
      matterDescription: '统计测试：逾期交付。',
      reasonName: '提供虚假材料',
      severity: '2',
      restrictedAreaName: '全国范围',
      effectTime: '2026-01-01',
      submit: true,
    });
    expect(started.status).toBe(200);
    const todo = (await call(queryWorkItemList, 'staff_prov', { queryType: '0' })).data
      .records as TWorkItem[];
    const item = todo.find((record) => record.processInstID === started.data.processInstID);
    expect((await call(approveWorkItem, 'staff_prov', { workItemID: item?.workItemID })).status).toBe(200);

    // This month: the approval just made is in it.
    const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
    const thisMonth = { fromMonth: month, toMonth: month };
    const provinceSteps = (await call(queryApprovalStatistics, 'staff_prov', thisMonth)).data
      .steps as TApprovalStep[];
    const completed = provinceSteps.filter((step) => step.completed > 0);
    expect(completed.length).toBeGreaterThan(0);
    expect(completed[0]?.medianHours).not.toBeNull();
    expect(completed[0]?.medianHours).toBeGreaterThanOrEqual(0);
    expect(provinceSteps.some((step) => step.stepName.length > 0 && step.processName.length > 0)).toBe(true);

    // The next step (总部's) is open: past its deadline it counts as overdue for the process's units.
    const { db } = testApp.database;
    await db
      .update(wfWorkItems)
      .set({ deadlineAt: new Date(Date.now() - 3600_000) })
      .where(
        and(eq(wfWorkItems.instanceId, Number(started.data.processInstID)), eq(wfWorkItems.state, 'open')),
      );
    const overdue = (steps: TApprovalStep[]) => steps.reduce((sum, step) => sum + step.overdue, 0);
    const withOverdue = (await call(queryApprovalStatistics, 'staff_prov', thisMonth)).data.steps;
    expect(overdue(withOverdue)).toBe(overdue(provinceSteps) + 1);

    // The same process as another province's: Jiangsu's staff no longer see it, 总部 still does.
    await db
      .update(wfProcessInstances)
      .set({ orgCode: ZHEJIANG })
      .where(eq(wfProcessInstances.id, Number(started.data.processInstID)));
    const total = (steps: TApprovalStep[]) => steps.reduce((sum, step) => sum + step.completed, 0);
    const provinceAfter = (await call(queryApprovalStatistics, 'staff_prov', thisMonth)).data.steps;
    const headquarters = (await call(queryApprovalStatistics, 'staff_hq', thisMonth)).data.steps;
    expect(total(provinceAfter)).toBe(total(provinceSteps) - 1);
    expect(total(headquarters)).toBeGreaterThanOrEqual(total(provinceSteps));
  });

  it('counts registrations by reviewing unit and change requests for 总部 only, every status listed', async () => {
    const { db } = testApp.database;
    const registration = (applicationNo: string, uscc: string, reviewOrgCode: string, status: string) => ({
      applicationNo,
      status,
      uscc,
      supplierName: `统计测试供应商 ${applicationNo}`,
      mobile: '13900000000',
      proposed: {},
      passwordHash: 'not-a-login',
      reviewOrgCode,
      submittedAt: inPeriod('2031-02-01'),
    });
    await db
      .insert(supplierRegistrations)
      .values([
        registration('ST-1', '91320000STAT00001X', JIANGSU, 'in-review'),
        registration('ST-2', '91330000STAT00002X', ZHEJIANG, 'rejected'),
      ]);
    const [requester] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.loginName, 'demo_supplier'));
    await db.insert(supplierChangeRequests).values({
      supplierCode: 'SUP100001',
      requesterAccountId: requester?.id ?? 0,
      status: 'approved',
      baseVersion: 1,
      baseSnapshot: {},
      proposedSnapshot: {},
      touchesBankAccounts: false,
      submittedAt: inPeriod('2031-02-01'),
    });
    const countsOf = (rows: { status: string; count: number }[]) =>
      Object.fromEntries(rows.map((row) => [row.status, row.count]));

    const province = (await call(querySupplierStatistics, 'staff_prov')).data;
    expect(countsOf(province.registrations)).toEqual({
      'in-review': 1,
      returned: 0,
      approved: 0,
      rejected: 0,
    });
    expect(province.changeRequests.every((row: { count: number }) => row.count === 0)).toBe(true);
    expect(province.changeRequests.map((row: { statusName: string }) => row.statusName)).toContain('已通过');

    const headquarters = (await call(querySupplierStatistics, 'staff_hq')).data;
    expect(countsOf(headquarters.registrations)).toEqual({
      'in-review': 1,
      returned: 0,
      approved: 0,
      rejected: 1,
    });
    expect(countsOf(headquarters.changeRequests).approved).toBe(1);
  });

  it('counts alert deliveries per channel for notices of the caller’s units', async () => {
    const { db } = testApp.database;
    const [search] = await db
      .insert(savedSearches)
      .values({ name: '统计测试' })
      .returning({ id: savedSearches.id });
    const savedSearchId = search?.id ?? 0;
    const channels = await db
      .insert(alertChannels)
      .values([
        { savedSearchId, kind: 'email', target: 'stat@example.com' },
        { savedSearchId, kind: 'wecom', target: 'https://robot.example/stat' },
      ])
      .returning({ id: alertChannels.id, kind: alertChannels.kind });
    const channelId = (kind: string) => channels.find((channel) => channel.kind === kind)?.id ?? 0;
    const delivery = (key: string, kind: string, noticeId: number, status: string) => ({
      idempotencyKey: `stat-${key}`,
      channelId: channelId(kind),
      savedSearchId,
      noticeId,
      changeKind: 'published',
      revision: 1,
      title: '统计测试',
      status,
      createdAt: inPeriod('2031-03-06'),
    });
    await db
      .insert(alertDeliveries)
      .values([
        delivery('1', 'email', jiangsuNoticeId, 'sent'),
        delivery('2', 'wecom', jiangsuNoticeId, 'failed'),
        delivery('3', 'email', zhejiangNoticeId, 'sent'),
        delivery('4', 'email', zhejiangNoticeId, 'pending'),
      ]);
    const byChannel = (rows: { channel: string; sent: number; failed: number; waiting: number }[]) =>
      Object.fromEntries(rows.map((row) => [row.channel, [row.sent, row.failed, row.waiting]]));

    const province = byChannel((await call(queryAlertStatistics, 'staff_prov')).data.channels);
    expect(province).toEqual({
      inApp: [0, 0, 0],
      email: [1, 0, 0],
      wecom: [0, 1, 0],
      dingtalk: [0, 0, 0],
      feishu: [0, 0, 0],
    });
    const headquarters = byChannel((await call(queryAlertStatistics, 'staff_hq')).data.channels);
    expect(headquarters.email).toEqual([2, 0, 1]);
    await db.delete(alertDeliveries).where(inArray(alertDeliveries.savedSearchId, [savedSearchId]));
  });

  it('records public keyword searches anonymously and lists the most frequent ones without a result', async () => {
    const miss = '统计测试没有这样的公告';
    for (let round = 0; round < 2; round += 1) {
      expect((await call(queryNotice, null, { noticeTitle: miss, current: 1, size: 10 })).data.total).toBe(0);
    }
    // A later page is the same search, and a keyword that finds notices is no miss.
    await call(queryNotice, null, { noticeTitle: miss, current: 2, size: 10 });
    await call(queryNotice, null, { noticeTitle: '统计测试公告', current: 1, size: 10 });

    const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
    const thisMonth = { fromMonth: month, toMonth: month };
    await expect
      .poll(async () => (await call(querySearchMisses, 'staff_prov', thisMonth)).data.keywords, {
        timeout: 10_000,
      })
      .toEqual([{ keyword: miss, searches: 2 }]);
    // Recorded after the answer: the search that found notices may land a moment later.
    const storedHit = async () =>
      (await testApp.database.db.select().from(keywordSearches)).find(
        (row) => row.keyword === '统计测试公告',
      );
    await expect.poll(async () => (await storedHit())?.resultCount, { timeout: 10_000 }).toBeGreaterThan(0);
    // Nothing of who searched is kept.
    expect(Object.keys((await storedHit()) ?? {}).sort()).toEqual([
      'id',
      'keyword',
      'resultCount',
      'searchedAt',
    ]);
  });

  it('deletes keyword searches older than 90 days and keeps younger ones', async () => {
    const { db } = testApp.database;
    const now = new Date('2031-06-30T00:00:00Z');
    const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);
    await db.insert(keywordSearches).values([
      { keyword: '九十一天前', resultCount: 0, searchedAt: daysBefore(91) },
      { keyword: '八十九天前', resultCount: 0, searchedAt: daysBefore(89) },
    ]);
    await deleteOldKeywordSearches(db, now);
    const left = (await db.select({ keyword: keywordSearches.keyword }).from(keywordSearches)).map(
      (row) => row.keyword,
    );
    expect(left).toContain('八十九天前');
    expect(left).not.toContain('九十一天前');
  });
});
