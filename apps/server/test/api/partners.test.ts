import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProwadaToken,
  determineAccountLevel,
  getSupplierToken,
  PERMISSIONS,
  ROLES,
  verifyPartnerToken,
  type TEndpoint,
} from '@supportal/contract';
import { and, eq, sql } from 'drizzle-orm';
import {
  accountAuthorityGrants,
  accounts,
  auditEvents,
  dictionaryEntries,
} from '../../src/db/schema/index.js';
import { authBackends, createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { createAuthClient, createTestAccount } from '../helpers/auth-client.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data of several calls, read by the assertions
type TAnswer = { status: number; resultStat: string; resultMsg: string; data: any; errors?: any };

const SECRETS = {
  SUP_MAN_URL: 'srm-secret-for-partner-tests-0001',
  JY_LABLE: 'label-secret-for-partner-tests-002',
  '4A_SUPPLIER_LEVEL': '4a-secret-for-partner-tests-00003',
  BLOCKCHAIN_SC_COLLAB_URL: 'bscc-secret-for-partner-tests-004',
};
const TOKEN_TTL_SECONDS = 3;

/** Partner systems on origins of their own, so scope checks mean something. */
const PARTNER_URLS: Record<string, string> = {
  SUP_MAN_URL: 'https://srm.partner.test/sso/login',
  JY_LABLE: 'https://label.partner.test/index',
  '4A_SUPPLIER_LEVEL': 'https://4a.partner.test/supplier/level',
  BLOCKCHAIN_SC_COLLAB_URL: '/partner-example/BLOCKCHAIN_SC_COLLAB_URL',
};

describe.each(authBackends())('partner systems ($database + $store store)', (backend) => {
  let testApp: TAuthTestApp;
  const sessions = new Map<string, string>();

  const call = async (endpoint: TEndpoint, body: object, who?: string): Promise<TAnswer> => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: endpoint.path,
      payload: body,
      headers: who ? { authorization: sessions.get(who) ?? '' } : {},
    });
    return { status: response.statusCode, ...(response.json() as Omit<TAnswer, 'status'>) };
  };
  const verify = (system: keyof typeof SECRETS, token: string, secret: string = SECRETS[system]) =>
    call(verifyPartnerToken, { system, secret, token });
  /** Verification by a framing partner, which also names the page it is about to show. */
  const verifyForPage = (system: keyof typeof SECRETS, token: string, page: string) =>
    call(verifyPartnerToken, { system, secret: SECRETS[system], token, page });
  const issuedCount = async () => {
    const [row] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(eq(auditEvents.event, 'partner-token-issued'));
    return row?.count ?? 0;
  };
  const login = async (loginName: string) => {
    sessions.set(loginName, (await createAuthClient(testApp.app).loginToken(loginName)).authorization);
  };
  /** A new sub-account of SUP100001 granted `authorityCodes`, logged in. */
  const loggedInSubAccount = async (authorityCodes: string[]) => {
    const sub = await createTestAccount(testApp.database.db, {
      supplierCode: 'SUP100001',
      corpCode: 'SUP100001',
      roles: [ROLES.supplierSubAccount],
    });
    await testApp.database.db
      .insert(accountAuthorityGrants)
      .values(authorityCodes.map((authorityCode) => ({ accountId: sub.id, authorityCode })));
    await login(sub.loginName);
    return sub;
  };

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend, {
      partners: { secrets: SECRETS, tokenTtlSeconds: TOKEN_TTL_SECONDS, example: true },
    });
    for (const [key, url] of Object.entries(PARTNER_URLS)) {
      await testApp.database.db
        .update(dictionaryEntries)
        .set({ label: url })
        .where(and(eq(dictionaryEntries.dictType, 'OBP_INTERFACE'), eq(dictionaryEntries.value, key)));
    }
    // The second factor is not what these tests are about.
    await testApp.database.db
      .update(accounts)
      .set({ secondAuth: false })
      .where(eq(accounts.loginName, 'demo_supplier'));
    for (const name of ['demo_supplier', 'demo_sub', 'staff_hq']) await login(name);
  });
  afterAll(async () => testApp?.close());

  it('answers 401 without a session on every token call', async () => {
    for (const endpoint of [getSupplierToken, createProwadaToken, determineAccountLevel]) {
      const answer = await call(endpoint, {
        url: 'SUP_MAN_URL',
        loginAcct: 'demo_supplier',
        sysCode: 'CHNTAP',
      });
      expect(answer.status, endpoint.path).toBe(401);
    }
  });

  it('issues a supplier token for an allow-listed system that its partner verifies exactly once', async () => {
    const issued = await call(getSupplierToken, { url: 'SUP_MAN_URL' }, 'demo_supplier');
    expect(issued.status).toBe(200);
    expect(issued.data).toMatchObject({
      supplierCode: 'SUP100001',
      supplierUid: 'demo_supplier',
      orgCode: '100001',
      url: 'https://srm.partner.test/sso/login',
      expiresIn: TOKEN_TTL_SECONDS,
    });
    expect(issued.data.token).toMatch(/^[\w-]{40,}$/);
    expect(sessions.get('demo_supplier')).not.toContain(issued.data.token);

    const first = await verify('SUP_MAN_URL', issued.data.token);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      acctId: 'demo_supplier',
      userName: '王立新',
      accountKind: 'supplier',
      supplierCode: 'SUP100001',
      supplierName: '华信通信设备有限公司',
      orgCode: '100001',
      sysCode: 'CHNTAP',
      system: 'SUP_MAN_URL',
      scope: 'https://srm.partner.test',
      accountLevel: '1',
    });
    const second = await verify('SUP_MAN_URL', issued.data.token);
    expect(second.status).toBe(404);
    expect(second.resultMsg).toContain('已使用');
  });

  it('accepts an address on an allowed origin, and refuses an off-list one with 400 without issuing', async () => {
    const page = await call(
      getSupplierToken,
      { url: 'https://srm.partner.test/order/list?x=1' },
      'demo_supplier',
    );
    expect(page.status).toBe(200);
    expect(page.data.url).toBe('https://srm.partner.test/order/list?x=1');

    const before = await issuedCount();
    for (const url of [
      'https://evil.example.com/steal',
      'https://srm.partner.test.evil.com/sso/login',
      '//evil.example.com/x',
      'javascript:alert(1)',
      'NO_SUCH_KEY',
    ]) {
      const refused = await call(getSupplierToken, { url }, 'demo_supplier');
      expect(refused.status, url).toBe(400);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]?.path).toBe('url');
      const frame = await call(
        createProwadaToken,
        { loginAcct: 'demo_supplier', sysCode: 'CHNTAP', url },
        'demo_supplier',
      );
      expect(frame.status, url).toBe(400);
    }
    expect(await issuedCount()).toBe(before);
  });

  it('issues tokens only for systems a menu item of the account leads to (403)', async () => {
    // demo_sub holds 订单管理/结算管理 (the supplier management system), not the label system.
    expect((await call(getSupplierToken, { url: 'SUP_MAN_URL' }, 'demo_sub')).status).toBe(200);
    const label = await call(getSupplierToken, { url: 'JY_LABLE' }, 'demo_sub');
    expect(label.status).toBe(403);
    expect((await call(getSupplierToken, { url: 'JY_LABLE' }, 'demo_supplier')).status).toBe(200);
    // Staff are not suppliers: no supplier token.
    expect((await call(getSupplierToken, { url: '4A_SUPPLIER_LEVEL' }, 'staff_hq')).status).toBe(403);
  });

  it('tells the account level, only about the caller itself or its company', async () => {
    expect((await call(determineAccountLevel, { loginAcct: 'demo_supplier' }, 'demo_supplier')).data).toEqual(
      {
        code: '0',
        level: '1',
      },
    );
    expect((await call(determineAccountLevel, { loginAcct: 'SUP100001' }, 'demo_sub')).data).toEqual({
      code: '0',
      level: '2',
    });
    expect((await call(determineAccountLevel, { loginAcct: 'staff_hq' }, 'staff_hq')).data).toEqual({
      code: '1',
      level: '',
    });
    const other = await call(determineAccountLevel, { loginAcct: 'demo_sub' }, 'demo_supplier');
    expect(other.status).toBe(403);
  });

  it('frame tokens: own account or company only, 4A pages for main accounts only', async () => {
    const own = await call(
      createProwadaToken,
      { loginAcct: 'DEMO_SUPPLIER', sysCode: 'CHNTAP', url: 'SUP_MAN_URL' },
      'demo_supplier',
    );
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ acctId: 'demo_supplier', url: 'https://srm.partner.test/sso/login' });
    const company = await call(
      createProwadaToken,
      { loginAcct: 'SUP100001', sysCode: 'CHNTAP', url: 'SUP_MAN_URL' },
      'demo_supplier',
    );
    expect(company.data.acctId).toBe('SUP100001');
    const someoneElse = await call(
      createProwadaToken,
      { loginAcct: 'demo_sub', sysCode: 'CHNTAP', url: 'SUP_MAN_URL' },
      'demo_supplier',
    );
    expect(someoneElse.status).toBe(403);

    const fourA = await call(
      createProwadaToken,
      { loginAcct: 'demo_supplier', sysCode: 'CHNT4A', url: '4A_SUPPLIER_LEVEL' },
      'demo_supplier',
    );
    expect(fourA.status).toBe(200);
    expect((await verify('4A_SUPPLIER_LEVEL', fourA.data.token)).data).toMatchObject({
      acctId: 'demo_supplier',
      sysCode: 'CHNT4A',
      scope: 'https://4a.partner.test',
    });
    const staffToken = await call(
      createProwadaToken,
      { loginAcct: 'staff_hq', sysCode: 'CHNTAP', url: 'SUP_MAN_URL' },
      'staff_hq',
    );
    if (staffToken.status === 200)
      expect((await verify('SUP_MAN_URL', staffToken.data.token)).data).toMatchObject({
        accountKind: 'staff',
        accountLevel: '',
      });

    // A sub-account granted the 供应商等级 menu item still is no main account.
    const sub = await loggedInSubAccount([PERMISSIONS.supplierService, PERMISSIONS.supplierLevel]);
    const gated = await call(
      createProwadaToken,
      { loginAcct: sub.loginName, sysCode: 'CHNT4A', url: '4A_SUPPLIER_LEVEL' },
      sub.loginName,
    );
    expect(gated.status).toBe(403);
    expect(gated.resultMsg).toBe('您的账号无权限');
    // A sub-account's token for a page open to it says it is a sub-account.
    const subToken = await call(getSupplierToken, { url: 'SUP_MAN_URL' }, 'demo_sub');
    expect(subToken.status).toBe(200);
    expect((await verify('SUP_MAN_URL', subToken.data.token)).data).toMatchObject({
      acctId: 'demo_sub',
      accountKind: 'supplier',
      accountLevel: '2',
    });
  });

  it('binds a token to the system it was issued for, even when another system shares its host', async () => {
    const setAddress = (key: string, url: string) =>
      testApp.database.db
        .update(dictionaryEntries)
        .set({ label: url })
        .where(and(eq(dictionaryEntries.dictType, 'OBP_INTERFACE'), eq(dictionaryEntries.value, key)));
    await setAddress('JY_LABLE', 'https://srm.partner.test/label/index');
    try {
      const forSrm = await call(getSupplierToken, { url: 'SUP_MAN_URL' }, 'demo_supplier');
      expect(forSrm.status).toBe(200);
      // The label system on the same host, with its own right secret: refused, and the token is spent.
      expect((await verify('JY_LABLE', forSrm.data.token)).status).toBe(404);
      expect((await verify('SUP_MAN_URL', forSrm.data.token)).status).toBe(404);

      // An address under one system's path is that system's; the other cannot verify its token.
      const labelPage = await call(
        getSupplierToken,
        { url: 'https://srm.partner.test/label/index/detail?id=1' },
        'demo_supplier',
      );
      expect(labelPage.status).toBe(200);
      expect((await verify('SUP_MAN_URL', labelPage.data.token)).status).toBe(404);
      const again = await call(
        getSupplierToken,
        { url: 'https://srm.partner.test/label/index/detail?id=1' },
        'demo_supplier',
      );
      expect((await verify('JY_LABLE', again.data.token)).data).toMatchObject({ system: 'JY_LABLE' });
      // demo_sub's menu leads to the supplier management system only, not to the label system beside it.
      expect((await call(getSupplierToken, { url: 'JY_LABLE' }, 'demo_sub')).status).toBe(403);

      // An address on the shared host under neither system's path belongs to no one system: no token.
      const neither = await call(
        getSupplierToken,
        { url: 'https://srm.partner.test/other' },
        'demo_supplier',
      );
      expect(neither.status).toBe(400);
      expect(neither.errors?.[0]?.path).toBe('url');
    } finally {
      await setAddress('JY_LABLE', PARTNER_URLS.JY_LABLE ?? '');
    }
  });

  it('binds a token to the menu item and its page: a grant of 结算管理 gives no token for 订单管理', async () => {
    const sub = await loggedInSubAccount([PERMISSIONS.business, PERMISSIONS.settlementManage]);
    const frameToken = (menuCode: string | undefined, tUrl: string | undefined, who = sub.loginName) =>
      call(
        createProwadaToken,
        { loginAcct: who, sysCode: 'CHNTAP', url: 'SUP_MAN_URL', menuCode, tUrl },
        who,
      );
    const settlement = { menuCode: PERMISSIONS.settlementManage, page: '/settlement/bill' };

    // Another menu item, or its own item with another page: no token.
    for (const [menuCode, tUrl] of [
      [PERMISSIONS.orderManage, '/order/list'],
      [PERMISSIONS.settlementManage, '/order/list'],
      [undefined, '/order/list'],
    ] as const) {
      const refused = await frameToken(menuCode, tUrl);
      expect(refused.status, `${menuCode} ${tUrl}`).toBe(403);
      expect(refused.resultMsg).toBe('您的账号没有通往该页面的菜单项，不能为其签发令牌');
    }

    // Its own item: the partner learns the page, and a token shown for another page is refused and spent.
    const own = await frameToken(PERMISSIONS.settlementManage, '/settlement/bill');
    expect(own.status, own.resultMsg).toBe(200);
    const misused = await verifyForPage('SUP_MAN_URL', own.data.token, '/order/list');
    expect(misused.status).toBe(404);
    expect((await verify('SUP_MAN_URL', own.data.token)).status).toBe(404);
    const again = await frameToken(PERMISSIONS.settlementManage, '/settlement/bill');
    const verified = await verifyForPage('SUP_MAN_URL', again.data.token, '/settlement/bill');
    expect(verified.status).toBe(200);
    expect(verified.data.pages).toEqual([settlement]);

    // A call naming no menu item gets a token for the caller's own items of that system, no others.
    const unnamed = await frameToken(undefined, undefined);
    expect(unnamed.status).toBe(200);
    expect((await verify('SUP_MAN_URL', unnamed.data.token)).data.pages).toEqual([settlement]);
    const main = await call(getSupplierToken, { url: 'SUP_MAN_URL' }, 'demo_supplier');
    expect(
      ((await verify('SUP_MAN_URL', main.data.token)).data.pages as { menuCode: string }[]).map(
        (item) => item.menuCode,
      ),
    ).toEqual([PERMISSIONS.orderManage, PERMISSIONS.settlementManage, PERMISSIONS.supplierInfoManage]);
    // A menu item the caller does not hold, named outright: refused.
    const foreignItem = await call(
      getSupplierToken,
      { url: 'SUP_MAN_URL', menuCode: PERMISSIONS.orderManage },
      sub.loginName,
    );
    expect(foreignItem.status).toBe(403);
  });

  it('a token is verified only by the partner system it was issued for, with that system’s secret', async () => {
    const issued = await call(getSupplierToken, { url: 'SUP_MAN_URL' }, 'demo_supplier');
    // Wrong secret, or an unknown system: 401, and the token is left alone.
    expect((await verify('SUP_MAN_URL', issued.data.token, SECRETS.JY_LABLE)).status).toBe(401);
    const unknown = await call(verifyPartnerToken, {
      system: '4A_LOGIN_URL',
      secret: SECRETS.SUP_MAN_URL,
      token: issued.data.token,
    });
    expect(unknown.status).toBe(401);
    // Another partner system with its own right secret: refused, and the token is spent.
    expect((await verify('JY_LABLE', issued.data.token)).status).toBe(404);
    expect((await verify('SUP_MAN_URL', issued.data.token)).status).toBe(404);
  });

  it('a token expires', async () => {
    const issued = await call(getSupplierToken, { url: 'SUP_MAN_URL' }, 'demo_supplier');
    await sleep(TOKEN_TTL_SECONDS * 1000 + 500);
    expect((await verify('SUP_MAN_URL', issued.data.token)).status).toBe(404);
  });

  it('limits how many tokens one account gets (429)', async () => {
    const account = await createTestAccount(testApp.database.db, { roles: [ROLES.supplier] });
    await login(account.loginName);
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await call(getSupplierToken, { url: 'SUP_MAN_URL' }, account.loginName)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('the reference partner page verifies a token over HTTP once, from a GET or a form POST', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const pageOf = (response: Response) => response.text();
    const issued = await call(getSupplierToken, { url: 'BLOCKCHAIN_SC_COLLAB_URL' }, 'demo_supplier');
    expect(issued.data.url).toBe('/partner-example/BLOCKCHAIN_SC_COLLAB_URL');
    const query = new URLSearchParams({
      supplier_code: issued.data.supplierCode,
      supplier_uid: issued.data.supplierUid,
      org_code: issued.data.orgCode,
      token: issued.data.token,
    });
    const first = await fetch(`${address}${issued.data.url}?${query.toString()}`);
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const firstPage = await pageOf(first);
    expect(firstPage).toContain('data-verification="verified"');
    expect(firstPage).toContain('华信通信设备有限公司');
    expect(firstPage).not.toContain(issued.data.token);
    expect(await pageOf(await fetch(`${address}${issued.data.url}?${query.toString()}`))).toContain(
      'data-verification="refused"',
    );

    const frame = await call(
      createProwadaToken,
      { loginAcct: 'demo_supplier', sysCode: 'CHNTAP', url: 'BLOCKCHAIN_SC_COLLAB_URL' },
      'demo_supplier',
    );
    const form = new URLSearchParams({ acctId: 'demo_supplier', token: frame.data.token, orgCode: '100001' });
    const posted = await fetch(`${address}${frame.data.url}?supplierMgr=supplierMgr`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const postedPage = await pageOf(posted);
    expect(postedPage).toContain('data-verification="verified"');
    expect(postedPage).toContain('supplierMgr');

    // The frame form names its page (url = tUrl): the reference page has the portal check it.
    const postForm = async (tUrl: string) => {
      const order = await call(
        createProwadaToken,
        {
          loginAcct: 'demo_supplier',
          sysCode: 'CHNTAP',
          url: 'SUP_MAN_URL',
          menuCode: PERMISSIONS.orderManage,
          tUrl: '/order/list',
        },
        'demo_supplier',
      );
      const fields = new URLSearchParams({ acctId: 'demo_supplier', token: order.data.token, url: tUrl });
      return pageOf(
        await fetch(`${address}/partner-example/SUP_MAN_URL?supplierMgr=supplierMgr`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: fields.toString(),
        }),
      );
    };
    const orderPage = await postForm('/order/list');
    expect(orderPage).toContain('data-verification="verified"');
    expect(orderPage).toContain(`${PERMISSIONS.orderManage} → /order/list`);
    expect(await postForm('/settlement/bill')).toContain('data-verification="refused"');
  });
});
