import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ROLES } from '@supportal/contract';
import type { TDatabase } from '../../src/db/database.js';
import { accounts } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/modules/auth/password-hash.js';

export const TEST_CAPTCHA = 'Ab3x';
export const DEMO_PASSWORD = 'Demo@2026';
/** A password of the account's own choosing that passes the policy for new passwords. */
export const OWN_PASSWORD = 'Lantern7river';

/** What a browser does: RSA-OAEP (SHA-256) of the UTF-8 password, base64. */
export const encryptPassword = (publicKeyPem: string, password: string) =>
  publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');

export type TOutboxMessage = { channel: 'sms' | 'email'; recipient: string; text: string; code: string };

/** The newest outbox message to a recipient. */
export const latestOutboxMessage = async (dir: string, recipient: string): Promise<TOutboxMessage | null> => {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of names.reverse()) {
    const message = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as TOutboxMessage;
    if (message.recipient === recipient) return message;
  }
  return null;
};

/** A fresh account for one test, so lockouts and resend waits of other tests do not interfere. */
export const createTestAccount = async (
  db: TDatabase,
  overrides: Partial<typeof accounts.$inferInsert> & { password?: string } = {},
) => {
  const loginName = overrides.loginName ?? `t_${randomBytes(5).toString('hex')}`;
  const { password = DEMO_PASSWORD, ...columns } = overrides;
  const [row] = await db
    .insert(accounts)
    .values({
      loginName,
      passwordHash: await hashPassword(password),
      displayName: '测试用户',
      kind: 'supplier',
      supplierCode: `SUP${randomBytes(3).toString('hex')}`,
      supplierName: '测试供应商有限公司',
      corpCode: 'SUP-TEST',
      corpName: '测试供应商有限公司',
      mobile: null,
      email: null,
      secondAuth: false,
      roles: ['SUPPLIER'],
      ...columns,
    })
    .returning();
  if (!row) throw new Error('account not created');
  return row;
};

let ipCounter = 0;
/** A distinct client address per test, so per-IP limits of one test do not hit another. */
export const nextTestIp = () => {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${1 + (process.pid % 250)}`;
};

/** Calls the login API the way the web does, from one client address. */
export const createAuthClient = (app: FastifyInstance, ip = nextTestIp()) => {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
    app.inject({
      method,
      url,
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? { authorization: token } : {},
    });

  const startAttempt = async () => {
    const response = await call('POST', '/supportal/v1/login/getPublicKey', {});
    const data = response.json().data as { publicKey: string; sessionId: string };
    // The image must be fetched: it is what stores the answer.
    const image = await call('GET', `/supportal/v1/login/getVerifyCode?sessionId=${data.sessionId}&t=1`);
    return { ...data, image };
  };

  const passwordLogin = async (
    userName: string,
    password = DEMO_PASSWORD,
    options: { captcha?: string; attempt?: { publicKey: string; sessionId: string } } = {},
  ): Promise<LightMyRequestResponse> => {
    const attempt = options.attempt ?? (await startAttempt());
    return call('POST', '/supportal/v1/login/portal-login', {
      loginMode: 'password',
      userName,
      password: encryptPassword(attempt.publicKey, password),
      sessionId: attempt.sessionId,
      verifyCode: options.captcha ?? TEST_CAPTCHA,
    });
  };

  const loginMode = (payload: Record<string, unknown>) =>
    call('POST', '/supportal/v1/login/portal-login', payload);

  /** Logs in an account without second factor; the Authorization header value. */
  const loginToken = async (userName: string, password = DEMO_PASSWORD) => {
    const response = await passwordLogin(userName, password);
    const data = response.json().data as { tokenType: string; value: string; refreshToken: string };
    if (!data?.value) throw new Error(`login failed: ${response.body}`);
    return { authorization: `${data.tokenType} ${data.value}`, refreshToken: data.refreshToken };
  };

  /** 修改密码 as the web sends it: every password encrypted with the login key; `extra` adds the code. */
  const changePassword = async (
    authorization: string,
    passwords: { current: string; next: string; repeat?: string },
    extra: Record<string, string> = {},
  ) => {
    const response = await call('POST', '/supportal/v1/login/getPublicKey', {});
    const { publicKey } = response.json().data as { publicKey: string };
    return call(
      'POST',
      '/supportal/v1/login/change-password',
      {
        oldPassword: encryptPassword(publicKey, passwords.current),
        newPassword: encryptPassword(publicKey, passwords.next),
        confirmPassword: encryptPassword(publicKey, passwords.repeat ?? passwords.next),
        ...extra,
      },
      authorization,
    );
  };

  /** Logs in with an issued password and replaces it, as the first login must; the session goes on. */
  const loginWithIssuedPassword = async (userName: string, issued: string, own = OWN_PASSWORD) => {
    const tokens = await loginToken(userName, issued);
    const changed = await changePassword(tokens.authorization, { current: issued, next: own });
    if (changed.statusCode !== 200) throw new Error(`password change failed: ${changed.body}`);
    return tokens;
  };

  return {
    ip,
    call,
    startAttempt,
    passwordLogin,
    loginMode,
    loginToken,
    changePassword,
    loginWithIssuedPassword,
  };
};

/**
 * Supplier accounts made and logged in for a test, each with its e-mail address (or none), by the
 * name the test calls them: their ids, login names and Authorization header values.
 */
export const loggedInSuppliers = async (
  app: FastifyInstance,
  db: TDatabase,
  emails: Record<string, string | null>,
) => {
  const people = new Map<string, { id: number; loginName: string; authorization: string }>();
  for (const [who, email] of Object.entries(emails)) {
    const account = await createTestAccount(db, { roles: [ROLES.supplier], email });
    const { authorization } = await createAuthClient(app).loginToken(account.loginName);
    people.set(who, { id: account.id, loginName: account.loginName, authorization });
  }
  return people;
};
