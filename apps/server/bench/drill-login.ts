/** What the drills share to log in as demo accounts on servers started with NODE_ENV=test. */
import { constants, publicEncrypt } from 'node:crypto';
import { SESSION_COOKIE_NAME, WEB_CLIENT_HEADER, WEB_CLIENT_HEADER_VALUE } from '@supportal/contract';

/** The fixed captcha the drills start their servers with (DEV_FIXED_CAPTCHA). */
export const DRILL_CAPTCHA = 'dr1ll';
export const DEMO_PASSWORD = 'Demo@2026';

/** The password as the login card sends it: RSA-OAEP (SHA-256) with the server's key, base64. */
export const encryptPassword = (publicKey: string, password = DEMO_PASSWORD) =>
  publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');

/**
 * Logs a demo account in over HTTP as the portal's login card does (the web client's header included),
 * with `headers` added to every call (a forwarded address); resolves with its session cookie
 * (`name=value`, as a browser sends it back).
 */
export const logInForCookie = async (url: string, userName: string, headers: Record<string, string> = {}) => {
  const json = {
    'content-type': 'application/json',
    [WEB_CLIENT_HEADER]: WEB_CLIENT_HEADER_VALUE,
    ...headers,
  };
  const key = (await (
    await fetch(`${url}/supportal/v1/login/getPublicKey`, { method: 'POST', headers: json, body: '{}' })
  ).json()) as { data: { publicKey: string; sessionId: string } };
  await fetch(`${url}/supportal/v1/login/getVerifyCode?sessionId=${key.data.sessionId}`, { headers });
  const response = await fetch(`${url}/supportal/v1/login/portal-login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      loginMode: 'password',
      userName,
      password: encryptPassword(key.data.publicKey),
      sessionId: key.data.sessionId,
      verifyCode: DRILL_CAPTCHA,
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`))
    ?.split(';')[0];
  if (!cookie) throw new Error(`${userName} 登录失败：${await response.text()}`);
  return cookie;
};
