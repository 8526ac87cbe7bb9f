import { getUserInfo, PERMISSIONS, ROLES, type TUserInfo } from '@supportal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountAuthorityGrants,
  authorities,
  roleAuthorities,
  shippedReferenceRows,
} from '../../src/db/schema/index.js';
import { installShippedMenu, SHIPPED_AUTHORITIES } from '../../src/modules/users/shipped-menu.js';
import { PAGES_CHANGED_CHANNEL } from '../../src/plugins/platform-services.js';
import { createAuthClient, createTestAccount } from '../helpers/auth-client.js';
import { authBackends, createAuthTestApp, describeBackend, type TAuthTestApp } from '../helpers/auth-app.js';

describe.each(authBackends())('the shipped menu in a database without demo data ($database)', (backend) => {
  let testApp: TAuthTestApp;
  beforeAll(async () => {
    testApp = await createAuthTestApp(backend, { seed: false });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const menuOf = async (loginName: string) => {
    const { authorization } = await createAuthClient(testApp.app).loginToken(loginName);
    const response = await testApp.app.inject({
      method: 'GET',
      url: getUserInfo.path,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as TUserInfo).menuAuthorities;
  };

  it(`gives a supplier account created there its menu (${describeBackend(backend)})`, async () => {
    const account = await createTestAccount(testApp.database.db, { roles: [ROLES.supplier] });
    const menu = await menuOf(account.loginName);
    expect(menu.map((item) => item.authorityName)).toEqual([
      '我的工作台',
      '业务协同',
      '订单管理',
      '结算管理',
      '供应商服务',
      '企业信息',
      '供应商管理',
      '供应商等级',
      '区块链供应链协同',
      '标签系统',
      '黑名单查询',
      '我的订阅',
      '子账号管理',
    ]);
    const city = await createTestAccount(testApp.database.db, { kind: 'staff', roles: [ROLES.staffCity] });
    const cityMenu = (await menuOf(city.loginName)).map((item) => item.authorityCode);
    expect(cityMenu).toContain(PERMISSIONS.demandCollect);
    expect(cityMenu).toContain(PERMISSIONS.statistics);
  });

  it('offers each kind of account only the items it can open (the level-gated pages: main accounts only)', async () => {
    const { db } = testApp.database;
    const gated = [PERMISSIONS.supplierLevel, PERMISSIONS.blockchainCollab];
    // A fresh database grants them to no one but the supplier's main role.
    const holders = await db.select().from(roleAuthorities);
    expect(
      holders.filter((row) => (gated as string[]).includes(row.authorityCode)).map((row) => row.role),
    ).toEqual([ROLES.supplier, ROLES.supplier]);

    // An older database (or an administrator) gives them to staff and sub-accounts: still not offered.
    await db
      .insert(roleAuthorities)
      .values(
        [ROLES.staffHeadquarters, ROLES.supplierSubAccount].flatMap((role) =>
          [PERMISSIONS.supplierService, ...gated].map((authorityCode) => ({ role, authorityCode })),
        ),
      )
      .onConflictDoNothing();
    const main = await createTestAccount(db, { roles: [ROLES.supplier] });
    const staff = await createTestAccount(db, { kind: 'staff', roles: [ROLES.staffHeadquarters] });
    const sub = await createTestAccount(db, { roles: [ROLES.supplierSubAccount] });
    await db.insert(accountAuthorityGrants).values(
      [PERMISSIONS.supplierService, PERMISSIONS.labelSystem, ...gated].map((authorityCode) => ({
        accountId: sub.id,
        authorityCode,
      })),
    );

    const codesOf = async (loginName: string) => (await menuOf(loginName)).map((item) => item.authorityCode);
    expect(await codesOf(main.loginName)).toEqual(expect.arrayContaining(gated));
    const staffMenu = await codesOf(staff.loginName);
    expect(staffMenu).toContain(PERMISSIONS.supplierReview);
    // The group held nothing else: it goes too.
    expect(staffMenu).not.toContain(PERMISSIONS.supplierService);
    for (const code of gated) expect(staffMenu).not.toContain(code);
    expect((await codesOf(sub.loginName)).sort()).toEqual(
      [PERMISSIONS.supplierService, PERMISSIONS.labelSystem].sort(),
    );
  });

  it('keeps an administrator’s edits when it starts again, and installs what a release adds', async () => {
    const { db } = testApp.database;
    await db
      .update(authorities)
      .set({ name: '我的订单' })
      .where(eq(authorities.code, PERMISSIONS.orderManage));
    await db
      .delete(roleAuthorities)
      .where(
        and(
          eq(roleAuthorities.role, ROLES.supplier),
          eq(roleAuthorities.authorityCode, PERMISSIONS.labelSystem),
        ),
      );
    await db.delete(authorities).where(eq(authorities.code, PERMISSIONS.blockchainCollab));
    // A row this release ships that the database has never seen (as after an upgrade).
    await db.delete(authorities).where(eq(authorities.code, PERMISSIONS.supplierLevel));
    await db
      .delete(shippedReferenceRows)
      .where(
        and(
          eq(shippedReferenceRows.kind, 'authority'),
          eq(shippedReferenceRows.key, PERMISSIONS.supplierLevel),
        ),
      );

    await installShippedMenu(db);

    const names = new Map((await db.select().from(authorities)).map((row) => [row.code, row.name] as const));
    expect(names.get(PERMISSIONS.orderManage)).toBe('我的订单');
    expect(names.has(PERMISSIONS.blockchainCollab)).toBe(false);
    expect(names.get(PERMISSIONS.supplierLevel)).toBe('供应商等级');
    expect(names.size).toBe(SHIPPED_AUTHORITIES.length - 1);
    // A server started again keeps nothing of before; this one is told to forget what it kept.
    await testApp.database.notify(PAGES_CHANGED_CHANNEL);
    const account = await createTestAccount(db, { roles: [ROLES.supplier] });
    const { authorization } = await createAuthClient(testApp.app).loginToken(account.loginName);
    const codes = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: getUserInfo.path,
        headers: { authorization },
      });
      return (response.json().data as TUserInfo).menuAuthorities.map((item) => item.authorityCode);
    };
    await expect.poll(codes, { timeout: 10_000 }).not.toContain(PERMISSIONS.labelSystem);
    expect(await codes()).toContain(PERMISSIONS.orderManage);
  });
});
