import {
  createSubAccount,
  getUserInfo,
  PERMISSIONS,
  queryGrantableMenu,
  querySecurityLog,
  querySubAccounts,
  queryWorkItemList,
  resetSubAccountPassword,
  ROLES,
  setSubAccountEnabled,
  updateSubAccount,
  type TSecurityLogEntry,
  type TSubAccount,
  type TUserInfo,
} from '@supportal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAuthorities } from '../../src/db/schema/index.js';
import { createAuthClient, createTestAccount } from '../helpers/auth-client.js';
import { authBackends, createAuthTestApp, describeBackend, type TAuthTestApp } from '../helpers/auth-app.js';

describe.each(authBackends())('sub-accounts ($database + $store store)', (backend) => {
  let testApp: TAuthTestApp;
  let mainAuth: string;
  let otherCompanyAuth: string;
  let mainLoginName: string;
  const client = () => createAuthClient(testApp.app);

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
    const main = await createTestAccount(testApp.database.db, {
      corpCode: 'SUP-SUBTEST',
      corpName: '子账号测试有限公司',
      roles: [ROLES.supplier],
    });
    mainLoginName = main.loginName;
    const other = await createTestAccount(testApp.database.db, {
      corpCode: 'SUP-OTHER',
      roles: [ROLES.supplier],
    });
    mainAuth = (await client().loginToken(main.loginName)).authorization;
    otherCompanyAuth = (await client().loginToken(other.loginName)).authorization;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const call = (
    endpoint: { method: 'GET' | 'POST'; path: string },
    authorization: string,
    payload?: Record<string, unknown>,
  ) =>
    testApp.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });

  const create = async (payload: Record<string, unknown>) => {
    const response = await call(createSubAccount, mainAuth, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { account: TSubAccount; initialPassword: string };
  };
  const menuCodes = async (authorization: string) =>
    ((await call(getUserInfo, authorization)).json().data as TUserInfo).menuAuthorities.map(
      (item) => item.authorityCode,
    );
  const logOf = async (authorization: string) =>
    (await call(querySecurityLog, authorization)).json().data.records as TSecurityLogEntry[];

  it(`creates a sub-account that sees only the granted menu (${describeBackend(backend)})`, async () => {
    const grantable = (await call(queryGrantableMenu, mainAuth)).json().data.menuAuthorities as {
      authorityCode: string;
    }[];
    const codes = grantable.map((item) => item.authorityCode);
    expect(codes).toContain(PERMISSIONS.orderManage);
    expect(codes).not.toContain(PERMISSIONS.subAccountManage);

    const loginName = `sub_${Date.now().toString(36)}`;
    const { account, initialPassword } = await create({
      loginName,
      displayName: '张三',
      mobile: '13912345678',
      email: '',
      authorityCodes: [PERMISSIONS.orderManage],
    });
    expect(initialPassword).toMatch(/^\S{12}$/);
    expect(account).toMatchObject({
      loginName,
      displayName: '张三',
      mobile: '13912345678',
      email: null,
      enabled: true,
    });
    // The group comes with the item, so the menu can show it.
    expect(account.authorityCodes).toEqual([PERMISSIONS.business, PERMISSIONS.orderManage]);

    // The first login must replace the issued password before anything else answers.
    const subAuth = (await client().loginWithIssuedPassword(loginName, initialPassword)).authorization;
    expect((await menuCodes(subAuth)).sort()).toEqual([PERMISSIONS.business, PERMISSIONS.orderManage]);
    // Outside its menu, and account management, are refused.
    const workList = await call(queryWorkItemList, subAuth, {});
    expect(workList.statusCode).toBe(403);
    expect((await call(querySubAccounts, subAuth)).statusCode).toBe(403);
    expect(
      (
        await call(createSubAccount, subAuth, {
          loginName: 'x_sub',
          displayName: 'x',
          authorityCodes: [PERMISSIONS.orderManage],
        })
      ).statusCode,
    ).toBe(403);

    const list = (await call(querySubAccounts, mainAuth)).json().data.records as TSubAccount[];
    expect(list.map((item) => item.loginName)).toEqual([loginName]);
    // Another company sees none of them, and staff may not call at all.
    expect((await call(querySubAccounts, otherCompanyAuth)).json().data.records).toEqual([]);
    const staff = (await client().loginToken('staff_hq')).authorization;
    expect((await call(querySubAccounts, staff)).statusCode).toBe(403);

    // The sub-account's security log: its login and password change, and who created it; the main
    // account's: what it did.
    const subLog = await logOf(subAuth);
    expect(subLog.map((entry) => entry.event)).toEqual([
      'password-changed',
      'login-success',
      'account-created',
    ]);
    expect(subLog[2]).toMatchObject({ actor: mainLoginName, target: null, result: '账号由主账号创建' });
    const mainLog = await logOf(mainAuth);
    expect(mainLog[0]).toMatchObject({ event: 'account-created', target: loginName, result: '创建子账号' });
    expect(mainLog.some((entry) => entry.event === 'login-success' && entry.target === null)).toBe(true);
    expect(
      (await logOf(otherCompanyAuth)).every((entry) => entry.target === null && entry.actor === null),
    ).toBe(true);
  });

  it('refuses bad input clearly and writes nothing', async () => {
    const base = {
      loginName: 'bad_input_sub',
      displayName: '李四',
      authorityCodes: [PERMISSIONS.orderManage],
    };
    const refused = async (payload: Record<string, unknown>, status: number, message: RegExp) => {
      const response = await call(createSubAccount, mainAuth, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().resultMsg).toMatch(message);
    };
    await refused({ ...base, mobile: '12345' }, 400, /手机号/);
    await refused({ ...base, email: 'a@' }, 400, /邮箱/);
    await refused({ ...base, authorityCodes: [] }, 400, /至少选择一个菜单/);
    await refused({ ...base, loginName: 'a b' }, 400, /用户名/);
    await refused({ ...base, loginName: 'DEMO_SUB' }, 409, /已被使用/);
    await refused(
      {
        ...base,
        authorityCodes: [PERMISSIONS.orderManage, PERMISSIONS.subAccountManage, PERMISSIONS.noticeReview],
      },
      400,
      /子账号管理、公告审核/,
    );
    const list = (await call(querySubAccounts, mainAuth)).json().data.records as TSubAccount[];
    expect(list.map((item) => item.loginName)).not.toContain('bad_input_sub');
  });

  it('keeps other companies’ accounts out of reach (404)', async () => {
    const { account } = await create({
      loginName: `own_${Date.now().toString(36)}`,
      displayName: '王五',
      authorityCodes: [PERMISSIONS.settlementManage],
    });
    const payload = { id: account.id, displayName: '改名', authorityCodes: [PERMISSIONS.orderManage] };
    expect((await call(updateSubAccount, otherCompanyAuth, payload)).statusCode).toBe(404);
    expect(
      (await call(setSubAccountEnabled, otherCompanyAuth, { id: account.id, enabled: false })).statusCode,
    ).toBe(404);
    expect((await call(resetSubAccountPassword, otherCompanyAuth, { id: account.id })).statusCode).toBe(404);
    const updated = await call(updateSubAccount, mainAuth, { ...payload, mobile: '13700000001' });
    expect(updated.json().data).toMatchObject({
      displayName: '改名',
      mobile: '13700000001',
      authorityCodes: [PERMISSIONS.business, PERMISSIONS.orderManage],
    });
  });

  it('ends a disabled account’s sessions at once and refuses its logins; a reset password replaces the old', async () => {
    const loginName = `dis_${Date.now().toString(36)}`;
    const { account, initialPassword } = await create({
      loginName,
      displayName: '赵六',
      authorityCodes: [PERMISSIONS.orderManage],
    });
    const subClient = client();
    const session = await subClient.loginToken(loginName, initialPassword);
    expect((await call(getUserInfo, session.authorization)).statusCode).toBe(200);

    const disabled = await call(setSubAccountEnabled, mainAuth, { id: account.id, enabled: false });
    expect(disabled.json().data).toMatchObject({ enabled: false });
    expect((await call(getUserInfo, session.authorization)).statusCode).toBe(401);
    const refresh = await subClient.call('POST', '/supportal/v1/login/refresh-token', {
      refreshToken: session.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    const login = await subClient.passwordLogin(loginName, initialPassword);
    expect(login.statusCode).toBe(403);
    expect(login.json().resultMsg).toMatch(/停用/);

    // Enabled again: the old session stays ended, a new login works.
    await call(setSubAccountEnabled, mainAuth, { id: account.id, enabled: true });
    expect((await call(getUserInfo, session.authorization)).statusCode).toBe(401);
    const fresh = await client().loginToken(loginName, initialPassword);
    expect((await call(getUserInfo, fresh.authorization)).statusCode).toBe(200);

    const reset = await call(resetSubAccountPassword, mainAuth, { id: account.id });
    const { initialPassword: newPassword } = reset.json().data as { initialPassword: string };
    expect(newPassword).not.toBe(initialPassword);
    expect((await call(getUserInfo, fresh.authorization)).statusCode).toBe(401);
    expect((await client().passwordLogin(loginName, initialPassword)).statusCode).toBe(401);
    await client().loginToken(loginName, newPassword);
    const log = await logOf(mainAuth);
    expect(log.slice(0, 3).map((entry) => entry.result)).toEqual([
      '重置子账号密码',
      '启用子账号',
      '停用子账号',
    ]);
  });

  it('never gives a sub-account more than the main role holds, whatever was granted', async () => {
    const loginName = `cap_${Date.now().toString(36)}`;
    const { initialPassword } = await create({
      loginName,
      displayName: '钱七',
      authorityCodes: [PERMISSIONS.orderManage, PERMISSIONS.settlementManage],
    });
    const { db } = testApp.database;
    const supplierGrant = and(
      eq(roleAuthorities.role, ROLES.supplier),
      eq(roleAuthorities.authorityCode, PERMISSIONS.settlementManage),
    );
    await db.delete(roleAuthorities).where(supplierGrant);
    try {
      const subAuth = (await client().loginWithIssuedPassword(loginName, initialPassword)).authorization;
      expect(await menuCodes(subAuth)).not.toContain(PERMISSIONS.settlementManage);
      expect(await menuCodes(subAuth)).toContain(PERMISSIONS.orderManage);
    } finally {
      await db
        .insert(roleAuthorities)
        .values({ role: ROLES.supplier, authorityCode: PERMISSIONS.settlementManage });
    }
  });

  it('offers and grants only what a sub-account can open: never the pages of main accounts', async () => {
    const { db } = testApp.database;
    const gated = [PERMISSIONS.supplierLevel, PERMISSIONS.blockchainCollab];
    // As in a database installed when the sub-account role still held them.
    const olderRole = gated.map((authorityCode) => ({ role: ROLES.supplierSubAccount, authorityCode }));
    await db.insert(roleAuthorities).values(olderRole).onConflictDoNothing();
    try {
      expect(await menuCodes(mainAuth)).toEqual(expect.arrayContaining(gated));
      const grantable = (
        (await call(queryGrantableMenu, mainAuth)).json().data.menuAuthorities as { authorityCode: string }[]
      ).map((item) => item.authorityCode);
      expect(grantable).toContain(PERMISSIONS.supplierInfoManage);
      for (const code of gated) expect(grantable).not.toContain(code);
      const refused = await call(createSubAccount, mainAuth, {
        loginName: `lvl_${Date.now().toString(36)}`,
        displayName: '孙八',
        authorityCodes: [PERMISSIONS.supplierLevel],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ path: 'authorityCodes' });
      expect(refused.json().resultMsg).toContain('供应商等级');
    } finally {
      for (const grant of olderRole)
        await db
          .delete(roleAuthorities)
          .where(
            and(eq(roleAuthorities.role, grant.role), eq(roleAuthorities.authorityCode, grant.authorityCode)),
          );
    }
  });

  it('shows demo_sub the menu demo_supplier granted it', async () => {
    const subAuth = (await client().loginToken('demo_sub')).authorization;
    expect((await menuCodes(subAuth)).sort()).toEqual(
      [PERMISSIONS.business, PERMISSIONS.orderManage, PERMISSIONS.settlementManage].sort(),
    );
  });
});
