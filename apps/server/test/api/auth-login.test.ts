import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_MAX_TRIES } from '@supportal/contract';
import { accounts, auditEvents } from '../../src/db/schema/index.js';
import { authBackends, createAuthTestApp, describeBackend, type TAuthTestApp } from '../helpers/auth-app.js';
import {
  createAuthClient,
  createTestAccount,
  DEMO_PASSWORD,
  latestOutboxMessage,
  TEST_CAPTCHA,
} from '../helpers/auth-client.js';

describe.each(authBackends())('login on $database with the $store store', (backend) => {
  let testApp: TAuthTestApp;
  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
  });
  afterAll(async () => testApp?.close());

  const db = () => testApp.database.db;
  const auditOf = (loginName: string) =>
    db().select().from(auditEvents).where(eq(auditEvents.loginName, loginName)).orderBy(auditEvents.id);

  it(`serves the public key and a PNG captcha bound to the session id (${describeBackend(backend)})`, async () => {
    const client = createAuthClient(testApp.app);
    const attempt = await client.startAttempt();
    expect(attempt.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(attempt.sessionId).toMatch(/^[\w-]{32}$/);
    expect(attempt.image.statusCode).toBe(200);
    expect(attempt.image.headers['content-type']).toBe('image/png');
    expect(attempt.image.headers['cache-control']).toBe('no-store');
    expect(attempt.image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const unknown = await client.call(
      'GET',
      '/supportal/v1/login/getVerifyCode?sessionId=abcdefghijklmnopqrstuvwx',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().resultMsg).toContain('登录会话已失效');
  });

  it('logs in with the password alone when no second factor is set', async () => {
    const client = createAuthClient(testApp.app);
    const response = await client.passwordLogin('  demo_simple ');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      RSP: '100',
      SECONDAUTH: '0',
      tokenType: 'Bearer',
      userName: 'demo_simple',
      suppplierCode: 'SUP100002',
      suppplierName: '中鼎铁塔建设有限公司',
      expiresIn: 7200,
    });
    const info = await client.call('GET', '/supportal/login/info', undefined, `Bearer ${data.value}`);
    expect(info.json().data).toMatchObject({ userName: 'demo_simple', name: '李晓梅' });
    const events = await auditOf('demo_simple');
    expect(events.at(-1)).toMatchObject({ event: 'login-success', ip: client.ip });
  });

  it('never receives nor stores the password in clear', async () => {
    const client = createAuthClient(testApp.app);
    const attempt = await client.startAttempt();
    const clear = await client.call('POST', '/supportal/v1/login/portal-login', {
      loginMode: 'password',
      userName: 'demo_simple',
      password: Buffer.from(DEMO_PASSWORD).toString('base64'),
      sessionId: attempt.sessionId,
      verifyCode: TEST_CAPTCHA,
    });
    expect(clear.statusCode).toBe(400);
    expect(clear.json().resultMsg).toBe('密码解密失败，请刷新页面后重试');

    const [row] = await db().select().from(accounts).where(eq(accounts.loginName, 'demo_supplier'));
    expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    // No table holds the password: not the accounts, audit trail, session store or key table.
    for (const table of ['accounts', 'audit_events', 'session_store_entries', 'rsa_key_pairs']) {
      const found = await db().execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text like ${`%${DEMO_PASSWORD}%`}`,
      );
      expect((found as unknown as { rows: { n: number }[] }).rows[0]?.n, table).toBe(0);
    }
  });

  it('refuses a wrong captcha and uses every captcha answer once', async () => {
    const client = createAuthClient(testApp.app);
    const wrong = await client.passwordLogin('demo_simple', DEMO_PASSWORD, { captcha: 'zzzz' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ resultStat: '400', resultMsg: '验证码错误或已过期，请重新输入' });

    const attempt = await client.startAttempt();
    const upper = await client.passwordLogin('demo_simple', DEMO_PASSWORD, {
      attempt,
      captcha: TEST_CAPTCHA.toUpperCase(),
    });
    expect(upper.statusCode).toBe(200);
    const replay = await client.passwordLogin('demo_simple', DEMO_PASSWORD, { attempt });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().resultMsg).toBe('验证码错误或已过期，请重新输入');
  });

  it('answers wrong passwords and unknown names alike, then makes that address wait, not the owner', async () => {
    const account = await createTestAccount(db());
    const client = createAuthClient(testApp.app);
    const unknown = await client.passwordLogin('no_such_user_x', DEMO_PASSWORD);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().resultMsg).toBe('用户名或密码错误');

    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const wrong = await client.passwordLogin(account.loginName, 'wrong-password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().resultMsg).toBe('用户名或密码错误');
    }
    const third = await client.passwordLogin(account.loginName, 'wrong-password');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ resultStat: '429', resultMsg: '密码错误次数过多，请30秒后再试' });
    expect(Number(third.headers['retry-after'])).toBe(30);
    expect(third.json().retryAfter).toBe(30);

    // While it waits, this address is refused even with the right password...
    const waiting = await client.passwordLogin(account.loginName, DEMO_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(30);
    // ...but the owner elsewhere is not: a stranger cannot lock anyone out.
    const owner = await createAuthClient(testApp.app).passwordLogin(account.loginName, DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.value).toBeTruthy();
    const events = (await auditOf(account.loginName)).map((event) => event.event);
    expect(events.filter((event) => event === 'login-failure')).toHaveLength(4);
    expect(events.at(-1)).toBe('login-success');
  });

  it('answers floods with 429, Retry-After and the envelope', async () => {
    const client = createAuthClient(testApp.app);
    const attempt = await client.startAttempt();
    let captchaAnswer;
    for (let hit = 0; hit < 125; hit += 1) {
      captchaAnswer = await client.call(
        'GET',
        `/supportal/v1/login/getVerifyCode?sessionId=${attempt.sessionId}`,
      );
      if (captchaAnswer.statusCode === 429) break;
    }
    expect(captchaAnswer?.statusCode).toBe(429);
    expect(captchaAnswer?.json()).toMatchObject({ resultStat: '429', data: null });
    expect(Number(captchaAnswer?.headers['retry-after'])).toBeGreaterThan(0);

    const flooder = createAuthClient(testApp.app);
    const flood = await Promise.all(
      Array.from({ length: 35 }, () =>
        flooder.call('POST', '/supportal/v1/login/portal-login', {
          loginMode: 'password',
          userName: 'demo_simple',
          password: 'AAAA',
          sessionId: attempt.sessionId,
          verifyCode: 'x',
        }),
      ),
    );
    const statuses = flood.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
  });

  it('runs the second factor by SMS: masked contacts, code from the outbox, resend after 60 s, 5 tries', async () => {
    const account = await createTestAccount(db(), {
      mobile: '13512345678',
      email: 'second.factor@example.com',
      secondAuth: true,
    });
    const client = createAuthClient(testApp.app);
    const first = (await client.passwordLogin(account.loginName)).json().data;
    expect(first).toMatchObject({ RSP: '100', SECONDAUTH: '1', TMPTOKEN: expect.any(String) });
    expect(first.value).toBeUndefined();
    const tmpToken = first.TMPTOKEN as string;

    const contacts = (await client.loginMode({ loginMode: 'queryUser', tmpToken })).json().data;
    expect(contacts).toMatchObject({ mobile: '135****5678', email: 'sec***@example.com' });

    const sent = await client.loginMode({ loginMode: 'sendPin', tmpToken, type: '0' });
    expect(sent.json().data).toMatchObject({ resendAfterSeconds: 60, mobile: '135****5678' });
    const message = await latestOutboxMessage(testApp.outboxDir, '13512345678');
    expect(message).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
    expect(message?.text).toContain(message?.code);

    const again = await client.loginMode({ loginMode: 'sendPin', tmpToken, type: '0' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(again.json().resultMsg).toMatch(/请\d+秒后再重新获取/);

    const wrongCode = message?.code === '000000' ? '111111' : '000000';
    const wrong = await client.loginMode({ loginMode: 'checkPin', tmpToken, type: '0', smsCode: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().resultMsg).toBe(`验证码错误，还可尝试${PIN_MAX_TRIES - 1}次`);

    const right = await client.loginMode({
      loginMode: 'checkPin',
      tmpToken,
      type: '0',
      smsCode: message?.code,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ RSP: '100', tokenType: 'Bearer', value: expect.any(String) });

    // The code and the TMPTOKEN are used up.
    const replay = await client.loginMode({
      loginMode: 'checkPin',
      tmpToken,
      type: '0',
      smsCode: message?.code,
    });
    expect(replay.statusCode).toBe(401);
    const events = (await auditOf(account.loginName)).map((event) => event.event);
    expect(events).toEqual(expect.arrayContaining(['code-sent', 'code-failure', 'login-success']));
  });

  it('sends e-mail codes and discards a code after 5 wrong tries', async () => {
    const account = await createTestAccount(db(), { email: 'five.tries@example.com', secondAuth: true });
    const client = createAuthClient(testApp.app);
    const tmpToken = (await client.passwordLogin(account.loginName)).json().data.TMPTOKEN as string;
    const noMobile = await client.loginMode({ loginMode: 'sendPin', tmpToken, type: '0' });
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json().resultMsg).toBe('该账号未绑定手机号');

    expect((await client.loginMode({ loginMode: 'sendPin', tmpToken, type: '1' })).statusCode).toBe(200);
    const message = await latestOutboxMessage(testApp.outboxDir, 'five.tries@example.com');
    expect(message?.channel).toBe('email');
    const wrongCode = message?.code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let attempt = 0; attempt < PIN_MAX_TRIES; attempt += 1) {
      answers.push(
        (await client.loginMode({ loginMode: 'checkPin', tmpToken, type: '1', smsCode: wrongCode })).json()
          .resultMsg,
      );
    }
    expect(answers.at(-1)).toBe('验证码错误次数过多，请重新获取');
    const late = await client.loginMode({
      loginMode: 'checkPin',
      tmpToken,
      type: '1',
      smsCode: message?.code,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().resultMsg).toBe('请先获取验证码');
  });

  it('binds a mobile after RSP 102 and then asks for a code', async () => {
    const account = await createTestAccount(db(), { secondAuth: true });
    const client = createAuthClient(testApp.app);
    const noContact = (await client.passwordLogin(account.loginName)).json().data;
    expect(noContact).toMatchObject({
      RSP: '102',
      TMPTOKEN: expect.any(String),
      userName: account.loginName,
    });
    expect(noContact.value).toBeUndefined();
    const bind = (payload: Record<string, unknown>) =>
      client.call('POST', '/supportal/v1/login/bind-mobile', {
        userName: account.loginName,
        suppplierCode: noContact.suppplierCode,
        suppplierName: noContact.suppplierName,
        tmpToken: noContact.TMPTOKEN,
        ...payload,
      });

    expect((await bind({ mobile: '' })).json().errors[0].message).toBe('手机号不能为空');
    expect((await bind({ mobile: '12812345678' })).json().errors[0].message).toBe('请输入正确的手机号');
    expect((await bind({ mobile: '13612345678', userName: 'demo_simple' })).statusCode).toBe(401);
    expect((await bind({ mobile: '13612345678', tmpToken: 'x'.repeat(43) })).statusCode).toBe(401);

    const bound = await bind({ mobile: '13612345678' });
    expect(bound.statusCode).toBe(200);
    expect(bound.json().data).toEqual({ RSP: '100', userName: account.loginName, mobile: '136****5678' });
    expect((await bind({ mobile: '13712345678' })).statusCode).toBe(401);

    const again = (await client.passwordLogin(account.loginName)).json().data;
    expect(again).toMatchObject({ RSP: '100', SECONDAUTH: '1' });
    const contacts = (await client.loginMode({ loginMode: 'queryUser', tmpToken: again.TMPTOKEN })).json()
      .data;
    expect(contacts.mobile).toBe('136****5678');
  });

  it('checks every logged-in call on the server and revokes on logout', async () => {
    const client = createAuthClient(testApp.app);
    for (const [method, url] of [
      ['GET', '/supportal/v1/user/getUserInfo'],
      ['POST', '/supportal/v1/login/getToken'],
      ['POST', '/supportal/v1/login/user-mobile-account-sync-to-4a'],
      ['GET', '/supportal/login/info'],
      ['POST', '/supportal/login/logout'],
    ] as const) {
      for (const token of [undefined, 'Bearer not-a-real-token-000000000000000']) {
        const response = await client.call(method, url, method === 'POST' ? {} : undefined, token);
        expect(response.statusCode, `${url} ${token ?? ''}`).toBe(401);
        expect(response.json()).toEqual({ resultStat: '401', resultMsg: '请先登录', data: null });
      }
    }

    const account = await createTestAccount(db());
    const { authorization, refreshToken } = await client.loginToken(account.loginName);
    const info = await client.call('GET', '/supportal/v1/user/getUserInfo', undefined, authorization);
    expect(info.json().data).toMatchObject({
      uid: String(account.id),
      name: '测试用户',
      userName: account.loginName,
      userOrgLevel: '',
      corpCode: 'SUP-TEST',
      roles: ['SUPPLIER'],
    });
    expect(
      info.json().data.menuAuthorities.map((item: { authorityCode: string }) => item.authorityCode),
    ).toContain('SUP_ORDER_MANAGE');
    // The bare token (older clients) works as well.
    const bare = authorization.replace('Bearer ', '');
    expect((await client.call('GET', '/supportal/login/info', undefined, bare)).statusCode).toBe(200);

    expect((await client.call('POST', '/supportal/login/logout', {}, authorization)).json().data).toEqual({
      loggedOut: true,
    });
    expect(
      (await client.call('GET', '/supportal/v1/user/getUserInfo', undefined, authorization)).statusCode,
    ).toBe(401);
    const refreshed = await client.call('POST', '/supportal/v1/login/refresh-token', { refreshToken });
    expect(refreshed.statusCode).toBe(401);
    expect((await auditOf(account.loginName)).map((event) => event.event)).toContain('logout');
  });

  it('records a mobile sync to 4A for the logged-in account', async () => {
    const client = createAuthClient(testApp.app);
    const withMobile = await createTestAccount(db(), { mobile: '15812345678' });
    const { authorization } = await client.loginToken(withMobile.loginName);
    const synced = await client.call(
      'POST',
      '/supportal/v1/login/user-mobile-account-sync-to-4a',
      {},
      authorization,
    );
    expect(synced.json().data).toMatchObject({ userName: withMobile.loginName, mobile: '158****5678' });
    expect(synced.json().data.syncedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await auditOf(withMobile.loginName)).map((event) => event.event)).toContain('mobile-sync-4a');

    const withoutMobile = await createTestAccount(db());
    const other = await client.loginToken(withoutMobile.loginName);
    const refused = await client.call(
      'POST',
      '/supportal/v1/login/user-mobile-account-sync-to-4a',
      {},
      other.authorization,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultMsg).toBe('该账号未绑定手机号');
  });

  it('refreshes a session once and retires the old token', async () => {
    const client = createAuthClient(testApp.app);
    const account = await createTestAccount(db());
    const { authorization, refreshToken } = await client.loginToken(account.loginName);
    const refreshed = await client.call('POST', '/supportal/v1/login/refresh-token', { refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().data;
    expect(next.value).not.toBe(authorization.replace('Bearer ', ''));
    expect((await client.call('GET', '/supportal/login/info', undefined, authorization)).statusCode).toBe(
      401,
    );
    expect(
      (await client.call('GET', '/supportal/login/info', undefined, `Bearer ${next.value}`)).statusCode,
    ).toBe(200);
    expect(
      (await client.call('POST', '/supportal/v1/login/refresh-token', { refreshToken })).statusCode,
    ).toBe(401);
  });

  it('reports user info of staff with their org level, and fails clearly without roles', async () => {
    const client = createAuthClient(testApp.app);
    const staff = await client.loginToken('staff_prov');
    const info = (
      await client.call('GET', '/supportal/v1/user/getUserInfo', undefined, staff.authorization)
    ).json().data;
    expect(info).toMatchObject({ name: '刘芳', userOrgLevel: '02', roles: ['STAFF_PROV'] });

    const roleless = await createTestAccount(db(), { roles: [] });
    const token = await client.loginToken(roleless.loginName);
    const response = await client.call(
      'GET',
      '/supportal/v1/user/getUserInfo',
      undefined,
      token.authorization,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().resultMsg).toContain('roles must be a non-null array');
  });

  it('hands out single-use SSO tickets and trims login4SSO parameters', async () => {
    const client = createAuthClient(testApp.app);
    const { authorization } = await client.loginToken('demo_simple');
    const ticket = (await client.call('POST', '/supportal/v1/login/getToken', {}, authorization)).json().data
      .additionalInformation;
    expect(ticket).toMatchObject({ accId: 'demo_simple', supplierCode: 'SUP100002', expiresIn: 120 });
    const url = (token: string) =>
      `/supportal/login/login4SSO?accId=%20demo_simple%20&supplierCode=SUP100002%20&token=%20${token}`;
    const sso = await client.call('GET', url(ticket.token));
    expect(sso.statusCode).toBe(200);
    expect(sso.json().data).toMatchObject({ tokenType: 'Bearer', userName: 'demo_simple' });
    expect((await client.call('GET', url(ticket.token))).statusCode).toBe(401);
  });

  it('offers /login/login to systems holding the secret, for accounts without second factor', async () => {
    const client = createAuthClient(testApp.app);
    const { publicKey } = await client.startAttempt();
    const { encryptPassword } = await import('../helpers/auth-client.js');
    const login = (userId: string, secretKey: string) =>
      client.call('POST', '/supportal/login/login', {
        userId,
        password: encryptPassword(publicKey, DEMO_PASSWORD),
        secretKey,
      });
    expect((await login('demo_simple', 'wrong-secret-0000000000')).statusCode).toBe(403);
    const { TEST_SSO_SECRET } = await import('../helpers/auth-app.js');
    const ok = await login('demo_simple', TEST_SSO_SECRET);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.value).toEqual(expect.any(String));
    const secondFactor = await login('demo_supplier', TEST_SSO_SECRET);
    expect(secondFactor.statusCode).toBe(403);
  });
});
