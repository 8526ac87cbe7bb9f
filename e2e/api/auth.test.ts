import { describe, expect, inject, it } from 'vitest';
import { createApiClient, E2E_CAPTCHA } from '../support/auth.js';
import { runServerToExit } from '../support/server-process.js';

const baseUrl = inject('baseUrl');

describe('identity calls of the started portal', () => {
  it('refuses to start with DEV_FIXED_CAPTCHA in production', async () => {
    const result = await runServerToExit({ NODE_ENV: 'production', DEV_FIXED_CAPTCHA: 'abcd' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('DEV_FIXED_CAPTCHA');
    expect(result.output).toContain('NODE_ENV=production');
  });

  it('serves a PNG captcha whose answer is single-use', async () => {
    const client = createApiClient(baseUrl, '10.79.0.1');
    const key = await client.call<{ publicKey: string; sessionId: string }>(
      'POST',
      '/supportal/v1/login/getPublicKey',
      {},
    );
    const image = await client.call(
      'GET',
      `/supportal/v1/login/getVerifyCode?sessionId=${key.body.data.sessionId}`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.bytes?.subarray(1, 4).toString()).toBe('PNG');

    const first = await client.passwordLogin('demo_simple');
    expect(first.body.data.RSP).toBe('100');
    // Same sessionId again: the answer was used up.
    const replay = await client.call('POST', '/supportal/v1/login/portal-login', {
      loginMode: 'password',
      userName: 'demo_simple',
      password: 'AAAA',
      sessionId: key.body.data.sessionId,
      verifyCode: E2E_CAPTCHA,
    });
    const again = await client.call('POST', '/supportal/v1/login/portal-login', {
      loginMode: 'password',
      userName: 'demo_simple',
      password: 'AAAA',
      sessionId: key.body.data.sessionId,
      verifyCode: E2E_CAPTCHA,
    });
    expect(replay.status).toBe(400);
    expect(again.status).toBe(400);
    expect(again.body.resultMsg).toBe('验证码错误或已过期，请重新输入');
  });

  it('answers a flood of login attempts with 429, Retry-After and the envelope', async () => {
    const client = createApiClient(baseUrl, '10.79.0.2');
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        client.call('POST', '/supportal/v1/login/portal-login', {
          loginMode: 'password',
          userName: 'flood_target',
          password: 'AAAA',
          sessionId: 'abcdefghijklmnopqrstuvwxyz012345',
          verifyCode: 'x',
        }),
      ),
    );
    const limited = responses.filter((response) => response.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    expect(limited[0]?.body).toMatchObject({ resultStat: '429', data: null });
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('trades a getToken ticket for a session at login4SSO, once', async () => {
    const client = createApiClient(baseUrl, '10.79.0.3');
    const token = await client.loginToken('staff_hq');
    const ticket = await client.call<{
      additionalInformation: { accId: string; supplierCode: string; token: string };
    }>('POST', '/supportal/v1/login/getToken', {}, token);
    const { accId, supplierCode, token: sso } = ticket.body.data.additionalInformation;
    const url = `/supportal/login/login4SSO?accId=${accId}&supplierCode=${encodeURIComponent(supplierCode)}&token=${sso}`;
    const session = await client.call<{ tokenType: string; value: string }>('GET', url);
    expect(session.status).toBe(200);
    const info = await client.call<{ userName: string }>(
      'GET',
      '/supportal/login/info',
      undefined,
      `${session.body.data.tokenType} ${session.body.data.value}`,
    );
    expect(info.body.data.userName).toBe('staff_hq');
    expect((await client.call('GET', url)).status).toBe(401);
  });

  it('documents every identity call in OpenAPI', async () => {
    const document = (await (await fetch(`${baseUrl}/supportal/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/supportal/v1/login/getPublicKey',
      '/supportal/v1/login/getVerifyCode',
      '/supportal/v1/login/portal-login',
      '/supportal/v1/login/bind-mobile',
      '/supportal/v1/user/getUserInfo',
      '/supportal/login/login',
      '/supportal/login/login4SSO',
      '/supportal/login/info',
      '/supportal/login/logout',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});
