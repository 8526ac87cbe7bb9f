import type { Locator, Page } from 'playwright-core';
import { createApiClient, DEMO_PASSWORD, E2E_CAPTCHA, SESSION_COOKIE, waitForOutboxMessage } from './auth.js';
import { openPage } from './page-helpers.js';

/**
 * Client addresses `<prefix>.<pid>.<n>`, a new one each call (the server trusts X-Forwarded-For, as
 * behind a load balancer), so per-IP login limits of one login never reach another. A file's own
 * prefix keeps its addresses apart from other files'.
 */
export const clientIps = (prefix: string) => {
  let counter = 0;
  return () => {
    counter += 1;
    return `${prefix}.${process.pid % 250}.${counter % 250}`;
  };
};

const nextOwnIp = clientIps('10.77');
/** Gives the page a client address of its own, so per-IP login limits of one test never reach another. */
export const useOwnClientIp = async (page: Page) => {
  const ip = nextOwnIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
};

/** The login card the page shows, once its captcha image has loaded. */
export const shownLoginCard = async (page: Page): Promise<Locator> => {
  const card = page.locator('section[aria-labelledby="login-card-title"]');
  await card.getByRole('img', { name: /图形验证码/ }).waitFor();
  return card;
};

/** The home page's login card, with its captcha image loaded. */
export const openLoginCard = async (page: Page, path = '/home'): Promise<Locator> => {
  await page.goto(path);
  return shownLoginCard(page);
};

export const submitLogin = async (
  card: Locator,
  userName: string,
  { password = DEMO_PASSWORD, captcha = E2E_CAPTCHA }: { password?: string; captcha?: string } = {},
) => {
  await card.getByPlaceholder('请输入用户名').fill(userName);
  await card.getByPlaceholder('请输入密码').fill(password);
  await card.getByPlaceholder('请输入验证码').fill(captcha);
  await card.getByRole('button', { name: /登\s*录/ }).click();
};

/** The toast the request layer or a dialog shows. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text });

/** Logs the browser in the way the login card does (an HttpOnly session cookie), for tests not about login. */
export const logInBrowser = async (
  page: Page,
  baseUrl: string,
  userName: string,
  clientIp = '10.79.0.1',
  password?: string,
) => {
  const cookie = await createApiClient(baseUrl, clientIp).loginCookie(userName, password);
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value: cookie, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  return cookie;
};

/**
 * Logs the browser in as `userName` from a client address of its own, which its pages then send too,
 * and opens `path` (until hydrated).
 */
export const openPageAs = async (page: Page, baseUrl: string, userName: string, path: string) => {
  await logInBrowser(page, baseUrl, userName, await useOwnClientIp(page));
  return openPage(page, path);
};

/**
 * Until the antd modal of class `kind` titled `title` has ended its opening animation: clicks during
 * antd's zoom-in can be lost on a loaded machine, which a person never notices but a test does.
 */
const openingEnded = (page: Page, kind: 'ant-modal' | 'ant-modal-confirm', title: string) =>
  page.waitForFunction(
    ([modalClass, text]) =>
      Array.from(document.querySelectorAll(`.${modalClass}`)).some(
        (modal) =>
          modal.querySelector(`.${modalClass}-title`)?.textContent === text &&
          !Array.from(modal.classList).some((cls) => /-(appear|enter)/.test(cls)),
      ),
    [kind, title] as const,
  );

/** A dialog once its opening animation has ended. */
export const openedDialog = async (page: Page, name: string, timeoutMs?: number): Promise<Locator> => {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor(timeoutMs === undefined ? {} : { timeout: timeoutMs });
  await openingEnded(page, 'ant-modal', name);
  return dialog;
};

/** An antd confirm-style dialog (提醒, confirmations) once its opening animation has ended. */
export const openedConfirm = async (page: Page, title: string): Promise<Locator> => {
  const dialog = page
    .locator('.ant-modal-confirm')
    .filter({ has: page.locator('.ant-modal-confirm-title', { hasText: title }) });
  await dialog.waitFor();
  await openingEnded(page, 'ant-modal-confirm', title);
  return dialog;
};

/**
 * An account with the second factor on logs in at the login card (at `path`), from an address of its
 * own, up to the code dialog (身份验证), open.
 */
export const startCodeLogin = async (page: Page, userName: string, path?: string) => {
  await useOwnClientIp(page);
  const card = await openLoginCard(page, path);
  await submitLogin(card, userName);
  return { card, dialog: await openedDialog(page, '身份验证') };
};

/** Types a code into the code dialog and confirms it. */
export const enterCode = async (dialog: Locator, code: string) => {
  await dialog.getByPlaceholder('请输入6位验证码').fill(code);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
};

/**
 * Sends the code of the open code dialog. The server allows one code per account and channel every
 * 60 s: when another test has just sent one, wait as long as the server says and send again.
 */
export const sendCode = async (page: Page, dialog: Locator, recipient: string, dataDir: string) => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    const answer = toast(page, /验证码发送成功！|请\d+秒后再重新获取/).first();
    const text = (await answer.textContent()) ?? '';
    if (text.includes('验证码发送成功')) return waitForOutboxMessage(dataDir, recipient, sentAt);
    const seconds = Number(/请(\d+)秒/.exec(text)?.[1] ?? 60);
    await page.waitForTimeout((seconds + 1) * 1000);
    // The next answer must not be read off this toast.
    await answer.waitFor({ state: 'detached' });
  }
  throw new Error('the code could not be sent');
};

/**
 * demo_supplier logs in at the login card with the code sent to its mobile (waiting out another test's
 * resend wait), onto its workspace home.
 */
export const logInDemoSupplier = async (page: Page, dataDir: string) => {
  const { dialog } = await startCodeLogin(page, 'demo_supplier');
  const message = await sendCode(page, dialog, '13800138000', dataDir);
  await enterCode(dialog, message.code);
  await page.waitForURL(/\/purHome\?name=demo_supplier$/);
  await page.getByText('王立新，欢迎您').first().waitFor();
};
