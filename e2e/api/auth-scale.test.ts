import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, E2E_CAPTCHA, encryptPassword } from '../support/auth.js';
import {
  createTestDatabase,
  dropTestDatabase,
  testDatabaseServer,
  testDatabaseUrl,
} from '../support/postgres.js';
import { useTempDirs } from '../support/own-server.js';
import { startServer, stopServer, type TStartedServer } from '../support/server-process.js';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two instances behind an imaginary load balancer, sharing PostgreSQL and Redis: whatever one
 * starts (key, captcha, code, session, lock) the other honours.
 */
describe.skipIf(!testDatabaseServer || !redisUrl)('two instances sharing PostgreSQL and Redis', () => {
  const databaseName = `supportal_e2e_${randomBytes(5).toString('hex')}`;
  const dirs = useTempDirs('scale');
  let a: TStartedServer;
  let b: TStartedServer;

  beforeAll(async () => {
    await createTestDatabase(databaseName);
    const databaseUrl = testDatabaseUrl(databaseName);
    const env = async () => {
      return {
        DATA_DIR: await dirs.create(),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl ?? '',
        REDIS_KEY_PREFIX: `supportal-e2e-${randomBytes(4).toString('hex')}:`,
        OUTBOX_DIR: path.join(os.tmpdir(), `supportal-e2e-scale-outbox-${databaseName}`),
        DEMO_NOTICE_COUNT: '20',
        // Short lives: what the run leaves in the shared Redis expires within minutes.
        SESSION_TTL_SECONDS: '300',
        REFRESH_TTL_SECONDS: '300',
        NODE_ENV: 'test',
        DEV_FIXED_CAPTCHA: E2E_CAPTCHA,
      };
    };
    // The first seeds the empty database; the second then starts on it (same Redis prefix).
    const first = await env();
    dirs.removeAfterwards(first.OUTBOX_DIR);
    a = await startServer(first);
    b = await startServer({
      ...(await env()),
      REDIS_KEY_PREFIX: first.REDIS_KEY_PREFIX,
      OUTBOX_DIR: first.OUTBOX_DIR,
    });
  });
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => stopServer(server)));
    if (testDatabaseServer) await dropTestDatabase(databaseName);
  });

  it('takes the key and captcha from A and the login on B, and the token works on both', async () => {
    const onA = createApiClient(a.url, '10.80.0.1');
    const onB = createApiClient(b.url, '10.80.0.1');
    const key = await onA.call<{ publicKey: string; sessionId: string }>(
      'POST',
      '/supportal/v1/login/getPublicKey',
      {},
    );
    await onA.call('GET', `/supportal/v1/login/getVerifyCode?sessionId=${key.body.data.sessionId}`);
    const login = await onB.call<{ tokenType: string; value: string }>(
      'POST',
      '/supportal/v1/login/portal-login',
      {
        loginMode: 'password',
        userName: 'demo_simple',
        password: encryptPassword(key.body.data.publicKey, 'Demo@2026'),
        sessionId: key.body.data.sessionId,
        verifyCode: E2E_CAPTCHA,
      },
    );
    expect(login.status).toBe(200);
    const token = `${login.body.data.tokenType} ${login.body.data.value}`;
    for (const client of [onA, onB]) {
      const info = await client.call<{ name: string }>(
        'GET',
        '/supportal/v1/user/getUserInfo',
        undefined,
        token,
      );
      expect(info.body.data.name).toBe('李晓梅');
    }

    // Logout on B revokes everywhere.
    expect((await onB.call('POST', '/supportal/login/logout', {}, token)).status).toBe(200);
    expect((await onA.call('GET', '/supportal/v1/user/getUserInfo', undefined, token)).status).toBe(401);
    expect((await onB.call('GET', '/supportal/v1/user/getUserInfo', undefined, token)).status).toBe(401);
  });

  it('enforces the resend wait and the lockout across instances', async () => {
    const onA = createApiClient(a.url, '10.80.0.2');
    const onB = createApiClient(b.url, '10.80.0.2');
    const first = await onA.passwordLogin('demo_supplier');
    const tmpToken = first.body.data.TMPTOKEN;
    expect(
      (
        await onA.call('POST', '/supportal/v1/login/portal-login', {
          loginMode: 'sendPin',
          tmpToken,
          type: '0',
        })
      ).status,
    ).toBe(200);
    const again = await onB.call('POST', '/supportal/v1/login/portal-login', {
      loginMode: 'sendPin',
      tmpToken,
      type: '0',
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const client = attempt % 2 === 0 ? onA : onB;
      statuses.push((await client.passwordLogin('staff_city', 'wrong-password')).status);
    }
    // The third failure in a row makes this address wait; further tries only hear how long.
    expect(statuses).toEqual([401, 401, 429, 429, 429]);
    expect((await onA.passwordLogin('staff_city')).status).toBe(429);
    expect((await onB.passwordLogin('staff_city')).status).toBe(429);
    // The wait binds that address on every instance, and nobody else: the owner elsewhere logs in.
    expect((await createApiClient(a.url, '10.80.0.3').passwordLogin('staff_city')).status).toBe(200);
  });
});
