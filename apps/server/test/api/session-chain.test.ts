import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authBackends, createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { createAuthClient, createTestAccount } from '../helpers/auth-client.js';

type TTokens = { value: string; refreshToken: string; expiresIn: number };

describe.each(authBackends())('session chains on $database with the $store store', (backend) => {
  let testApp: TAuthTestApp;
  /** Sessions capped at 3 s although access tokens would live a minute. */
  let cappedApp: TAuthTestApp;
  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
    cappedApp = await createAuthTestApp(backend, {
      seed: false,
      identity: { sessionTtlSeconds: 60, refreshTtlSeconds: 600, sessionMaxLifetimeSeconds: 3 },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await cappedApp?.close();
  });

  const clientOf = (app: TAuthTestApp) => {
    const client = createAuthClient(app.app);
    const login = async (loginName: string): Promise<TTokens> =>
      (await client.passwordLogin(loginName)).json().data as TTokens;
    const refresh = (refreshToken: string) =>
      client.call('POST', '/supportal/v1/login/refresh-token', { refreshToken });
    const info = (tokens: TTokens) =>
      client.call('GET', '/supportal/login/info', undefined, `Bearer ${tokens.value}`);
    return { login, refresh, info };
  };

  it('revokes every token of a session when a used refresh token comes back', async () => {
    const account = await createTestAccount(testApp.database.db);
    const client = clientOf(testApp);
    const first = await client.login(account.loginName);
    const other = await client.login(account.loginName);
    const second = (await client.refresh(first.refreshToken)).json().data as TTokens;
    const third = (await client.refresh(second.refreshToken)).json().data as TTokens;
    expect((await client.info(third)).statusCode).toBe(200);

    // A stolen copy of the first refresh token is replayed: refused, and the whole session ends.
    const replay = await client.refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ resultStat: '401', resultMsg: '登录已过期，请重新登录' });
    expect((await client.info(third)).statusCode).toBe(401);
    expect((await client.refresh(third.refreshToken)).statusCode).toBe(401);
    // Another login of the same account is a session of its own.
    expect((await client.info(other)).statusCode).toBe(200);
  });

  it('keeps the login time across refreshes and revokes the refresh token on logout', async () => {
    const account = await createTestAccount(testApp.database.db);
    const client = clientOf(testApp);
    const first = await client.login(account.loginName);
    const loginAt = (await client.info(first)).json().data.loginAt as string;
    await sleep(1_100);
    const second = (await client.refresh(first.refreshToken)).json().data as TTokens;
    expect((await client.info(second)).json().data.loginAt).toBe(loginAt);
    const logout = await createAuthClient(testApp.app).call(
      'POST',
      '/supportal/login/logout',
      {},
      `Bearer ${second.value}`,
    );
    expect(logout.statusCode).toBe(200);
    expect((await client.refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('ends a session at its cap however often it is refreshed', async () => {
    const account = await createTestAccount(cappedApp.database.db);
    const client = clientOf(cappedApp);
    const first = await client.login(account.loginName);
    expect(first.expiresIn).toBeLessThanOrEqual(3);
    await sleep(1_200);
    const refreshed = await client.refresh(first.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json().data as TTokens;
    // The new access token ends with the session, not a minute from now.
    expect(second.expiresIn).toBeLessThanOrEqual(2);
    expect((await client.info(second)).statusCode).toBe(200);

    await sleep(2_000);
    expect((await client.info(second)).statusCode).toBe(401);
    expect((await client.refresh(second.refreshToken)).statusCode).toBe(401);
  });
});
