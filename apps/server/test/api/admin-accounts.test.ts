import {
  createStaffAccount,
  createSupplierAccount,
  getAdminScope,
  getUserInfo,
  queryAccountOptions,
  queryAdminAccounts,
  queryAuditEvents,
  querySecurityLog,
  resetAdminAccountPassword,
  ROLES,
  setAdminAccountEnabled,
  unlockAdminAccount,
  updateAdminAccount,
  type TAccountOptions,
  type TAdminAccount,
  type TAuditEventRecord,
  type TSecurityLogEntry,
} from '@supportal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.js';
import { createAuthClient } from '../helpers/auth-client.js';
import { createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { JIANGSU, NANJING, ZHEJIANG, HANGZHOU } from '../helpers/demo-units.js';

describe('account administration', () => {
  let testApp: TAuthTestApp;
  /** 总部 administrator (demo_admin) and 江苏 administrator (demo_admin_js). */
  let hqAdmin: string;
  let jsAdmin: string;
  let staff: string;
  const client = () => createAuthClient(testApp.app);

  const call = (
    endpoint: { method: 'GET' | 'POST'; path: string },
    authorization: string,
    payload: Record<string, unknown> = {},
  ) =>
    testApp.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: { authorization },
      ...(endpoint.method === 'POST' ? { payload } : {}),
    });
  const ok = async <T>(
    endpoint: { method: 'GET' | 'POST'; path: string },
    authorization: string,
    payload: Record<string, unknown> = {},
  ) => {
    const response = await call(endpoint, authorization, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  let serial = 0;
  const newLogin = () => `acc_${process.pid}_${(serial += 1)}`;
  const createStaff = (authorization: string, overrides: Record<string, unknown> = {}) =>
    ok<{ account: TAdminAccount; initialPassword: string }>(createStaffAccount, authorization, {
      loginName: newLogin(),
      displayName: '测试员工',
      orgCode: NANJING,
      roles: [ROLES.staffCity],
      mobile: '13600136000',
      email: 'staff@example.com',
      ...overrides,
    });
  const accountIdOf = async (loginName: string) =>
    String(
      (await testApp.database.db.select().from(accounts).where(eq(accounts.loginName, loginName)))[0]?.id,
    );
  const auditRows = async (loginName: string) =>
    (await ok<{ records: TAuditEventRecord[] }>(queryAuditEvents, hqAdmin, { loginName, size: 50 })).records;

  beforeAll(async () => {
    testApp = await createAuthTestApp(
      { database: 'pglite', store: 'database' },
      // Short waits: the 5th wrong password locks the address for a minute, the 1st–4th do not wait.
      { identity: { passwordFailureDelaysMs: [0, 0, 0, 0, 60_000] } },
    );
    hqAdmin = (await client().loginToken('demo_admin')).authorization;
    jsAdmin = (await client().loginToken('demo_admin_js')).authorization;
    staff = (await client().loginToken('staff_hq')).authorization;
  });
  afterAll(async () => testApp?.close());

  it('answers 401 without a session and 403 without ADMIN_ACCOUNTS', async () => {
    const anonymous = await testApp.app.inject({ method: 'POST', url: queryAdminAccounts.path, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    for (const endpoint of [
      queryAdminAccounts,
      createStaffAccount,
      setAdminAccountEnabled,
      unlockAdminAccount,
    ]) {
      expect((await call(endpoint, staff)).statusCode).toBe(403);
    }
  });

  it('tells the console each administrator’s scope: 总部 national, a province not', async () => {
    expect(
      (await testApp.app.inject({ method: 'POST', url: getAdminScope.path, payload: {} })).statusCode,
    ).toBe(401);
    expect((await call(getAdminScope, staff)).statusCode).toBe(403);
    expect(await ok(getAdminScope, hqAdmin)).toMatchObject({
      national: true,
      orgName: expect.stringContaining('总部'),
    });
    expect(await ok(getAdminScope, jsAdmin)).toEqual({
      orgCode: JIANGSU,
      orgName: expect.stringContaining('江苏'),
      national: false,
    });
  });

  it('gives the 系统管理 menu an 账号管理 item', async () => {
    const menu = (
      await ok<{ menuAuthorities: { authorityName: string; url: string }[] }>(getUserInfo, hqAdmin)
    ).menuAuthorities;
    expect(menu).toContainEqual(
      expect.objectContaining({ authorityName: '账号管理', url: '/purHome/admin/accounts' }),
    );
  });

  it('lists only the accounts of the administrator’s org and below', async () => {
    const all = await ok<{ total: number; records: TAdminAccount[] }>(queryAdminAccounts, hqAdmin, {
      size: 100,
    });
    const names = all.records.map((account) => account.loginName);
    expect(names).toEqual(expect.arrayContaining(['staff_hq', 'staff_prov', 'staff_city', 'demo_supplier']));
    const sub = all.records.find((account) => account.loginName === 'demo_sub');
    expect(sub).toMatchObject({ kind: 'supplierSub', manageable: false });

    const province = await ok<{ total: number; records: TAdminAccount[] }>(queryAdminAccounts, jsAdmin, {
      size: 100,
    });
    const provinceNames = province.records.map((account) => account.loginName);
    expect(provinceNames).toEqual(expect.arrayContaining(['staff_prov', 'staff_city', 'demo_admin_js']));
    expect(provinceNames).not.toContain('staff_hq');
    expect(provinceNames).not.toContain('demo_supplier');
    expect(province.records.every((account) => account.corpCode.startsWith('1032'))).toBe(true);

    const options = await ok<TAccountOptions>(queryAccountOptions, jsAdmin);
    expect(options.manageSuppliers).toBe(false);
    expect(options.orgs[0]?.orgCode).toBe(JIANGSU);
    expect(options.orgs.map((org) => org.orgCode)).not.toContain(ZHEJIANG);
    // A province administrator gives its province's and cities' shipped roles, never 总部采购人员.
    expect(options.roles.find((role) => role.role === ROLES.staffCity)).toMatchObject({
      grantable: true,
      refusal: null,
    });
    expect(options.roles.find((role) => role.role === ROLES.staffProvince)?.grantable).toBe(true);
    expect(options.roles.find((role) => role.role === ROLES.staffHeadquarters)).toMatchObject({
      grantable: false,
      refusal: '只有总部的管理员可以授予或收回角色“总部采购人员”',
    });
    expect(options.roles.find((role) => role.role === ROLES.admin)?.grantable).toBe(true);
    const hqOptions = await ok<TAccountOptions>(queryAccountOptions, hqAdmin);
    expect(hqOptions.manageSuppliers).toBe(true);
    expect(hqOptions.roles.every((role) => role.grantable)).toBe(true);
  });

  it('filters by keyword, kind, org, level and state, and refuses unknown filters by name', async () => {
    const query = (filter: Record<string, unknown>) =>
      ok<{ total: number; records: TAdminAccount[] }>(queryAdminAccounts, hqAdmin, { size: 100, ...filter });
    expect((await query({ keyword: 'staff_' })).records.every((a) => a.loginName.includes('staff_'))).toBe(
      true,
    );
    expect((await query({ kind: 'supplier' })).records.every((a) => a.kind === 'supplier')).toBe(true);
    const jiangsu = await query({ orgCode: JIANGSU });
    expect(jiangsu.records.map((a) => a.loginName)).toEqual(
      expect.arrayContaining(['staff_prov', 'staff_city']),
    );
    expect(jiangsu.records.map((a) => a.loginName)).not.toContain('staff_hq');
    expect((await query({ orgLevel: '03' })).records.every((a) => a.orgLevel === '03')).toBe(true);
    expect((await query({ status: 'disabled' })).records.every((a) => !a.enabled)).toBe(true);
    const paged = await query({ size: 2, current: 1 });
    expect(paged.records).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);

    for (const [field, value] of [
      ['kind', 'robot'],
      ['status', 'asleep'],
      ['orgLevel', '04'],
    ] as const) {
      const response = await call(queryAdminAccounts, hqAdmin, { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().resultMsg).toContain(field);
    }
    expect((await call(queryAdminAccounts, hqAdmin, { orgCode: 'NOPE' })).statusCode).toBe(400);
    expect((await call(queryAdminAccounts, jsAdmin, { orgCode: ZHEJIANG })).statusCode).toBe(403);
  });

  it('creates a staff account whose one-time password logs in, and audits it', async () => {
    const { account, initialPassword } = await createStaff(hqAdmin, {
      orgCode: JIANGSU,
      roles: [ROLES.staffProvince],
    });
    expect(account).toMatchObject({ kind: 'staff', corpCode: JIANGSU, orgLevel: '02', enabled: true });
    expect(account.roles.map((role) => role.role)).toEqual([ROLES.staffProvince]);
    expect(initialPassword).toMatch(/^.{12}$/);
    const login = await client().passwordLogin(account.loginName, initialPassword);
    expect(login.json().resultStat, login.body).toBe('000');

    const rows = await auditRows(account.loginName);
    expect(rows.map((row) => row.event)).toContain('admin-account-create');
    expect(rows.find((row) => row.event === 'admin-account-create')?.detail).toContain('demo_admin');
  });

  it('refuses bad payloads with 400 naming the field, and a taken login name with 409', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ mobile: '12345' }, 'mobile'],
      [{ email: 'not-an-email' }, 'email'],
      [{ roles: [] }, 'roles'],
      [{ roles: ['NO_SUCH_ROLE'] }, 'roles'],
      [{ roles: [ROLES.supplier] }, 'roles'],
      [{ orgCode: 'NOPE' }, 'orgCode'],
      [{ orgCode: NANJING, orgLevel: '02' }, 'orgLevel'],
      [{ displayName: 'a\u0000b' }, 'displayName'],
      [{ loginName: 'x' }, 'loginName'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(createStaffAccount, hqAdmin, {
        loginName: newLogin(),
        displayName: '测试员工',
        orgCode: NANJING,
        roles: [ROLES.staffCity],
        ...overrides,
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors?.map((error: { path: string }) => error.path)).toContain(field);
    }
    const taken = await call(createStaffAccount, hqAdmin, {
      loginName: 'STAFF_HQ',
      displayName: '重名',
      orgCode: NANJING,
      roles: [ROLES.staffCity],
    });
    expect(taken.statusCode).toBe(409);
  });

  it('keeps a province administrator inside its province, giving its own staff roles but not 总部’s', async () => {
    // Another province's org: 403, nothing created.
    const loginName = newLogin();
    const outside = await call(createStaffAccount, jsAdmin, {
      loginName,
      displayName: '越权',
      orgCode: HANGZHOU,
      roles: [ROLES.staffCity],
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().resultMsg).toContain('管理范围');
    expect(await accountIdOf(loginName)).toBe('undefined');

    // 总部采购人员 is 总部's to give: 403 saying so, nothing created.
    const hqRoleLogin = newLogin();
    const role = await call(createStaffAccount, jsAdmin, {
      loginName: hqRoleLogin,
      displayName: '越权',
      orgCode: NANJING,
      roles: [ROLES.staffHeadquarters],
    });
    expect(role.statusCode).toBe(403);
    expect(role.json().resultMsg).toBe('只有总部的管理员可以授予或收回角色“总部采购人员”');
    expect(await accountIdOf(hqRoleLogin)).toBe('undefined');

    // Its own purchasers and administrators, in its province: fine, though it holds no 采购管理 itself.
    const purchaser = await createStaff(jsAdmin, { orgCode: NANJING, roles: [ROLES.staffCity] });
    expect(purchaser.account.roles.map((held) => held.role)).toEqual([ROLES.staffCity]);
    const created = await createStaff(jsAdmin, { orgCode: NANJING, roles: [ROLES.admin] });
    expect(created.account.corpCode).toBe(NANJING);

    // Accounts of another province or of suppliers cannot be touched.
    const hqStaffId = await accountIdOf('staff_hq');
    for (const endpoint of [setAdminAccountEnabled, resetAdminAccountPassword, unlockAdminAccount]) {
      const response = await call(endpoint, jsAdmin, { id: hqStaffId, enabled: false });
      expect(response.statusCode).toBe(403);
      expect(response.json().resultMsg).toContain('管理范围');
    }
    const supplier = await call(resetAdminAccountPassword, jsAdmin, { id: await accountIdOf('demo_simple') });
    expect(supplier.statusCode).toBe(403);
    // Moving its own province's account to another province: 403.
    const moved = await call(updateAdminAccount, jsAdmin, {
      id: created.account.id,
      displayName: '测试员工',
      orgCode: HANGZHOU,
    });
    expect(moved.statusCode).toBe(403);
    // Nor may it give 总部采购人员 to an account of its province.
    const promote = await call(updateAdminAccount, jsAdmin, {
      id: purchaser.account.id,
      displayName: '测试员工',
      roles: [ROLES.staffCity, ROLES.staffHeadquarters],
    });
    expect(promote.statusCode).toBe(403);
    expect((await call(getUserInfo, staff)).statusCode).toBe(200);
  });

  it('sets org, level, roles and contacts; never lets an administrator disable or demote itself', async () => {
    const { account } = await createStaff(hqAdmin);
    const updated = await ok<TAdminAccount>(updateAdminAccount, hqAdmin, {
      id: account.id,
      displayName: '改名员工',
      orgCode: JIANGSU,
      roles: [ROLES.staffProvince, ROLES.admin],
      mobile: '13500135000',
      email: '',
    });
    expect(updated).toMatchObject({
      displayName: '改名员工',
      corpCode: JIANGSU,
      orgLevel: '02',
      mobile: '13500135000',
      email: null,
    });
    expect(updated.roles.map((role) => role.role).sort()).toEqual([ROLES.admin, ROLES.staffProvince].sort());
    const badMobile = await call(updateAdminAccount, hqAdmin, {
      id: account.id,
      displayName: 'x',
      mobile: '1',
    });
    expect(badMobile.statusCode).toBe(400);

    const selfId = await accountIdOf('demo_admin');
    const disableSelf = await call(setAdminAccountEnabled, hqAdmin, { id: selfId, enabled: false });
    expect(disableSelf.statusCode).toBe(400);
    const demoteSelf = await call(updateAdminAccount, hqAdmin, {
      id: selfId,
      displayName: '吴敏',
      roles: [ROLES.staffHeadquarters],
    });
    expect(demoteSelf.statusCode).toBe(400);
    const moveSelf = await call(updateAdminAccount, hqAdmin, {
      id: selfId,
      displayName: '吴敏',
      orgCode: JIANGSU,
    });
    expect(moveSelf.statusCode).toBe(400);
    expect((await call(getUserInfo, hqAdmin)).statusCode).toBe(200);
    expect((await call(updateAdminAccount, hqAdmin, { id: '999999999', displayName: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('disabling ends the account’s sessions; enabling lets it log in again', async () => {
    const { account, initialPassword } = await createStaff(hqAdmin);
    const session = (await client().loginToken(account.loginName, initialPassword)).authorization;
    expect((await call(getUserInfo, session)).statusCode).toBe(200);
    const disabled = await ok<TAdminAccount>(setAdminAccountEnabled, hqAdmin, {
      id: account.id,
      enabled: false,
    });
    expect(disabled.enabled).toBe(false);
    expect((await call(getUserInfo, session)).statusCode).toBe(401);
    const refused = await client().passwordLogin(account.loginName, initialPassword);
    expect(refused.statusCode).toBe(403);
    await ok(setAdminAccountEnabled, hqAdmin, { id: account.id, enabled: true });
    expect((await call(getUserInfo, session)).statusCode).toBe(401);
    const again = await client().passwordLogin(account.loginName, initialPassword);
    expect(again.json().resultStat).toBe('000');
    const events = (await auditRows(account.loginName)).map((row) => row.event);
    expect(events).toEqual(expect.arrayContaining(['admin-account-disable', 'admin-account-enable']));
  });

  it('resetting the password ends sessions; the new password logs in, the old one does not', async () => {
    const { account, initialPassword } = await createStaff(hqAdmin);
    const session = (await client().loginToken(account.loginName, initialPassword)).authorization;
    const { initialPassword: fresh } = await ok<{ initialPassword: string }>(
      resetAdminAccountPassword,
      hqAdmin,
      {
        id: account.id,
      },
    );
    expect(fresh).not.toBe(initialPassword);
    expect((await call(getUserInfo, session)).statusCode).toBe(401);
    expect((await client().passwordLogin(account.loginName, initialPassword)).json().resultStat).not.toBe(
      '000',
    );
    const login = await client().passwordLogin(account.loginName, fresh);
    expect(login.json().resultStat, login.body).toBe('000');
    const log = (
      await ok<{ records: TSecurityLogEntry[] }>(
        querySecurityLog,
        (await client().loginWithIssuedPassword(account.loginName, fresh)).authorization,
      )
    ).records;
    expect(log.map((entry) => entry.result)).toContain('管理员重置了登录密码');
  });

  it('unlock clears the lockout of every address and the list shows it', async () => {
    const { account, initialPassword } = await createStaff(hqAdmin);
    const attacker = client();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await attacker.passwordLogin(account.loginName, 'Wrong#Pass1');
    expect((await attacker.passwordLogin(account.loginName, initialPassword)).statusCode).toBe(429);
    const locked = await ok<{ records: TAdminAccount[] }>(queryAdminAccounts, hqAdmin, {
      keyword: account.loginName,
      status: 'locked',
    });
    expect(locked.records.map((row) => row.loginName)).toEqual([account.loginName]);

    const unlocked = await ok<TAdminAccount>(unlockAdminAccount, hqAdmin, { id: account.id });
    expect(unlocked.locked).toBe(false);
    const login = await attacker.passwordLogin(account.loginName, initialPassword);
    expect(login.json().resultStat, login.body).toBe('000');
    expect((await auditRows(account.loginName)).map((row) => row.event)).toContain('admin-account-unlock');
  });

  it('creates a supplier main account bound to a registered supplier (总部 only)', async () => {
    const response = await call(createSupplierAccount, hqAdmin, {
      loginName: newLogin(),
      displayName: '供应商联系人',
      supplierCode: 'SUP100002',
      mobile: '13900139001',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { account, initialPassword } = response.json().data as {
      account: TAdminAccount;
      initialPassword: string;
    };
    expect(account).toMatchObject({
      kind: 'supplier',
      corpCode: 'SUP100002',
      corpName: '中鼎铁塔建设有限公司',
    });
    expect(account.roles.map((role) => role.role)).toEqual([ROLES.supplier]);
    expect((await client().passwordLogin(account.loginName, initialPassword)).json().resultStat).toBe('000');

    const unknown = await call(createSupplierAccount, hqAdmin, {
      loginName: newLogin(),
      displayName: 'x',
      supplierCode: 'SUP999999',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('supplierCode');
    const province = await call(createSupplierAccount, jsAdmin, {
      loginName: newLogin(),
      displayName: 'x',
      supplierCode: 'SUP100002',
    });
    expect(province.statusCode).toBe(403);
    // A sub-account is listed but managed by its main account only.
    const sub = await call(resetAdminAccountPassword, hqAdmin, { id: await accountIdOf('demo_sub') });
    expect(sub.statusCode).toBe(403);
    // A supplier account has no org or roles to change.
    const roles = await call(updateAdminAccount, hqAdmin, {
      id: account.id,
      displayName: 'x',
      roles: [ROLES.admin],
    });
    expect(roles.statusCode).toBe(400);
  });
});
