import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  queryExpiringCertificates,
  queryNotifications,
  ROLES,
  type TNotification,
} from '@supportal/contract';
import { eq } from 'drizzle-orm';
import { certificateReminders, supplierCertificates, suppliers } from '../../src/db/schema/index.js';
import { sweepCertificateExpiry } from '../../src/modules/certificates/certificate-expiry.js';
import { openDatabase } from '../../src/portal-database.js';
import { createOutboxNotifier } from '../../src/plugins/notifier.js';
import { authBackends, createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { createAuthClient, createTestAccount } from '../helpers/auth-client.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Today in China, as the sweep and the countdown count. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const dayPlus = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe.each(authBackends())('certificate expiry reminders ($database)', (backend) => {
  let testApp: TAuthTestApp;
  const tokens = new Map<string, string>();
  const supplier = { code: `SUPX${Date.now() % 100000}`, other: `SUPY${Date.now() % 100000}` };

  const list = async (who: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: queryNotifications.path,
      headers: { authorization: tokens.get(who) ?? '' },
      payload: { size: 50 },
    });
    return (response.json().data as { records: TNotification[] }).records;
  };
  const notifier = () => createOutboxNotifier(testApp.outboxDir);
  const outbox = async () => (await readdir(testApp.outboxDir)).filter((name) => name.endsWith('.json'));

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend, { seed: false });
    const { db } = testApp.database;
    await db.insert(suppliers).values([
      { code: supplier.code, name: '到期测试供应商' },
      { code: supplier.other, name: '其他供应商' },
    ]);
    const people = [
      ['main', supplier.code, [ROLES.supplier], 'main@example.com', '13900000001'],
      ['sub', supplier.code, [ROLES.supplierSubAccount], null, null],
      ['other', supplier.other, [ROLES.supplier], null, null],
    ] as const;
    for (const [who, code, roles, email, mobile] of people) {
      const account = await createTestAccount(db, {
        roles: [...roles],
        supplierCode: code,
        corpCode: code,
        email,
        mobile,
      });
      tokens.set(who, (await createAuthClient(testApp.app).loginToken(account.loginName)).authorization);
    }
    const certificate = (supplierCode: string, sort: number, certType: string, validTo: string) => ({
      supplierCode,
      sort,
      certType,
      certNumber: `NO-${sort}`,
      issuer: '发证机关',
      validFrom: '2024-01-01',
      validTo,
    });
    await db
      .insert(supplierCertificates)
      .values([
        certificate(supplier.code, 1, 'SAFETY_PRODUCTION', dayPlus(30)),
        certificate(supplier.code, 2, '建筑业企业资质证书', dayPlus(5)),
        certificate(supplier.code, 3, '营业执照', dayPlus(45)),
        certificate(supplier.code, 4, '质量管理体系认证', dayPlus(-3)),
        certificate(supplier.other, 1, '电信业务经营许可证', dayPlus(1)),
      ]);
  });
  afterAll(async () => testApp?.close());

  it('reminds the supplier’s main accounts once per threshold, even with two servers sweeping at once', async () => {
    const { db } = testApp.database;
    const mailsBefore = (await outbox()).length;
    // A second server on the same PostgreSQL sweeps at the same moment (PGlite: one connection, twice).
    const second = testApp.databaseUrl ? await openDatabase({ databaseUrl: testApp.databaseUrl }) : undefined;
    const now = new Date();
    const [first, other] = await Promise.all([
      sweepCertificateExpiry(db, notifier(), testApp.app.log, now),
      sweepCertificateExpiry(second?.db ?? db, notifier(), testApp.app.log, now),
    ]);
    await second?.close();
    // 30 days (threshold 30) and 5 days (threshold 7) for the main account: e-mail and SMS each.
    expect(first.length + other.length).toBe(4);
    expect((await outbox()).length - mailsBefore).toBe(4);

    const mine = await list('main');
    expect(mine.map((item) => item.title).sort()).toEqual([
      '【证书到期提醒】安全生产许可证',
      '【证书到期提醒】建筑业企业资质证书',
    ]);
    expect(mine.find((item) => item.title.includes('建筑业'))?.body).toContain(
      `将于 ${dayPlus(5)} 到期，还剩 5 天`,
    );
    expect(await list('sub')).toEqual([]);
    expect((await list('other')).map((item) => item.title)).toEqual(['【证书到期提醒】电信业务经营许可证']);
    expect(await db.select().from(certificateReminders)).toHaveLength(3);

    // The same day again: nothing new.
    expect(await sweepCertificateExpiry(db, notifier(), testApp.app.log, now)).toEqual([]);
    // 24 days later: the first certificate has 6 days left (its 7-day reminder), the 45-day one 21 (its
    // 30-day reminder); the 5-day one has ended and is not reminded again.
    await sweepCertificateExpiry(db, notifier(), testApp.app.log, new Date(now.getTime() + 24 * DAY_MS));
    const titles = (await list('main')).map((item) => item.body);
    expect(titles.filter((body) => body.includes('安全生产许可证'))).toHaveLength(2);
    expect(titles.some((body) => body.includes('还剩 6 天'))).toBe(true);
    const rows = await db
      .select()
      .from(certificateReminders)
      .where(eq(certificateReminders.supplierCode, supplier.code));
    expect(rows.map((row) => row.thresholdDays).sort((a, b) => a - b)).toEqual([7, 7, 30, 30]);
  });

  it('counts down the caller’s own certificates within 30 days, expired ones too', async () => {
    const answer = async (who: string) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: queryExpiringCertificates.path,
          headers: { authorization: tokens.get(who) ?? '' },
        })
      ).json().data.records as { certType: string; daysLeft: number }[];
    const mine = await answer('main');
    expect(mine.map(({ certType, daysLeft }) => ({ certType, daysLeft }))).toEqual([
      { certType: '质量管理体系认证', daysLeft: -3 },
      { certType: '建筑业企业资质证书', daysLeft: 5 },
      { certType: 'SAFETY_PRODUCTION', daysLeft: 30 },
    ]);
    expect((await answer('other')).every((row) => row.certType === '电信业务经营许可证')).toBe(true);
  });
});
