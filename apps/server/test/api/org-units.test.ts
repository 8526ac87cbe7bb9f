import {
  createOrg,
  createStaffAccount,
  createSupplier,
  importOrgs,
  moveOrg,
  queryAccountOptions,
  queryAdminOrgs,
  queryAuditEvents,
  renameOrg,
  ROLES,
  setOrgEnabled,
  usccCheckCharacter,
  type TAccountOptions,
  type TAdminOrg,
  type TAdminOrgTree,
  type TAuditEventRecord,
} from '@supportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from '../helpers/auth-client.js';
import { authBackends, createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { HEADQUARTERS, JIANGSU, NANJING, ZHEJIANG, HANGZHOU } from '../helpers/demo-units.js';

type TEndpoint = { method: 'GET' | 'POST'; path: string };

/** 单位管理 and 新建供应商 on the demo tree: 总部 (demo_admin) and 江苏 (demo_admin_js) administrators. */
describe.each(authBackends())('unit administration and suppliers entered directly ($database)', (backend) => {
  let testApp: TAuthTestApp;
  let hqAdmin: string;
  let jsAdmin: string;
  let staff: string;

  const call = (endpoint: TEndpoint, authorization: string, payload: Record<string, unknown> = {}) =>
    testApp.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: authorization ? { authorization } : {},
      payload,
    });
  const ok = async <T>(endpoint: TEndpoint, authorization: string, payload: Record<string, unknown> = {}) => {
    const response = await call(endpoint, authorization, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  const refused = async (
    endpoint: TEndpoint,
    authorization: string,
    payload: Record<string, unknown>,
    status: number,
  ) => {
    const response = await call(endpoint, authorization, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json().resultMsg as string;
  };
  const city = (orgCode: string, orgName: string, parentCode = JIANGSU) => ({
    orgCode,
    orgName,
    orgLevel: '3',
    parentCode,
  });

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
    const client = () => createAuthClient(testApp.app);
    hqAdmin = (await client().loginToken('demo_admin')).authorization;
    jsAdmin = (await client().loginToken('demo_admin_js')).authorization;
    staff = (await client().loginToken('staff_hq')).authorization;
  });
  afterAll(async () => testApp?.close());

  it('answers 401 without a session and 403 without 账号管理', async () => {
    for (const endpoint of [queryAdminOrgs, createOrg, renameOrg, moveOrg, setOrgEnabled, createSupplier]) {
      expect((await call(endpoint, '')).statusCode).toBe(401);
      expect((await call(endpoint, staff)).statusCode).toBe(403);
    }
  });

  it('lists the scope’s units: 总部 all of them, 江苏 its province and cities', async () => {
    const hq = await ok<TAdminOrgTree>(queryAdminOrgs, hqAdmin);
    expect(hq.mayCreateProvince).toBe(true);
    expect(hq.orgs[0]).toMatchObject({ orgCode: HEADQUARTERS, enabled: true });
    expect(hq.orgs.map((org) => org.orgCode)).toContain(HANGZHOU);
    expect(hq.areas.map((area) => area.code)).toContain('320000');
    const js = await ok<TAdminOrgTree>(queryAdminOrgs, jsAdmin);
    expect(js.mayCreateProvince).toBe(false);
    expect(js.orgs[0]).toMatchObject({ orgCode: JIANGSU, areaName: '江苏省' });
    expect(js.orgs.every((org) => org.orgCode === JIANGSU || org.parentCode === JIANGSU)).toBe(true);
  });

  it('creates a city with its province’s area; refuses bad levels and parents (400) and a taken code (409)', async () => {
    const created = await ok<TAdminOrg>(createOrg, jsAdmin, city('T_XZ', '示例集团徐州新区分公司'));
    expect(created).toMatchObject({
      orgLevel: '3',
      parentCode: JIANGSU,
      provAdmCode: '320000',
      enabled: true,
    });
    expect(await refused(createOrg, jsAdmin, city('T_XZ', '重复'), 409)).toBe('单位编码“T_XZ”已被使用');
    expect(await refused(createOrg, hqAdmin, city(NANJING, '重复'), 409)).toBe(
      `单位编码“${NANJING}”已被使用`,
    );
    // A city under a city, a province under a province, an unknown parent, a level that is no level.
    expect(await refused(createOrg, hqAdmin, city('T_A', '甲', NANJING), 400)).toBe('地市的上级须为省分');
    expect(
      await refused(
        createOrg,
        hqAdmin,
        { ...city('T_B', '乙', JIANGSU), orgLevel: '2', provAdmCode: '320000' },
        400,
      ),
    ).toBe('省分的上级须为总部');
    expect(await refused(createOrg, hqAdmin, city('T_C', '丙', 'NOPE'), 400)).toBe('上级单位“NOPE”不存在');
    expect((await call(createOrg, hqAdmin, { ...city('T_D', '丁'), orgLevel: '1' })).statusCode).toBe(400);
    expect((await call(createOrg, hqAdmin, { ...city('bad code!', '戊') })).statusCode).toBe(400);
    // A city of another province's area.
    expect(await refused(createOrg, hqAdmin, { ...city('T_E', '己'), provAdmCode: '330000' }, 400)).toBe(
      '地市的省份区划代码须与上级省分相同（320000）',
    );
  });

  it('creates a province for 总部 only, registering a new area by its name', async () => {
    const province = {
      orgCode: 'T_XZ_P',
      orgName: '示例集团西藏分公司',
      orgLevel: '2',
      parentCode: HEADQUARTERS,
    };
    expect(await refused(createOrg, jsAdmin, { ...province, provAdmCode: '540000' }, 403)).toBe(
      `上级单位“${HEADQUARTERS}”不在您的管理范围内（本单位及下级单位）`,
    );
    expect(await refused(createOrg, hqAdmin, province, 400)).toBe('省分须填写省份区划代码');
    expect(await refused(createOrg, hqAdmin, { ...province, provAdmCode: '549900' }, 400)).toBe(
      '省份区划代码“549900”尚未登记，请填写省份名称',
    );
    const created = await ok<TAdminOrg>(createOrg, hqAdmin, {
      ...province,
      provAdmCode: '549900',
      provAdmName: '测试自治区',
    });
    expect(created).toMatchObject({ orgLevel: '2', provAdmCode: '549900', areaName: '测试自治区' });
  });

  it('keeps 江苏’s administrator to its province: no unit of 浙江, no province, not its own unit', async () => {
    expect(await refused(createOrg, jsAdmin, city('T_NB', '宁波', ZHEJIANG), 403)).toBe(
      `上级单位“${ZHEJIANG}”不在您的管理范围内（本单位及下级单位）`,
    );
    expect(await refused(renameOrg, jsAdmin, { orgCode: HANGZHOU, orgName: '杭州' }, 403)).toBe(
      `单位“${HANGZHOU}”不在您的管理范围内（本单位及下级单位）`,
    );
    expect(await refused(setOrgEnabled, jsAdmin, { orgCode: HANGZHOU, enabled: false }, 403)).toContain(
      '不在您的管理范围内',
    );
    expect(await refused(moveOrg, jsAdmin, { orgCode: NANJING, parentCode: ZHEJIANG }, 403)).toBe(
      `上级单位“${ZHEJIANG}”不在您的管理范围内（本单位及下级单位）`,
    );
    expect(await refused(setOrgEnabled, jsAdmin, { orgCode: JIANGSU, enabled: false }, 403)).toBe(
      '不能停用您所在的单位，请由上级单位的管理员操作',
    );
    expect(await refused(renameOrg, hqAdmin, { orgCode: HEADQUARTERS, orgName: '总部' }, 403)).toContain(
      '总部只能有一个',
    );
    expect(await refused(renameOrg, hqAdmin, { orgCode: 'NOPE', orgName: '无' }, 404)).toBe(
      '单位“NOPE”不存在',
    );
  });

  it('renames a unit for its staff, moves a city to another province, and audits each with its Chinese name', async () => {
    const created = await ok<{ account: { corpName: string } }>(createStaffAccount, jsAdmin, {
      loginName: `unit_staff_${process.pid}`,
      displayName: '单位员工',
      orgCode: 'T_XZ',
      roles: [ROLES.staffCity],
    });
    expect(created.account.corpName).toBe('示例集团徐州新区分公司');
    const renamed = await ok<TAdminOrg>(renameOrg, jsAdmin, {
      orgCode: 'T_XZ',
      orgName: '示例集团徐州分公司',
    });
    expect(renamed).toMatchObject({ orgName: '示例集团徐州分公司', staffCount: 1 });
    expect(await refused(moveOrg, hqAdmin, { orgCode: JIANGSU, parentCode: HEADQUARTERS }, 403)).toBe(
      '只有地市可以移动（到另一省分下）',
    );
    expect(await refused(moveOrg, hqAdmin, { orgCode: 'T_XZ', parentCode: NANJING }, 400)).toBe(
      '地市的上级须为省分',
    );
    const moved = await ok<TAdminOrg>(moveOrg, hqAdmin, { orgCode: 'T_XZ', parentCode: ZHEJIANG });
    expect(moved).toMatchObject({ parentCode: ZHEJIANG, provAdmCode: '330000' });
    // Out of 江苏's scope now.
    expect((await call(renameOrg, jsAdmin, { orgCode: 'T_XZ', orgName: 'x' })).statusCode).toBe(403);
    await ok(moveOrg, hqAdmin, { orgCode: 'T_XZ', parentCode: JIANGSU });
    const events = (
      await ok<{ records: TAuditEventRecord[] }>(queryAuditEvents, hqAdmin, {
        loginName: 'demo_admin',
        size: 50,
      })
    ).records.map((record) => record.eventName);
    expect(events).toEqual(expect.arrayContaining(['新建单位', '移动单位']));
  });

  it('a disabled unit takes no new accounts or units and leaves the account form; it can be enabled again', async () => {
    await ok(createOrg, jsAdmin, city('T_SQ', '示例集团宿迁分公司'));
    const disabled = await ok<TAdminOrg>(setOrgEnabled, jsAdmin, { orgCode: 'T_SQ', enabled: false });
    expect(disabled.enabled).toBe(false);
    const options = await ok<TAccountOptions>(queryAccountOptions, jsAdmin);
    expect(options.orgs.find((org) => org.orgCode === 'T_SQ')).toMatchObject({ enabled: false });
    expect(
      await refused(
        createStaffAccount,
        jsAdmin,
        { loginName: `unit_x_${process.pid}`, displayName: 'x', orgCode: 'T_SQ', roles: [ROLES.staffCity] },
        409,
      ),
    ).toBe('单位“示例集团宿迁分公司”已停用，不能在其下新建或调入账号');
    // A province with an enabled city cannot be disabled; nothing goes under a disabled one.
    expect(await refused(setOrgEnabled, hqAdmin, { orgCode: JIANGSU, enabled: false }, 409)).toContain(
      '请先停用其下级单位',
    );
    await ok(createOrg, hqAdmin, {
      orgCode: 'T_EMPTY',
      orgName: '示例集团空省分公司',
      orgLevel: '2',
      parentCode: HEADQUARTERS,
      provAdmCode: '549900',
    });
    await ok(setOrgEnabled, hqAdmin, { orgCode: 'T_EMPTY', enabled: false });
    expect(await refused(createOrg, hqAdmin, city('T_UNDER', '下级', 'T_EMPTY'), 409)).toBe(
      '上级单位“示例集团空省分公司”已停用，不能在其下新建或移入单位',
    );
    const imported = await call(importOrgs, hqAdmin, {
      csv: '单位编码,单位名称,层级,上级单位编码,省份区划代码,省份名称\nT_UNDER,下级,3,T_EMPTY,549900,',
      dryRun: true,
    });
    expect(imported.json().data.errors).toEqual([
      { line: 2, message: '上级单位“T_EMPTY”已停用，不能在其下导入单位' },
    ]);
    expect((await ok<TAdminOrg>(setOrgEnabled, jsAdmin, { orgCode: 'T_SQ', enabled: true })).enabled).toBe(
      true,
    );
  });

  describe('新建供应商', () => {
    const usccOf = (body: string) => `91320100${body}${usccCheckCharacter(`91320100${body}`)}`;
    const supplier = (uscc: string, address = '江苏省南京市鼓楼区') => ({
      base: {
        supplierName: `南京直录供应商${uscc.slice(-4)}`,
        uscc,
        legalRepresentative: '钱七',
        registeredCapital: 300,
        address,
        businessScope: '通信设备',
      },
      contact: { name: '孙八', mobile: '13812340000', email: 'supplier@example.com' },
    });

    it('refuses a bad USCC check digit and missing fields (400)', async () => {
      const good = usccOf(backend.database === 'pglite' ? 'MA1A00001' : 'MA1B00001');
      const badCheck = `${good.slice(0, 17)}${good[17] === '0' ? '1' : '0'}`;
      const response = await call(createSupplier, hqAdmin, supplier(badCheck));
      expect(response.statusCode).toBe(400);
      expect(response.json().resultMsg).toContain('统一社会信用代码格式或校验位不正确');
      expect((await call(createSupplier, hqAdmin, { base: {}, contact: {} })).statusCode).toBe(400);
    });

    it('creates record version 1 and a main account that must change its password, once per USCC (409)', async () => {
      const uscc = usccOf(backend.database === 'pglite' ? 'MA1C00001' : 'MA1D00001');
      const created = await ok<{ supplierCode: string; initialPassword: string; account: { kind: string } }>(
        createSupplier,
        hqAdmin,
        supplier(uscc),
      );
      expect(created.account.kind).toBe('supplier');
      const login = await createAuthClient(testApp.app).passwordLogin(uscc, created.initialPassword);
      expect(login.json().data).toMatchObject({ mustChangePassword: true });
      expect(await refused(createSupplier, jsAdmin, supplier(uscc), 409)).toBe(
        '该统一社会信用代码已有供应商、注册申请或账号在用',
      );
      expect(
        await refused(createSupplier, jsAdmin, supplier(usccOf('MA1E00001'), '浙江省宁波市'), 403),
      ).toContain('省分管理员只能新建注册地址在本省的供应商');
    });
  });
});
