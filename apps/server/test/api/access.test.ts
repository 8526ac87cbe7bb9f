import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@supportal/contract';
import {
  needsSession,
  requiredPermission,
  ROLES,
  SESSION_COOKIE_NAME,
  WEB_CLIENT_HEADER,
  WEB_CLIENT_HEADER_VALUE,
  type TEndpointAccess,
} from '@supportal/contract';
import { createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import {
  createAuthClient,
  createTestAccount,
  encryptPassword,
  TEST_CAPTCHA,
} from '../helpers/auth-client.js';

type TContractCall = { method: 'GET' | 'POST'; path: string; summary: string; access: TEndpointAccess };

/** Every call of the wire contract (endpoints and downloads alike). */
const contractCalls = (Object.values(contract) as unknown[]).filter(
  (value): value is TContractCall =>
    typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'access' in value,
);

const SELF = 'portal.example-tower.cn';
const webHeaders = { [WEB_CLIENT_HEADER]: WEB_CLIENT_HEADER_VALUE, host: SELF, origin: `https://${SELF}` };

describe('access model and browser session', () => {
  let testApp: TAuthTestApp;
  beforeAll(async () => {
    testApp = await createAuthTestApp({ database: 'pglite', store: 'database' });
  });
  afterAll(async () => testApp?.close());

  const inject = (call: TContractCall, headers: Record<string, string>) =>
    testApp.app.inject({
      method: call.method,
      url: call.path,
      headers,
      ...(call.method === 'POST' ? { payload: {} } : {}),
    });

  /** getUserInfo as a page asks it: with the session cookie only. */
  const userInfoWith = (cookie: string) =>
    testApp.app.inject({ method: 'GET', url: contract.getUserInfo.path, headers: { cookie } });

  /** A browser login through the portal's login card: the session comes back as a cookie. */
  const webLogin = async (userName: string, app = testApp.app, extraHeaders: Record<string, string> = {}) => {
    const client = createAuthClient(app);
    const attempt = await client.startAttempt();
    const response = await app.inject({
      method: 'POST',
      url: contract.portalLogin.path,
      remoteAddress: client.ip,
      headers: { ...webHeaders, ...extraHeaders },
      payload: {
        loginMode: 'password',
        userName,
        password: encryptPassword(attempt.publicKey, 'Demo@2026'),
        sessionId: attempt.sessionId,
        verifyCode: TEST_CAPTCHA,
      },
    });
    const setCookie = String(response.headers['set-cookie'] ?? '');
    const token = new RegExp(`${SESSION_COOKIE_NAME}=([^;]+)`).exec(setCookie)?.[1];
    return { response, setCookie, cookie: `${SESSION_COOKIE_NAME}=${token ?? ''}` };
  };

  it('answers 401 without a session on every call that needs one, 403 without its permission', async () => {
    const guarded = contractCalls.filter((call) => needsSession(call.access));
    const permissionCalls = guarded.filter((call) => requiredPermission(call.access));
    expect(guarded.length).toBeGreaterThan(4);
    expect(permissionCalls.length).toBeGreaterThan(0);

    for (const call of guarded) {
      const anonymous: Record<string, string>[] = [
        {},
        { authorization: 'Bearer not-a-real-token-000000000000000' },
      ];
      for (const headers of anonymous) {
        const response = await inject(call, headers);
        expect(response.statusCode, call.path).toBe(401);
        expect(response.json(), call.path).toMatchObject({ resultStat: '401', data: null });
      }
    }

    const client = createAuthClient(testApp.app);
    // A role that grants nothing: logged in, but holding no permission at all.
    const bare = await createTestAccount(testApp.database.db, { roles: ['NO_AUTHORITIES'] });
    // Between them the supplier and city-staff roles hold every permission of the contract.
    const holder = await createTestAccount(testApp.database.db, {
      roles: [ROLES.supplier, ROLES.staffCity, ROLES.admin],
    });
    const bareAuth = (await client.loginToken(bare.loginName)).authorization;
    const holderAuth = (await client.loginToken(holder.loginName)).authorization;
    for (const call of permissionCalls) {
      const refused = await inject(call, { authorization: bareAuth });
      expect(refused.statusCode, call.path).toBe(403);
      expect(refused.json(), call.path).toMatchObject({ resultStat: '403', resultMsg: '您的账号没有权限' });
      const allowed = await inject(call, { authorization: holderAuth });
      expect([401, 403], call.path).not.toContain(allowed.statusCode);
    }
  });

  it('lets a sub-account use only what its role grants', async () => {
    const client = createAuthClient(testApp.app);
    const main = (await client.loginToken('demo_simple')).authorization;
    const sub = (await client.loginToken('demo_sub')).authorization;
    const info = await testApp.app.inject({
      method: 'GET',
      url: contract.getUserInfo.path,
      headers: { authorization: sub },
    });
    const data = info.json().data as contract.TUserInfo;
    expect(data.corpName).toBe('华信通信设备有限公司');
    expect(data.roleNames).toEqual(['供应商子账号']);
    expect(data.menuAuthorities.map((item) => item.authorityCode).sort()).toEqual(
      ['BUSINESS', 'SUP_ORDER_MANAGE', 'SUP_SETTLEMENT_MANAGE'].sort(),
    );
    const call = { ...contract.getToken, method: 'POST' } as TContractCall;
    expect((await inject(call, { authorization: sub })).statusCode).toBe(403);
    expect((await inject(call, { authorization: main })).statusCode).toBe(200);
  });

  it('keeps the browser session in an HttpOnly cookie the page never sees', async () => {
    const { response, setCookie, cookie } = await webLogin('demo_simple');
    expect(response.statusCode).toBe(200);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=7200/);
    const body = response.json().data as Record<string, unknown>;
    expect(body).toMatchObject({ RSP: '100', SECONDAUTH: '0', userName: 'demo_simple' });
    expect(body.value).toBeUndefined();
    expect(body.refreshToken).toBeUndefined();
    expect(response.body).not.toContain(cookie.split('=')[1]);

    const info = await userInfoWith(cookie);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.name).toBe('李晓梅');
  });

  it('gives API clients their tokens as before, without a cookie', async () => {
    const client = createAuthClient(testApp.app);
    const response = await client.passwordLogin('demo_simple');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json().data.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('refuses cookie-authenticated writes from another site and changes nothing', async () => {
    const { cookie } = await webLogin('demo_simple');
    const logoutCall = { ...contract.logout, method: 'POST' } as TContractCall;
    const crossSite = [
      { cookie, host: SELF }, // a plain form: no client header
      { cookie, ...webHeaders, origin: 'https://evil.example' },
      { cookie, ...webHeaders, 'sec-fetch-site': 'cross-site' },
      { cookie, ...webHeaders, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const refused = await inject(logoutCall, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().resultMsg).toContain('跨站请求');
    }
    // Still logged in: nothing was revoked.
    const info = await userInfoWith(cookie);
    expect(info.statusCode).toBe(200);
    // A cross-site public call is answered as for an anonymous visitor.
    const list = await testApp.app.inject({
      method: 'POST',
      url: contract.queryNotice.path,
      headers: { cookie, origin: 'https://evil.example' },
      payload: { current: 1, size: 1 },
    });
    expect(list.statusCode).toBe(200);
  });

  it('logs out everywhere: the cookie is cleared and the session revoked', async () => {
    const { cookie } = await webLogin('demo_simple');
    const logout = await inject({ ...contract.logout, method: 'POST' } as TContractCall, {
      cookie,
      ...webHeaders,
      'sec-fetch-site': 'same-origin',
    });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE_NAME}=;.*Max-Age=0`));

    const after = await userInfoWith(cookie);
    expect(after.statusCode).toBe(401);
    // Any later call with the dead cookie says so and clears it, public calls included.
    const publicCall = await testApp.app.inject({
      method: 'POST',
      url: contract.queryNotice.path,
      headers: { cookie, ...webHeaders },
      payload: { current: 1, size: 1 },
    });
    expect(publicCall.statusCode).toBe(200);
    expect(publicCall.headers[contract.SESSION_EXPIRED_HEADER]).toBe('1');
    expect(String(publicCall.headers['set-cookie'])).toMatch(/Max-Age=0/);

    // Another tab: its cookie is already gone, but the page still believes it is logged in.
    const otherTab = await testApp.app.inject({
      method: 'POST',
      url: contract.queryNotice.path,
      headers: { ...webHeaders, [contract.WEB_VIEWER_HEADER]: '1' },
      payload: { current: 1, size: 1 },
    });
    expect(otherTab.headers[contract.SESSION_EXPIRED_HEADER]).toBe('1');
    const anonymousTab = await testApp.app.inject({
      method: 'POST',
      url: contract.queryNotice.path,
      headers: webHeaders,
      payload: { current: 1, size: 1 },
    });
    expect(anonymousTab.headers[contract.SESSION_EXPIRED_HEADER]).toBeUndefined();
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const secureApp = await createAuthTestApp(
      { database: 'pglite', store: 'database' },
      { trustProxy: true },
    );
    try {
      const { response } = await webLogin('demo_simple', secureApp.app, { 'x-forwarded-proto': 'https' });
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await secureApp.close();
    }
  });
});
