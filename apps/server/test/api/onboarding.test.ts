import {
  createStaffAccount,
  createSupplier,
  getOrg3All,
  getSupplierInfo,
  getUserInfo,
  importOrgs,
  ROLES,
  usccCheckCharacter,
  type TOrg,
  type TOrgImportReport,
} from '@supportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstAdmin } from '../../src/modules/admin/index.js';
import { createAuthClient } from '../helpers/auth-client.js';
import { authBackends, createAuthTestApp, describeBackend, type TAuthTestApp } from '../helpers/auth-app.js';

const HEADER = '单位编码,单位名称,层级,上级单位编码,省份区划代码,省份名称';
const TREE = [
  HEADER,
  'JS,示例集团江苏省分公司,2,HQ,320000,江苏省',
  'NJ,示例集团南京市分公司,3,JS,320000,',
  'SZ,"示例集团苏州市分公司",3,JS,320000,',
  'ZJ,示例集团浙江省分公司,2,HQ,330000,浙江省',
  'HZ,示例集团杭州市分公司,3,ZJ,330000,',
].join('\r\n');

/** A valid 统一社会信用代码 of 江苏 (320100) from 9 characters of the organisation code. */
const usccOf = (body: string) => {
  const first17 = `91320100${body}`;
  return `${first17}${usccCheckCharacter(first17)}`;
};

/**
 * A fresh deployment, no demo data: `create-admin`, then the console's calls alone onboard an
 * organisation — its provinces and cities, 总部's purchasers, a province's administrator and the
 * province's own purchasers, and a supplier entered by an administrator — and each of them logs in.
 */
describe.each(authBackends())('onboarding on an empty database ($database)', (backend) => {
  let testApp: TAuthTestApp;
  let root: string;
  /** 江苏's administrator, onboarded by the import test. */
  let jsAdmin = '';

  const call = (
    endpoint: { method: 'GET' | 'POST'; path: string },
    authorization: string,
    payload: object = {},
  ) =>
    testApp.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: authorization ? { authorization } : {},
      ...(endpoint.method === 'POST' ? { payload } : {}),
    });
  const importCsv = async (authorization: string, csv: string, dryRun: boolean) => {
    const response = await call(importOrgs, authorization, { csv, dryRun });
    return {
      status: response.statusCode,
      body: response.json() as {
        resultMsg: string;
        data: TOrgImportReport;
        errors?: { path: string; message: string }[];
      },
    };
  };
  const orgCodes = async () =>
    ((await call(getOrg3All, '')).json().data as TOrg[]).map((org) => org.orgCode).sort();
  /** Creates a staff account as `authorization`; it logs in with the issued password, replaces it, and calls. */
  const onboard = async (authorization: string, loginName: string, orgCode: string, roles: string[]) => {
    const created = await call(createStaffAccount, authorization, {
      loginName,
      displayName: loginName,
      orgCode,
      roles,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { initialPassword } = created.json().data as { initialPassword: string };
    const session = await createAuthClient(testApp.app).loginWithIssuedPassword(loginName, initialPassword);
    const me = await call(getUserInfo, session.authorization);
    expect(me.statusCode, me.body).toBe(200);
    return session.authorization;
  };

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend, { seed: false });
    const created = await createFirstAdmin(testApp.database.db, {
      login: 'root_admin',
      orgCode: 'HQ',
      orgName: '示例集团总部',
      displayName: '部署管理员',
    });
    if (created.refused !== null) throw new Error(created.refused);
    root = (await createAuthClient(testApp.app).loginWithIssuedPassword('root_admin', created.password))
      .authorization;
  });
  afterAll(async () => testApp?.close());

  it(`starts with 总部 alone and refuses a second create-admin of an unknown unit (${describeBackend(backend)})`, async () => {
    expect(await orgCodes()).toEqual(['HQ']);
    const refused = await createFirstAdmin(testApp.database.db, {
      login: 'other',
      orgCode: 'NOPE',
      displayName: 'x',
    });
    expect(refused.refused).toBe('单位“NOPE”不存在。');
  });

  it('answers 401 without a session and 400 to an empty file', async () => {
    expect((await call(importOrgs, '', { csv: TREE })).statusCode).toBe(401);
    expect((await call(importOrgs, root, { csv: '' })).statusCode).toBe(400);
  });

  it('reports every bad line in a dry run and writes nothing; a real import with them is 400, nothing written', async () => {
    const csv = [
      HEADER,
      'JS,示例集团江苏省分公司,2,HQ,320000,江苏省',
      'XX,坏层级,5,HQ,320000,',
      'NJ,示例集团南京市分公司,3,NOPE,320000,',
      'JS,重复,2,HQ,320000,',
      'AH,示例集团安徽省分公司,2,HQ,340000,',
      'WX,示例集团无锡市分公司,3,JS,330000,',
    ].join('\n');
    const dry = await importCsv(root, csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ dryRun: true, created: 1, areasCreated: 1 });
    expect(dry.body.data.errors).toEqual([
      { line: 3, message: '层级“5”应为 2（省分）或 3（地市）' },
      { line: 4, message: '上级单位“NOPE”不存在（须已存在或在本行之前）' },
      { line: 5, message: '单位编码“JS”在文件中重复' },
      { line: 6, message: '省份区划代码“340000”尚未登记，请填写省份名称' },
      { line: 7, message: '地市的省份区划代码须与上级省分相同（320000）' },
    ]);
    const real = await importCsv(root, csv, false);
    expect(real.status).toBe(400);
    expect(real.body.resultMsg).toBe('有 5 行有误，未导入任何单位');
    expect(real.body.errors?.[0]).toEqual({ path: '第3行', message: '层级“5”应为 2（省分）或 3（地市）' });
    expect(await orgCodes()).toEqual(['HQ']);
  });

  it('imports provinces and cities; 总部 then onboards its purchaser and a province administrator who onboards its own', async () => {
    const dry = await importCsv(root, TREE, true);
    expect(dry.body.data).toEqual({ dryRun: true, created: 5, updated: 0, areasCreated: 2, errors: [] });
    expect(await orgCodes()).toEqual(['HQ']);
    const imported = await importCsv(root, TREE, false);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ dryRun: false, created: 5, areasCreated: 2 });
    expect(await orgCodes()).toEqual(['HQ', 'HZ', 'JS', 'NJ', 'SZ', 'ZJ']);

    await onboard(root, 'hq_buyer', 'HQ', [ROLES.staffHeadquarters]);
    jsAdmin = await onboard(root, 'js_admin', 'JS', [ROLES.admin]);
    const jsBuyer = await onboard(jsAdmin, 'js_buyer', 'JS', [ROLES.staffProvince]);
    await onboard(jsAdmin, 'nj_buyer', 'NJ', [ROLES.staffCity]);
    // Within its province only, and never 总部's role.
    for (const [orgCode, role] of [
      ['HZ', ROLES.staffCity],
      ['JS', ROLES.staffHeadquarters],
    ] as const) {
      const refused = await call(createStaffAccount, jsAdmin, {
        loginName: 'js_x',
        displayName: 'x',
        orgCode,
        roles: [role],
      });
      expect(refused.statusCode).toBe(403);
    }
    // A purchaser holds no 账号管理.
    expect((await call(importOrgs, jsBuyer, { csv: TREE })).statusCode).toBe(403);

    // The province's administrator adds its own city, not one of 浙江's, nor a province.
    const own = await importCsv(jsAdmin, [HEADER, 'YZ,示例集团扬州市分公司,3,JS,320000,'].join('\n'), false);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const outside = await importCsv(
      jsAdmin,
      [HEADER, 'NB,示例集团宁波市分公司,3,ZJ,330000,', 'AH,示例集团安徽省分公司,2,HQ,340000,安徽省'].join(
        '\n',
      ),
      true,
    );
    expect(outside.body.data.errors).toEqual([
      { line: 2, message: '上级单位“ZJ”不在您的管理范围内（本单位及下级单位）' },
      { line: 3, message: '上级单位“HQ”不在您的管理范围内（本单位及下级单位）' },
    ]);

    // Renaming a unit through the import renames it for its staff too.
    const renamed = await importCsv(root, [HEADER, 'JS,示例集团江苏分公司,2,HQ,320000,'].join('\n'), false);
    expect(renamed.body.data).toMatchObject({ created: 0, updated: 1 });
    const me = (await call(getUserInfo, jsBuyer)).json().data as { corpName: string };
    expect(me.corpName).toBe('示例集团江苏分公司');
  });

  it('enters a supplier directly: the main account replaces its issued password and sees its 企业信息', async () => {
    expect(jsAdmin).not.toBe('');
    const supplier = (uscc: string, address: string) => ({
      base: {
        supplierName: '南京示例通信工程有限公司',
        uscc,
        legalRepresentative: '王五',
        registeredCapital: '1200.5',
        address,
        businessScope: '通信工程施工',
      },
      contact: { name: '赵六', mobile: '13912345678' },
    });
    // 江苏's administrator enters a supplier registered in 江苏, not one registered in 浙江.
    const elsewhere = await call(
      createSupplier,
      jsAdmin,
      supplier(usccOf('MA1HU0001'), '浙江省杭州市西湖区'),
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().resultMsg).toContain('省分管理员只能新建注册地址在本省的供应商');

    const uscc = usccOf('MA1NJ0001');
    const created = await call(createSupplier, jsAdmin, supplier(uscc, '江苏省南京市玄武区中山路1号'));
    expect(created.statusCode, created.body).toBe(200);
    const { initialPassword, supplierCode } = created.json().data as {
      initialPassword: string;
      supplierCode: string;
    };
    expect(supplierCode).toMatch(/^SUP\d{6}$/);
    // The same USCC a second time is a conflict, whoever enters it.
    expect((await call(createSupplier, root, supplier(uscc, '江苏省南京市'))).statusCode).toBe(409);

    const session = await createAuthClient(testApp.app).loginWithIssuedPassword(uscc, initialPassword);
    const info = await call(getSupplierInfo, session.authorization);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data.record).toMatchObject({
      supplierCode,
      version: 1,
      base: { supplierName: '南京示例通信工程有限公司', uscc, registeredCapital: 1200.5 },
      contacts: [{ name: '赵六', mobile: '13912345678' }],
    });
  });
});
