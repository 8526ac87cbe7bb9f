import type { Locator, Page } from 'playwright-core';
import { createApiClient, DEMO_PASSWORD, E2E_CAPTCHA, SESSION_COOKIE, waitForOutboxMessage } from './auth.js';

let ipCounter = 0;
/**
 * Gives the page a client address of its own (the server trusts X-Forwarded-For, as behind a load
 * balancer), so per-IP login limits of one test never reach another.
 */
export const useOwnClientIp = async (page: Page) => {
  ipCounter += 1;
  const ip = `10.77.${process.pid % 250}.${ipCounter % 250}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
};

/** The home page's login card, with its captcha image loaded. */
export const openLoginCard = async (page: Page, path = '/home'): Promise<Locator> => {
  await page.goto(path);
  const card = page.locator('section[aria-labelledby="login-card-title"]');
  await card.getByRole('img', { name: /图形验证码/ }).waitFor();
  return card;
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
 * A dialog once its opening animation has ended: clicks during antd's zoom-in can be lost on a loaded
 * machine, which a person never notices but a test does.
 */
export const openedDialog = async (page: Page, name: string, timeoutMs?: number): Promise<Locator> => {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor(timeoutMs === undefined ? {} : { timeout: timeoutMs });
  await page.waitForFunction(
    (title) =>
      Array.from(document.querySelectorAll('.ant-modal')).some(
        (modal) =>
          modal.querySelector('.ant-modal-title')?.textContent === title &&
          !Array.from(modal.classList).some((cls) => /-(appear|enter)/.test(cls)),
      ),
    name,
  );
  return dialog;
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
