import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveWorkItem,
  createNegativeBehaviour,
  queryCurrentBlacklist,
  queryWorkItemList,
  type TCurrentBlacklistEntry,
  type TEndpoint,
  type TWorkItem,
} from '@supportal/contract';
import { eq } from 'drizzle-orm';
import { noticeBlacklistEntries, suppliers } from '../../src/db/schema/index.js';
import { authBackends, createAuthTestApp, describeBackend, type TAuthTestApp } from '../helpers/auth-app.js';
import { accountCalls } from '../helpers/account-calls.js';

describe.each(authBackends())('黑名单查询 ($database)', (backend) => {
  let testApp: TAuthTestApp;
  const { call: callAs } = accountCalls(() => testApp.app);
  const call = (endpoint: TEndpoint, userName: string | null, body: object = {}) =>
    callAs(userName, endpoint, body);
  const ask = async (userName: string | null, body: object = {}) =>
    (await call(queryCurrentBlacklist, userName, body)) as {
      status: number;
      resultMsg: string;
      data: { total: number; records: TCurrentBlacklistEntry[] };
    };
  let noticeId = 0;

  /** A black-listing recorded by 地市, approved by 省分 and published by 总部, through the API. */
  const publishBlacklisting = async (supplierCode: string) => {
    const started = await call(createNegativeBehaviour, 'staff_city', {
      supplierCode,
      matterDescription: '在光缆集中采购中提供虚假业绩证明材料。',
      reasonName: '提供虚假材料',
      severity: '2',
      restrictedAreaName: '全国范围',
      effectTime: '2026-01-01',
      submit: true,
    });
    for (const approver of ['staff_prov', 'staff_hq']) {
      const todo = (await call(queryWorkItemList, approver, { queryType: '0' })).data.records as TWorkItem[];
      const item = todo.find((record) => record.processInstID === started.data.processInstID);
      expect((await call(approveWorkItem, approver, { workItemID: item?.workItemID })).status).toBe(200);
    }
  };

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
    await publishBlacklisting('SUP100002');
    const [entry] = await testApp.database.db.select().from(noticeBlacklistEntries).limit(1);
    noticeId = entry?.noticeId ?? 0;
  }, 120_000);
  afterAll(async () => testApp?.close());

  it(`lists who is black-listed now for suppliers and staff, never for anonymous callers (${describeBackend(backend)})`, async () => {
    expect((await ask(null)).status).toBe(401);
    const supplier = await ask('demo_simple');
    expect(supplier.status).toBe(200);
    expect(supplier.data.total).toBeGreaterThan(0);
    expect(supplier.data.records.length).toBeLessThanOrEqual(20);
    const staff = await ask('staff_prov');
    expect(staff.data.total).toBe(supplier.data.total);
    // The published black-listing, with the USCC of the registered supplier.
    const [registered] = await testApp.database.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.code, 'SUP100002'));
    expect(supplier.data.records).toContainEqual(
      expect.objectContaining({
        supplierName: registered?.name,
        uscc: registered?.uscc,
        reasonName: '提供虚假材料',
      }),
    );
    const now = Date.now();
    for (const record of supplier.data.records) {
      if (record.effectTime)
        expect(new Date(`${record.effectTime.replace(' ', 'T')}+08:00`).getTime()).toBeLessThanOrEqual(now);
      if (record.invalidTime)
        expect(new Date(`${record.invalidTime.replace(' ', 'T')}+08:00`).getTime()).toBeGreaterThan(now);
    }
  });

  it('finds a supplier named only inside a black-list table, by part of its name; ended and future periods are not listed', async () => {
    const row = {
      noticeId,
      matterDescription: '围标串标',
      reasonName: '串通投标',
      restrictedAreaName: '全国范围',
      regionName: '全国',
    };
    const day = 86_400_000;
    await testApp.database.db.insert(noticeBlacklistEntries).values([
      {
        ...row,
        supplierName: '甲乙丙测试通信有限公司',
        effectAt: new Date(Date.now() - day),
        invalidAt: null,
      },
      {
        ...row,
        supplierName: '甲乙丙测试过期有限公司',
        effectAt: new Date(Date.now() - 9 * day),
        invalidAt: new Date(Date.now() - day),
      },
      {
        ...row,
        supplierName: '甲乙丙测试未生效有限公司',
        effectAt: new Date(Date.now() + day),
        invalidAt: null,
      },
    ]);
    const found = await ask('demo_simple', { keyword: '甲乙丙测试' });
    expect(found.data.records.map((record) => record.supplierName)).toEqual(['甲乙丙测试通信有限公司']);
    expect(found.data.total).toBe(1);
    expect(found.data.records[0]).toMatchObject({
      reasonName: '串通投标',
      noticeId: String(noticeId),
      invalidTime: null,
    });
    expect((await ask('demo_simple', { keyword: '%' })).data.total).toBe(0);
  });

  it('refuses a bad page or an over-long keyword by name', async () => {
    const badPage = await ask('demo_simple', { current: 0 });
    expect(badPage.status).toBe(400);
    expect(badPage.resultMsg).toContain('current');
    expect((await ask('demo_simple', { keyword: 'x'.repeat(51) })).status).toBe(400);
  });
});
