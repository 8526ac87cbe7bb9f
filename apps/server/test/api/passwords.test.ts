import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_EVENT_KIND_NAMES,
  changePassword,
  createStaffAccount,
  createSubAccount,
  forgotPasswordCode,
  getUserInfo,
  loginInfo,
  logout,
  PASSWORD_POLICY_MESSAGES,
  queryGrantableMenu,
  querySecurityLog,
  querySubAccounts,
  resetAdminAccountPassword,
  resetPassword,
  RESET_TOKEN_MESSAGE,
  ROLES,
  sendChangePasswordCode,
  type TSecurityLogEntry,
} from '@supportal/contract';
import { accounts, auditEvents } from '../../src/db/schema/index.js';
import { PASSWORD_CHANGE_PENDING_MESSAGE } from '../../src/lib/endpoint/authorize.js';
import { authBackends, createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import {
  createAuthClient,
  createTestAccount,
  DEMO_PASSWORD,
  encryptPassword,
  latestOutboxMessage,
  OWN_PASSWORD,
  TEST_CAPTCHA,
} from '../helpers/auth-client.js';

const NEW_PASSWORD = 'Harbour42light';
const RESET_CODE_WRONG = '验证码错误或已失效，请核对或重新获取';

describe.each(authBackends())('passwords on $database with the $store store', (backend) => {
  let testApp: TAuthTestApp;
  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
  });
  afterAll(async () => testApp?.close());

  const db = () => testApp.database.db;
  const call = (
    endpoint: { method: 'GET' | 'POST'; path: string },
    authorization: string,
    payload: Record<string, unknown> = {},
    ip?: string,
  ) =>
    testApp.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: authorization ? { authorization } : {},
      ...(ip ? { remoteAddress: ip } : {}),
      ...(endpoint.method === 'POST' ? { payload } : {}),
    });
  const eventsOf = async (accountId: number) =>
    (await db().select().from(auditEvents).where(eq(auditEvents.accountId, accountId))).map(
      (row) => row.event,
    );
  const mustChange = async (accountId: number) =>
    (await db().select().from(accounts).where(eq(accounts.id, accountId)))[0]?.mustChangePassword;

  describe('修改密码', () => {
    it('changes the password and at once ends every other session and refresh token, not this one', async () => {
      const account = await createTestAccount(db());
      const client = createAuthClient(testApp.app);
      const mine = await client.loginToken(account.loginName);
      const other = await client.loginToken(account.loginName);

      const changed = await client.changePassword(mine.authorization, {
        current: DEMO_PASSWORD,
        next: NEW_PASSWORD,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ resultStat: '000', data: { changed: true } });

      expect((await call(loginInfo, mine.authorization)).statusCode).toBe(200);
      expect((await call(loginInfo, other.authorization)).statusCode).toBe(401);
      const refreshed = await client.call('POST', '/supportal/v1/login/refresh-token', {
        refreshToken: other.refreshToken,
      });
      expect(refreshed.statusCode).toBe(401);
      expect((await client.passwordLogin(account.loginName, DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await client.passwordLogin(account.loginName, NEW_PASSWORD)).json().resultStat).toBe('000');
      expect(await eventsOf(account.id)).toContain('password-changed');
    });

    it('refuses every mistake with a message on its field and changes nothing', async () => {
      const current = 'Orchard5stone';
      const account = await createTestAccount(db(), { password: current, loginName: `pw_${Date.now()}a1` });
      const client = createAuthClient(testApp.app);
      const mine = await client.loginToken(account.loginName, current);
      const other = await client.loginToken(account.loginName, current);
      const refused = async (passwords: { current: string; next: string; repeat?: string }) => {
        const response = await client.changePassword(mine.authorization, passwords);
        expect(response.statusCode, response.body).toBe(400);
        return response.json() as { resultMsg: string; fieldErrors?: { path: string; message: string }[] };
      };

      const wrongCurrent = await refused({ current: 'Wrong1password', next: NEW_PASSWORD });
      expect(wrongCurrent.resultMsg).toBe('当前密码错误');
      expect(JSON.stringify(wrongCurrent)).toContain('oldPassword');
      for (const [next, message] of [
        ['abc123', PASSWORD_POLICY_MESSAGES.tooShort],
        ['onlyletters', PASSWORD_POLICY_MESSAGES.lettersAndDigits],
        ['1234567890', PASSWORD_POLICY_MESSAGES.lettersAndDigits],
        [account.loginName.toUpperCase(), PASSWORD_POLICY_MESSAGES.sameAsLoginName],
        ['Password123', PASSWORD_POLICY_MESSAGES.common],
        [current, PASSWORD_POLICY_MESSAGES.sameAsCurrent],
      ] as const) {
        expect((await refused({ current, next })).resultMsg, next).toBe(message);
      }
      const mismatch = await refused({ current, next: NEW_PASSWORD, repeat: `${NEW_PASSWORD}x` });
      expect(mismatch.resultMsg).toBe(PASSWORD_POLICY_MESSAGES.mismatch);
      expect(JSON.stringify(mismatch)).toContain('confirmPassword');
      const unreadable = await call(changePassword, mine.authorization, {
        oldPassword: 'bm90IGEgY2lwaGVydGV4dA==',
        newPassword: 'bm90IGEgY2lwaGVydGV4dA==',
        confirmPassword: 'bm90IGEgY2lwaGVydGV4dA==',
      });
      expect(unreadable.statusCode).toBe(400);
      expect(unreadable.json().resultMsg).toBe('密码解密失败，请刷新页面后重试');
      expect((await call(changePassword, mine.authorization, {})).statusCode).toBe(400);

      // Nothing changed: the old password logs in, the other session lives.
      expect((await client.passwordLogin(account.loginName, current)).json().resultStat).toBe('000');
      expect((await call(loginInfo, other.authorization)).statusCode).toBe(200);
      const events = await eventsOf(account.id);
      expect(events).toContain('password-change-failure');
      expect(events).not.toContain('password-changed');
    });

    it('asks an account with a second factor for a code sent for this purpose', async () => {
      const mobile = `139${String(Date.now()).slice(-8)}`;
      const email = `change-${Date.now()}@example.com`;
      const account = await createTestAccount(db(), { secondAuth: true, mobile, email });
      const client = createAuthClient(testApp.app);
      // Logging in takes the second factor too: password, then the login code.
      const step = (await client.passwordLogin(account.loginName)).json().data as { TMPTOKEN: string };
      await client.loginMode({ loginMode: 'sendPin', tmpToken: step.TMPTOKEN, type: '0' });
      const loginCode = (await latestOutboxMessage(testApp.outboxDir, mobile))?.code ?? '';
      const tokens = (
        await client.loginMode({
          loginMode: 'checkPin',
          tmpToken: step.TMPTOKEN,
          type: '0',
          smsCode: loginCode,
        })
      ).json().data as { tokenType: string; value: string };
      const authorization = `${tokens.tokenType} ${tokens.value}`;

      const withoutCode = await client.changePassword(authorization, {
        current: DEMO_PASSWORD,
        next: NEW_PASSWORD,
      });
      expect(withoutCode.statusCode).toBe(400);
      expect(withoutCode.json().resultMsg).toBe('该账号已开启二次验证，请获取并输入验证码');

      // By e-mail: the mobile has just had the login code and waits out its 60 s before another.
      const sent = await call(sendChangePasswordCode, authorization, { type: '1' }, client.ip);
      expect(sent.json().data, sent.body).toMatchObject({
        channel: 'email',
        to: expect.stringContaining('***'),
      });
      const message = await latestOutboxMessage(testApp.outboxDir, email);
      expect(message?.text).toContain('修改登录密码');
      const wrongCode = message?.code === '000000' ? '111111' : '000000';
      const wrong = await client.changePassword(
        authorization,
        { current: DEMO_PASSWORD, next: NEW_PASSWORD },
        { type: '1', smsCode: wrongCode },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().resultMsg).toMatch(/^验证码错误/);
      const right = await client.changePassword(
        authorization,
        { current: DEMO_PASSWORD, next: NEW_PASSWORD },
        { type: '1', smsCode: message?.code ?? '' },
      );
      expect(right.statusCode, right.body).toBe(200);

      const codeRows = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.accountId, account.id), eq(auditEvents.event, 'code-sent')));
      expect(codeRows.map((row) => JSON.parse(row.detail ?? '{}').purpose).sort()).toEqual([
        'login',
        'password-change',
      ]);
    });

    it('answers 401 without a session', async () => {
      expect((await call(changePassword, '', {})).statusCode).toBe(401);
      expect((await call(sendChangePasswordCode, '', { type: '0' })).statusCode).toBe(401);
    });
  });

  describe('first login with an issued password', () => {
    it('lets the account only change its password until it has (403 for everything else)', async () => {
      const account = await createTestAccount(db(), { mustChangePassword: true, password: 'Issued#Pw2345' });
      const client = createAuthClient(testApp.app);
      const login = await client.passwordLogin(account.loginName, 'Issued#Pw2345');
      expect(login.json().data).toMatchObject({ RSP: '100', mustChangePassword: true });
      const { tokenType, value } = login.json().data as { tokenType: string; value: string };
      const authorization = `${tokenType} ${value}`;

      const info = await call(getUserInfo, authorization);
      expect(info.json().data).toMatchObject({ mustChangePassword: true, menuAuthorities: [] });
      expect((await call(loginInfo, authorization)).statusCode).toBe(200);
      const gated = await call(querySecurityLog, authorization);
      expect(gated.statusCode).toBe(403);
      expect(gated.json().resultMsg).toBe(PASSWORD_CHANGE_PENDING_MESSAGE);

      const changed = await client.changePassword(authorization, {
        current: 'Issued#Pw2345',
        next: OWN_PASSWORD,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await mustChange(account.id)).toBe(false);
      expect((await call(querySecurityLog, authorization)).statusCode).toBe(200);
      expect((await call(getUserInfo, authorization)).json().data.mustChangePassword).toBe(false);
      const log = (await call(querySecurityLog, authorization)).json().data.records as TSecurityLogEntry[];
      expect(log.map((entry) => entry.result)).toContain('修改初始密码');
      expect((await call(logout, authorization)).statusCode).toBe(200);
    });

    it('marks passwords issued for sub-accounts, staff and resets, never the demo accounts', async () => {
      const admin = createAuthClient(testApp.app);
      const adminAuth = (await admin.loginToken('demo_admin')).authorization;
      const staff = await call(createStaffAccount, adminAuth, {
        loginName: `pw_staff_${process.pid}`,
        displayName: '测试员工',
        orgCode: '10320100',
        roles: [ROLES.staffCity],
      });
      expect(staff.statusCode, staff.body).toBe(200);
      const staffData = staff.json().data as { account: { id: string }; initialPassword: string };
      expect(await mustChange(Number(staffData.account.id))).toBe(true);

      const main = await createTestAccount(db(), {
        corpCode: `SUP-PW${process.pid}`,
        roles: [ROLES.supplier],
      });
      const mainAuth = (await admin.loginToken(main.loginName)).authorization;
      const grantable = (await call(queryGrantableMenu, mainAuth)).json().data.menuAuthorities as {
        authorityCode: string;
      }[];
      const sub = await call(createSubAccount, mainAuth, {
        loginName: `pw_sub_${process.pid}`,
        displayName: '子账号',
        authorityCodes: grantable.slice(0, 1).map((item) => item.authorityCode),
      });
      expect(sub.statusCode, sub.body).toBe(200);
      const subData = sub.json().data as {
        account: { id: string; loginName: string };
        initialPassword: string;
      };
      expect(await mustChange(Number(subData.account.id))).toBe(true);
      const subClient = createAuthClient(testApp.app);
      await subClient.loginWithIssuedPassword(subData.account.loginName, subData.initialPassword);
      expect(await mustChange(Number(subData.account.id))).toBe(false);
      expect((await call(querySubAccounts, mainAuth)).statusCode).toBe(200);

      const reset = await call(resetAdminAccountPassword, adminAuth, { id: staffData.account.id });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(await mustChange(Number(staffData.account.id))).toBe(true);

      for (const demo of ['demo_admin', 'demo_simple', 'demo_supplier']) {
        const row = (await db().select().from(accounts).where(eq(accounts.loginName, demo)))[0];
        expect(row?.mustChangePassword, demo).toBe(false);
      }
    });
  });

  describe('忘记密码', () => {
    const startReset = async (userName: string, ip: string) => {
      const client = createAuthClient(testApp.app, ip);
      const attempt = await client.startAttempt();
      return call(
        forgotPasswordCode,
        '',
        { userName, sessionId: attempt.sessionId, verifyCode: TEST_CAPTCHA },
        ip,
      );
    };
    const reset = async (resetToken: string, smsCode: string, next: string, repeat = next) => {
      const client = createAuthClient(testApp.app);
      const { publicKey } = (await client.startAttempt()) as { publicKey: string };
      return call(resetPassword, '', {
        resetToken,
        smsCode,
        newPassword: encryptPassword(publicKey, next),
        confirmPassword: encryptPassword(publicKey, repeat),
      });
    };

    it('sends a code to the bound mobile first, then resets the password and ends every session', async () => {
      const mobile = `137${String(Date.now()).slice(-8)}`;
      const account = await createTestAccount(db(), { mobile, email: 'reset@example.com' });
      const client = createAuthClient(testApp.app);
      const session = await client.loginToken(account.loginName);

      const started = await startReset(account.loginName, client.ip);
      expect(started.statusCode, started.body).toBe(200);
      const { resetToken } = started.json().data as { resetToken: string };
      const message = await latestOutboxMessage(testApp.outboxDir, mobile);
      expect(message?.text).toContain('找回登录密码');
      const code = message?.code ?? '';

      const weak = await reset(resetToken, code, 'abcdefgh');
      expect(weak.json().resultMsg).toBe(PASSWORD_POLICY_MESSAGES.lettersAndDigits);
      const mismatch = await reset(resetToken, code, NEW_PASSWORD, `${NEW_PASSWORD}1`);
      expect(mismatch.json().resultMsg).toBe(PASSWORD_POLICY_MESSAGES.mismatch);
      const wrong = await reset(resetToken, code === '000000' ? '111111' : '000000', NEW_PASSWORD);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().resultMsg).toBe(RESET_CODE_WRONG);
      expect((await call(loginInfo, session.authorization)).statusCode).toBe(200);

      const done = await reset(resetToken, code, NEW_PASSWORD);
      expect(done.statusCode, done.body).toBe(200);
      expect((await call(loginInfo, session.authorization)).statusCode).toBe(401);
      expect((await client.passwordLogin(account.loginName, DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await client.passwordLogin(account.loginName, NEW_PASSWORD)).json().resultStat).toBe('000');
      // Used once.
      expect((await reset(resetToken, code, OWN_PASSWORD)).json().resultMsg).toBe(RESET_TOKEN_MESSAGE);
      const events = await eventsOf(account.id);
      expect(events).toEqual(expect.arrayContaining(['password-recovered', 'password-reset-failure']));
    });

    it('answers an unknown name and an account without contact exactly like a known one', async () => {
      const known = await createTestAccount(db(), { mobile: `136${String(Date.now()).slice(-8)}` });
      const noContact = await createTestAccount(db());
      const answers = [];
      for (const name of [known.loginName, noContact.loginName, `nobody_${Date.now()}`]) {
        const started = await startReset(name, createAuthClient(testApp.app).ip);
        expect(started.statusCode, started.body).toBe(200);
        const body = started.json() as { resultStat: string; data: { resetToken: string } };
        answers.push({ ...body, data: { ...body.data, resetToken: typeof body.data.resetToken } });
        const refused = await reset(body.data.resetToken, '123456', NEW_PASSWORD);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().resultMsg).toBe(RESET_CODE_WRONG);
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    });

    it('refuses a wrong captcha, a forged token, too many tries and a flood for one name', async () => {
      const account = await createTestAccount(db(), { mobile: `135${String(Date.now()).slice(-8)}` });
      const client = createAuthClient(testApp.app);
      const attempt = await client.startAttempt();
      const badCaptcha = await call(
        forgotPasswordCode,
        '',
        { userName: account.loginName, sessionId: attempt.sessionId, verifyCode: 'zzzz' },
        client.ip,
      );
      expect(badCaptcha.statusCode).toBe(400);
      expect(badCaptcha.json().resultMsg).toBe('验证码错误或已过期，请重新输入');
      expect((await reset('forged-token-0123456789abcdef', '123456', NEW_PASSWORD)).json().resultMsg).toBe(
        RESET_TOKEN_MESSAGE,
      );

      const { resetToken } = (await startReset(account.loginName, client.ip)).json().data as {
        resetToken: string;
      };
      const answers = [];
      for (let attemptNo = 0; attemptNo < 5; attemptNo += 1) {
        answers.push((await reset(resetToken, '000001', NEW_PASSWORD)).json().resultMsg as string);
      }
      expect(answers.slice(0, 4)).toEqual(Array(4).fill(RESET_CODE_WRONG));
      expect(answers[4]).toBe('验证码错误次数过多，请重新开始找回密码');
      expect((await reset(resetToken, '000001', NEW_PASSWORD)).json().resultMsg).toBe(RESET_TOKEN_MESSAGE);

      // Per name, from fresh addresses, known and unknown alike: the sixth request in an hour is refused.
      const fresh = await createTestAccount(db(), { mobile: `133${String(Date.now()).slice(-8)}` });
      for (const name of [fresh.loginName, `nobody_${Date.now()}`]) {
        const statuses = [];
        for (let request = 0; request < 6; request += 1) {
          statuses.push((await startReset(name, createAuthClient(testApp.app).ip)).statusCode);
        }
        expect(statuses.slice(0, 5)).not.toContain(429);
        expect(statuses[5]).toBe(429);
      }
      // Per address, whatever the names.
      const flooder = createAuthClient(testApp.app).ip;
      const statuses = [];
      for (let request = 0; request < 21; request += 1) {
        statuses.push((await startReset(`flood_${request}_${Date.now()}`, flooder)).statusCode);
      }
      expect(statuses.slice(0, 20)).not.toContain(429);
      expect(statuses[20]).toBe(429);
    });
  });

  it('names every audit kind in words in the security log, and a bank-change code as such', async () => {
    const account = await createTestAccount(db());
    await db()
      .insert(auditEvents)
      .values(
        AUDIT_EVENT_KIND_NAMES.map((event) => ({
          event,
          loginName: account.loginName,
          accountId: account.id,
          ip: '10.0.0.1',
          detail: JSON.stringify(event === 'code-sent' ? { channel: 'sms', purpose: 'bank-change' } : {}),
        })),
      );
    const authorization = (await createAuthClient(testApp.app).loginToken(account.loginName)).authorization;
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${querySecurityLog.path}?size=100`,
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    const records = response.json().data.records as TSecurityLogEntry[];
    expect(records.length).toBeGreaterThanOrEqual(AUDIT_EVENT_KIND_NAMES.length);
    for (const record of records) {
      expect(record.result, record.event).toMatch(/\p{Script=Han}/u);
      expect(record.result).not.toContain(record.event);
    }
    expect(records.find((record) => record.event === 'code-sent')?.result).toBe(
      '已发送短信验证码（修改银行账户）',
    );
  });
});

describe('code expiry of 忘记密码', () => {
  let testApp: TAuthTestApp;
  beforeAll(async () => {
    testApp = await createAuthTestApp(
      { database: 'pglite', store: 'database' },
      { seed: false, identity: { codeTtlSeconds: 1 } },
    );
  });
  afterAll(async () => testApp?.close());

  it('refuses an expired code with the same answer as a wrong one', async () => {
    const mobile = `134${String(Date.now()).slice(-8)}`;
    const account = await createTestAccount(testApp.database.db, { mobile });
    const client = createAuthClient(testApp.app);
    const attempt = await client.startAttempt();
    const started = await client.call('POST', forgotPasswordCode.path, {
      userName: account.loginName,
      sessionId: attempt.sessionId,
      verifyCode: TEST_CAPTCHA,
    });
    const { resetToken } = started.json().data as { resetToken: string };
    const code = (await latestOutboxMessage(testApp.outboxDir, mobile))?.code ?? '';
    await sleep(1_500);
    const expired = await client.call('POST', resetPassword.path, {
      resetToken,
      smsCode: code,
      newPassword: encryptPassword(attempt.publicKey, NEW_PASSWORD),
      confirmPassword: encryptPassword(attempt.publicKey, NEW_PASSWORD),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().resultMsg).toBe(RESET_CODE_WRONG);
    expect((await client.passwordLogin(account.loginName, DEMO_PASSWORD)).json().resultStat).toBe('000');
  });
});
