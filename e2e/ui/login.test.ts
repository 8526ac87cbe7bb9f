import { describe, expect, inject, it } from 'vitest';
import { createApiClient, DEMO_PASSWORD, waitForOutboxMessage } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import {
  enterCode,
  logInBrowser,
  openedDialog,
  openLoginCard,
  sendCode,
  shownLoginCard,
  startCodeLogin,
  submitLogin,
  toast,
  useOwnClientIp,
} from '../support/login-page.js';
import { openPage, saveScreens } from '../support/page-helpers.js';

const browser = useBrowser();
const dataDir = inject('dataDir');

describe('login card', () => {
  it('logs in with the password alone, sending it only RSA-encrypted, and hydrates cleanly', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    const card = await openLoginCard(page);
    const loginRequest = page.waitForRequest((request) => request.url().endsWith('/login/portal-login'));
    await submitLogin(card, '  demo_simple  ');
    const body = JSON.parse((await loginRequest).postData() ?? '{}') as Record<string, string>;
    expect(body).toMatchObject({ loginMode: 'password', userName: 'demo_simple', verifyCode: 'e2e7' });
    expect(body.password).toMatch(/^[A-Za-z0-9+/]{342}==$/);
    expect(JSON.stringify(body)).not.toContain(DEMO_PASSWORD);

    await page.waitForURL(/\/purHome\?name=demo_simple$/);
    await page.getByText('李晓梅，欢迎您').first().waitFor();
    await page.getByRole('heading', { name: '中鼎铁塔建设有限公司' }).waitFor();
    // Arriving from the login, the supplier is reminded of its rating (the demo's reminder is on).
    await page.getByRole('dialog', { name: '评级结果提醒' }).waitFor();
    // The session is an HttpOnly cookie: the page's scripts never see a token.
    expect(await page.evaluate(() => JSON.stringify(sessionStorage) + document.cookie)).not.toMatch(
      /[\w-]{43}/,
    );
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'supportal_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    await saveScreens(page, 'pur-home');
    expect(browser.consoleProblems).toEqual([]);
  });

  it('validates the form and works without WebCrypto (plain-HTTP pages) through the fallback', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    await page.addInitScript(() => Object.defineProperty(window.crypto, 'subtle', { get: () => undefined }));
    const card = await openLoginCard(page);
    await saveScreens(page, 'login-card');
    await card.getByRole('button', { name: /登\s*录/ }).click();
    for (const message of ['请输入正确的用户名', '密码长度不能少于3位', '验证码不能为空']) {
      await card.getByText(message).waitFor();
    }
    await card.getByPlaceholder('请输入密码').fill('ab');
    await card.getByText('密码长度不能少于3位').waitFor();
    expect(await page.evaluate(() => window.crypto.subtle)).toBeUndefined();
    await submitLogin(card, 'staff_hq');
    await page.waitForURL(/\/purHome\?name=staff_hq$/);
    await page.getByText('陈建国，欢迎您').first().waitFor();
  });

  it('refuses a wrong captcha with a toast and a new captcha picture', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    const card = await openLoginCard(page);
    const image = card.getByRole('img', { name: /图形验证码/ });
    const before = await image.getAttribute('src');
    await submitLogin(card, 'demo_simple', { captcha: 'nope' });
    await toast(page, '验证码错误或已过期，请重新输入').waitFor();
    await expect.poll(() => image.getAttribute('src')).not.toBe(before);
    expect(await card.getByPlaceholder('请输入验证码').inputValue()).toBe('');
    // A click on the picture asks for another one.
    const current = await image.getAttribute('src');
    await image.click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(current);
  });

  it('asks for a mobile code: 504 px dialog, mobile first, countdown, wrong then right code', async () => {
    const { page } = browser;
    const { dialog } = await startCodeLogin(page, 'demo_supplier');
    // Layout width, unaffected by the opening animation's scale.
    expect(
      await page
        .locator('.ant-modal')
        .first()
        .evaluate((node) => (node as HTMLElement).offsetWidth),
    ).toBe(504);
    const channels = await dialog
      .getByRole('radio')
      .evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).closest('label')?.textContent ?? ''),
      );
    expect(channels).toEqual(['手机号：138****8000', '邮箱：dem***@example.com']);
    expect(await dialog.getByRole('radio', { name: /手机号/ }).isChecked()).toBe(true);
    for (const tip of ['收不到验证码？', '垃圾邮件'])
      await dialog.getByText(tip, { exact: false }).first().waitFor();

    // Another test's code to this account may still hold the 60 s resend wait: sendCode waits it out.
    const message = await sendCode(page, dialog, '13800138000', dataDir);
    const resend = dialog.getByRole('button', { name: /\d+秒后重新发送/ });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await saveScreens(page, 'code-dialog');

    const wrongCode = message.code === '000000' ? '111111' : '000000';
    await enterCode(dialog, wrongCode);
    await toast(page, '验证码错误，还可尝试4次').waitFor();
    await enterCode(dialog, message.code);
    await page.waitForURL(/\/purHome\?name=demo_supplier$/);
    await page.getByText('王立新，欢迎您').first().waitFor();
  }, 150_000);

  it('sends an e-mail code; the button counts down 60 s, returns, and the server enforces the wait', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    await page.clock.install();
    const card = await openLoginCard(page);
    await submitLogin(card, 'demo_supplier');
    const dialog = await openedDialog(page, '身份验证');
    await dialog.getByRole('radio', { name: /邮箱/ }).check();
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    await dialog.getByRole('button', { name: '60秒后重新发送' }).waitFor();
    await page.clock.fastForward(1_000);
    await dialog.getByRole('button', { name: '59秒后重新发送' }).waitFor();
    await page.clock.fastForward(60_000);
    const send = dialog.getByRole('button', { name: '发送验证码' });
    await send.waitFor();
    expect(await send.isEnabled()).toBe(true);
    // Only the page's clock moved: the server still counts its own 60 s.
    await send.click();
    await toast(page, /验证码已发送，请\d+秒后再重新获取/).waitFor();

    const message = await waitForOutboxMessage(dataDir, 'demo_supplier@example.com', sentAt);
    expect(message.channel).toBe('email');
    await enterCode(dialog, message.code);
    await page.waitForURL(/\/purHome\?name=demo_supplier$/);
  });

  it("asks 'confirm close?' before closing the code dialog", async () => {
    const { page } = browser;
    const { card, dialog } = await startCodeLogin(page, 'demo_supplier');
    const close = dialog.getByRole('button', { name: 'Close' }).or(dialog.getByLabel('Close')).first();
    const confirm = page.locator('.ant-modal-confirm');
    await close.click();
    await confirm.getByText('确认关闭？').waitFor();
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await card.getByPlaceholder('请输入密码').inputValue()).toBe('');
  });

  it('asks 确认关闭？ when Esc is pressed in the code dialog, as × does', async () => {
    const { page } = browser;
    const { dialog } = await startCodeLogin(page, 'demo_supplier');
    await dialog.getByPlaceholder('请输入6位验证码').focus();
    await page.keyboard.press('Escape');
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('确认关闭？').waitFor();
    // Esc again answers the question with 取消: the code dialog stays.
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('offers to bind a mobile for an account without contact, then asks for a code on the next login', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    await page.clock.install();
    const card = await openLoginCard(page);
    await submitLogin(card, 'demo_nocontact');
    const prompt = page.locator('.ant-modal-confirm');
    await prompt.getByText('该账号绑定的手机号不存在，无法登录，是否重新绑定？').waitFor();
    await prompt.getByRole('button', { name: /确\s*定/ }).click();

    const bind = await openedDialog(page, '绑定手机号');
    await bind.getByText(/供应商主账号创建二级账号/).waitFor();
    await bind.getByRole('button', { name: /确\s*定/ }).click();
    await bind.getByText('手机号不能为空').waitFor();
    await bind.getByPlaceholder('请输入11位手机号').fill('12912345678');
    await bind.getByText('请输入正确的手机号').waitFor();
    await saveScreens(page, 'bind-mobile-dialog');
    await bind.getByPlaceholder('请输入11位手机号').fill('13912340000');
    await bind.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '手机号绑定成功，请重新登录').waitFor();
    await bind.waitFor({ state: 'detached' });

    // Past the 5-second login throttle.
    await page.clock.fastForward(5_000);
    await submitLogin(card, 'demo_nocontact');
    const dialog = await openedDialog(page, '身份验证');
    await dialog.getByText('手机号：139****0000').waitFor();
  });
});

describe('sessions and the route guard', () => {
  const api = () => createApiClient(inject('baseUrl'), '10.78.0.1');

  it('logs out of the workspace to / and revokes the session on the server', async () => {
    const { page } = browser;
    const cookie = await logInBrowser(page, inject('baseUrl'), 'staff_city');
    // 退出 is the script's: pages load their scripts after they first show.
    await openPage(page, '/purHome');
    await page.getByText('周斌，欢迎您').waitFor();
    await page.getByRole('button', { name: '退出' }).click();
    await page.waitForURL(/\/home$/);
    expect((await page.context().cookies()).some((entry) => entry.name === 'supportal_session')).toBe(false);
    const withCookie = { cookie: `supportal_session=${cookie}` };
    expect(
      (await api().call('GET', '/supportal/v1/user/getUserInfo', undefined, undefined, withCookie)).status,
    ).toBe(401);
    await page.goto('/purHome');
    await page.waitForURL(/\/home\?redirect=%2FpurHome$/);
  });

  it('logs out of a public page to /login, which shows the login card', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    await logInBrowser(page, inject('baseUrl'), 'staff_prov');
    await openPage(page, '/downMore');
    await page.getByText('刘芳，欢迎您').waitFor();
    await page.getByRole('button', { name: '退出' }).click();
    await page.waitForURL(/\/login$/);
    await page.locator('section[aria-labelledby="login-card-title"]').waitFor();
  });

  it('tells a logged-in user on /login so, with 进入工作台 and 退出 instead of an empty form', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    await logInBrowser(page, inject('baseUrl'), 'demo_simple', '10.87.0.1');
    await openPage(page, '/login');
    const card = page.locator('section[aria-labelledby="viewer-card-title"]');
    await card.getByRole('heading', { name: '您已登录' }).waitFor();
    expect(await card.textContent()).toContain('李晓梅');
    expect(await card.getByRole('link', { name: '进入工作台' }).getAttribute('href')).toBe('/purHome');
    expect(await page.getByPlaceholder('请输入密码').count()).toBe(0);
    await saveScreens(page, 'login-while-logged-in');
    await card.getByRole('button', { name: /退\s*出/ }).click();
    await page.locator('section[aria-labelledby="login-card-title"]').waitFor();
    expect(await page.getByText('李晓梅，欢迎您').count()).toBe(0);
  });

  it('sends visitors without a session from a workspace page to the home page, and back after login', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    await page.goto('/purHome/noticeList?purchaseNoticeType=3');
    await page.waitForURL(/\/home\?redirect=/);
    await submitLogin(await shownLoginCard(page), 'demo_simple');
    await page.waitForURL(/\/purHome\/noticeList\?purchaseNoticeType=3$/);
    await page.getByRole('heading', { name: '一般不良行为', level: 1 }).waitFor();
  });
});
