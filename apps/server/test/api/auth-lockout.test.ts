import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { ACCOUNT_GUESSING_GUARD } from '../../src/modules/auth/auth-limits.js';
import { authBackends, createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import {
  createAuthClient,
  createTestAccount,
  DEMO_PASSWORD,
  latestOutboxMessage,
} from '../helpers/auth-client.js';

/** Waits after the n-th wrong password from one address, short enough to wait them out in a test. */
const THIRD_WAIT_MS = 1_000;
const FOURTH_WAIT_MS = 2_000;
const TEST_DELAYS_MS = [0, 0, THIRD_WAIT_MS, FOURTH_WAIT_MS, 60_000];
/**
 * How long past a wait the test tries again. A loaded 2-core machine can stall a few hundred ms;
 * tries are limited per account and address, so the test cannot poll instead.
 */
const PAST_WAIT_MS = 700;

describe.each(authBackends())('wrong passwords on $database with the $store store', (backend) => {
  let testApp: TAuthTestApp;
  beforeAll(async () => {
    testApp = await createAuthTestApp(backend, { identity: { passwordFailureDelaysMs: TEST_DELAYS_MS } });
  });
  afterAll(async () => testApp?.close());

  const db = () => testApp.database.db;
  const auditOf = (loginName: string) =>
    db().select().from(auditEvents).where(eq(auditEvents.loginName, loginName)).orderBy(auditEvents.id);

  it('makes one address wait longer after each failure, then locks it out (audited for staff)', async () => {
    const staff = await createTestAccount(db(), { kind: 'staff', roles: ['STAFF'] });
    const guesser = createAuthClient(testApp.app);
    const wrong = () => guesser.passwordLogin(staff.loginName, 'wrong-password');

    expect((await wrong()).statusCode).toBe(401);
    expect((await wrong()).statusCode).toBe(401);
    const third = await wrong();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('1');
    // Tries during the wait are refused unchecked and do not count.
    const early = await wrong();
    expect(early.statusCode).toBe(429);
    await sleep(THIRD_WAIT_MS + PAST_WAIT_MS);

    const fourth = await wrong();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBe('2');
    expect(fourth.json().resultMsg).toBe('密码错误次数过多，请2秒后再试');
    await sleep(FOURTH_WAIT_MS + PAST_WAIT_MS);

    const fifth = await wrong();
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('60');
    expect(fifth.json()).toMatchObject({
      resultStat: '429',
      resultMsg: '密码错误次数过多，账号已锁定，请1分钟后再试',
      retryAfter: 60,
      data: null,
    });
    expect((await guesser.passwordLogin(staff.loginName, DEMO_PASSWORD)).statusCode).toBe(429);

    const lockouts = (await auditOf(staff.loginName)).filter((event) => event.event === 'lockout');
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({ accountId: staff.id, ip: guesser.ip });
    expect(JSON.parse(lockouts[0]?.detail ?? '{}')).toMatchObject({ failures: 5, accountKind: 'staff' });

    // The owner, from their own address, is not locked.
    const owner = await createAuthClient(testApp.app).passwordLogin(staff.loginName, DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
  });

  it('forgets an address’s failures once it logs in', async () => {
    const account = await createTestAccount(db());
    const client = createAuthClient(testApp.app);
    for (let round = 0; round < 2; round += 1) {
      expect((await client.passwordLogin(account.loginName, 'wrong-password')).statusCode).toBe(401);
      expect((await client.passwordLogin(account.loginName, 'wrong-password')).statusCode).toBe(401);
      expect((await client.passwordLogin(account.loginName, DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('lets the owner in with password and code while a stranger is locked out', async () => {
    const account = await createTestAccount(db(), { mobile: '13687654321', secondAuth: true });
    const stranger = createAuthClient(testApp.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await stranger.passwordLogin(account.loginName, 'wrong-password')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);

    const owner = createAuthClient(testApp.app);
    const first = await owner.passwordLogin(account.loginName);
    expect(first.statusCode).toBe(200);
    const tmpToken = first.json().data.TMPTOKEN as string;
    expect((await owner.loginMode({ loginMode: 'sendPin', tmpToken, type: '0' })).statusCode).toBe(200);
    const code = (await latestOutboxMessage(testApp.outboxDir, '13687654321'))?.code;
    const session = await owner.loginMode({ loginMode: 'checkPin', tmpToken, type: '0', smsCode: code });
    expect(session.statusCode).toBe(200);
    expect(session.json().data.value).toBeTruthy();
  });

  it('slows, but never refuses, an account guessed at from many addresses', async () => {
    const account = await createTestAccount(db());
    const perAddress = 2;
    for (let source = 0; source < ACCOUNT_GUESSING_GUARD.failures / perAddress; source += 1) {
      const guesser = createAuthClient(testApp.app);
      for (let attempt = 0; attempt < perAddress; attempt += 1) {
        expect((await guesser.passwordLogin(account.loginName, 'wrong-password')).statusCode).toBe(401);
      }
    }
    const events = await auditOf(account.loginName);
    expect(events.filter((event) => event.event === 'password-guessing')).toHaveLength(1);

    const owner = createAuthClient(testApp.app);
    const attempt = await owner.startAttempt();
    const startedAt = Date.now();
    const login = await owner.passwordLogin(account.loginName, DEMO_PASSWORD, { attempt });
    expect(login.statusCode).toBe(200);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(ACCOUNT_GUESSING_GUARD.delayMs - 20);
  });
});
