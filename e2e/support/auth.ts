import { constants, publicEncrypt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The e2e server runs with DEV_FIXED_CAPTCHA=E2E_CAPTCHA (NODE_ENV=test): every captcha answers this. */
export const E2E_CAPTCHA = 'e2e7';
export const DEMO_PASSWORD = 'Demo@2026';

export type TOutboxMessage = { channel: 'sms' | 'email'; recipient: string; text: string; code: string };

/** Where the server writes codes it would send (one JSON file per message). */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** Waits for a code message to the recipient newer than `since` (ms) and returns it. */
export const waitForOutboxMessage = async (
  dataDir: string,
  recipient: string,
  since: number,
  timeoutMs = 10_000,
): Promise<TOutboxMessage> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dir = outboxDir(dataDir);
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
    const messages = await Promise.all(
      names.map(
        async (name) =>
          JSON.parse(await readFile(path.join(dir, name), 'utf8')) as TOutboxMessage & { createdAt: string },
      ),
    );
    const found = messages
      // Codes only: a reminder (certificate expiry, 催办) to the same person carries none.
      .filter(
        (message) =>
          message.recipient === recipient && Boolean(message.code) && Date.parse(message.createdAt) >= since,
      )
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no outbox message to ${recipient} within ${timeoutMs} ms`);
};

export const encryptPassword = (publicKeyPem: string, password: string) =>
  publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');

export const SESSION_COOKIE = 'supportal_session';
/** What the portal's pages send with every call (the server refuses cookie writes without it). */
export const WEB_PAGE_HEADERS = (baseUrl: string) => ({ 'x-supportal-client': 'web', origin: baseUrl });

type TEnvelope<T = Record<string, unknown>> = { resultStat: string; resultMsg: string; data: T };

/** A black-box client of the login API from one (forwarded) client address. */
export const createApiClient = (baseUrl: string, clientIp: string) => {
  const call = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    body?: unknown,
    token?: string,
    extraHeaders: Record<string, string> = {},
  ) => {
    const response = await fetch(`${baseUrl}${pathAndQuery}`, {
      method,
      headers: {
        'x-forwarded-for': clientIp,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: token } : {}),
        ...extraHeaders,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson ? await response.json() : null) as TEnvelope<T>,
      bytes: isJson ? null : Buffer.from(await response.arrayBuffer()),
    };
  };

  /**
   * Password step of a login: key, captcha image (which stores the answer), then the call; as the
   * portal's own page when `asWebPage` (the session then comes back as a cookie).
   */
  const passwordLogin = async (
    userName: string,
    password = DEMO_PASSWORD,
    captcha = E2E_CAPTCHA,
    asWebPage = false,
  ) => {
    const key = await call<{ publicKey: string; sessionId: string }>(
      'POST',
      '/supportal/v1/login/getPublicKey',
      {},
    );
    await call(
      'GET',
      `/supportal/v1/login/getVerifyCode?sessionId=${key.body.data.sessionId}&t=${Date.now()}`,
    );
    return call<Record<string, string>>(
      'POST',
      '/supportal/v1/login/portal-login',
      {
        loginMode: 'password',
        userName,
        password: encryptPassword(key.body.data.publicKey, password),
        sessionId: key.body.data.sessionId,
        verifyCode: captcha,
      },
      undefined,
      asWebPage ? WEB_PAGE_HEADERS(baseUrl) : {},
    );
  };

  /** Logs in an account without second factor; returns the Authorization header value. */
  const loginToken = async (userName: string) => {
    const response = await passwordLogin(userName);
    const data = response.body.data;
    if (!data?.value) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
    return `${data.tokenType} ${data.value}`;
  };

  /** Logs in as the portal's login card does; returns the HttpOnly session cookie's value. */
  const loginCookie = async (userName: string, password = DEMO_PASSWORD) => {
    const response = await passwordLogin(userName, password, E2E_CAPTCHA, true);
    const cookie = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '');
    if (!cookie?.[1]) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
    return cookie[1];
  };

  /**
   * Logs in an account with the second factor on as the login card does, the code read from the
   * outbox; returns the HttpOnly session cookie's value. The code goes by SMS, or by e-mail while
   * another test's SMS to the account still blocks a resend (60 s).
   */
  const loginCookieWithCode = async (
    userName: string,
    dataDir: string,
    contacts: { mobile: string; email: string },
  ) => {
    const first = await passwordLogin(userName, DEMO_PASSWORD, E2E_CAPTCHA, true);
    const tmpToken = first.body.data?.TMPTOKEN;
    if (!tmpToken) throw new Error(`no second step: ${JSON.stringify(first.body)}`);
    const headers = WEB_PAGE_HEADERS(baseUrl);
    const path = '/supportal/v1/login/portal-login';
    // Other tests log the same demo account in: when both channels are in their resend wait, wait it out once.
    const channels = [
      ['0', contacts.mobile],
      ['1', contacts.email],
    ] as const;
    for (const [round, [type, recipient]] of [...channels, ...channels].entries()) {
      const since = Date.now() - 1000;
      const sent = await call('POST', path, { loginMode: 'sendPin', tmpToken, type }, undefined, headers);
      if (sent.body.resultStat !== '000') {
        const retryAfter = Number((sent.body as { retryAfter?: number }).retryAfter ?? 0);
        if (round === channels.length - 1 && retryAfter > 0)
          await new Promise((resolve) => setTimeout(resolve, (retryAfter + 1) * 1000));
        continue;
      }
      const { code } = await waitForOutboxMessage(dataDir, recipient, since);
      const checked = await call(
        'POST',
        path,
        { loginMode: 'checkPin', tmpToken, type, smsCode: code },
        undefined,
        headers,
      );
      const cookie = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(checked.headers.get('set-cookie') ?? '');
      if (!cookie?.[1]) throw new Error(`login failed: ${JSON.stringify(checked.body)}`);
      return cookie[1];
    }
    throw new Error(`no code could be sent to ${userName}`);
  };

  return { call, passwordLogin, loginToken, loginCookie, loginCookieWithCode };
};

/** A caller of the API as `userName` with a bearer token: posts under /supportal/v1; non-success answers throw. */
export const apiCallerAs = async (baseUrl: string, userName: string, ip: string) => {
  const client = createApiClient(baseUrl, ip);
  const token = await client.loginToken(userName);
  return async <T>(path: string, body: unknown = {}): Promise<T> => {
    const answer = (await client.call<T>('POST', `/supportal/v1${path}`, body, token)).body;
    if (answer.resultStat !== '000') throw new Error(`${path} as ${userName}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
};

/**
 * Replaces an account's issued password through the API, as its first login must (a new sub-account
 * or staff account, a reset): later logins use `chosen`.
 */
export const replaceIssuedPassword = async (
  baseUrl: string,
  clientIp: string,
  account: { loginName: string; issued: string; chosen: string },
) => {
  const client = createApiClient(baseUrl, clientIp);
  const login = await client.passwordLogin(account.loginName, account.issued);
  const token = `${login.body.data.tokenType} ${login.body.data.value}`;
  const key = await client.call<{ publicKey: string }>('POST', '/supportal/v1/login/getPublicKey', {});
  const encrypt = (text: string) => encryptPassword(key.body.data.publicKey, text);
  const changed = await client.call(
    'POST',
    '/supportal/v1/login/change-password',
    {
      oldPassword: encrypt(account.issued),
      newPassword: encrypt(account.chosen),
      confirmPassword: encrypt(account.chosen),
    },
    token,
  );
  if (changed.body.resultStat !== '000')
    throw new Error(`password not changed: ${JSON.stringify(changed.body)}`);
};

/**
 * An account `creator` makes through the API (`endpoint`, with `fields`), its issued password already
 * replaced by `chosen` (from `clientIp`): the workspace then opens at once, without 修改初始密码.
 */
export const createAccountWithPassword = async (
  baseUrl: string,
  creator: { userName: string; clientIp: string },
  endpoint: string,
  fields: { loginName: string } & Record<string, unknown>,
  { chosen, clientIp }: { chosen: string; clientIp: string },
) => {
  const create = await apiCallerAs(baseUrl, creator.userName, creator.clientIp);
  const { initialPassword } = await create<{ initialPassword: string }>(endpoint, fields);
  await replaceIssuedPassword(baseUrl, clientIp, {
    loginName: fields.loginName,
    issued: initialPassword,
    chosen,
  });
};
