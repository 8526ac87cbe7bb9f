import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  apiCallerAs,
  createAccountWithPassword,
  createApiClient,
  E2E_CAPTCHA,
  waitForOutboxMessage,
} from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { logInBrowser, openLoginCard, submitLogin, toast, useOwnClientIp } from '../support/login-page.js';
import { openPage, saveScreens } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** A mobile of its own per run, so no other test's 60-second resend wait applies. */
const uniqueMobile = () => `159${String(Date.now()).slice(-8)}`;

/** A call from the page's own session, as its scripts make it: the HTTP status. */
const statusFromPage = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { 'x-supportal-client': 'web' } });
    return response.status;
  }, path);

/** A sub-account of demo_simple whose issued password was already replaced by `password` (through the API). */
const subAccountWithOwnPassword = async (password: string) => {
  const loginName = `pw_${Date.now().toString(36)}`;
  await createAccountWithPassword(
    baseUrl,
    { userName: 'demo_simple', clientIp: '10.68.0.1' },
    '/supplier-account/create-sub-account',
    { loginName, displayName: '何雨桐', authorityCodes: ['SUP_ORDER_MANAGE'] },
    { chosen: password, clientIp: '10.68.0.2' },
  );
  return loginName;
};

describe('passwords in the browser', () => {
  it('changes the password from the top bar; the account’s other tab is logged out at once', async () => {
    const { page } = browser;
    const first = 'Maple3harbour';
    const second = 'Cedar8valley';
    const loginName = await subAccountWithOwnPassword(first);
    await useOwnClientIp(page);
    await logInBrowser(page, baseUrl, loginName, '10.68.0.3', first);
    const chromium = page.context().browser();
    if (!chromium) throw new Error('no browser behind the page');
    const otherContext = await chromium.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
    const otherTab = await otherContext.newPage();
    await logInBrowser(otherTab, baseUrl, loginName, '10.68.0.4', first);
    await openPage(otherTab, '/purHome');

    await openPage(page, '/purHome');
    await page.getByRole('link', { name: '修改密码' }).click();
    await page.waitForURL(/\/purHome\/changePassword$/);
    await page.getByRole('heading', { name: '修改密码' }).waitFor();

    // Mistakes are named under their fields before anything is sent, or by the server after.
    await page.getByLabel('当前密码').fill('Wrong1password');
    await page.getByLabel('新密码', { exact: true }).fill('short1');
    await page.getByLabel('确认新密码').fill('short2');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('新密码至少8位').waitFor();
    await page.getByText('两次输入的新密码不一致').waitFor();
    await page.getByLabel('新密码', { exact: true }).fill(second);
    await page.getByLabel('确认新密码').fill(second);
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('当前密码错误').waitFor();
    await saveScreens(page, 'change-password-refused');

    await page.getByLabel('当前密码').fill(first);
    await page.getByRole('button', { name: '确认修改' }).click();
    await toast(page, '密码已修改，其他设备上的登录已退出').waitFor();
    await saveScreens(page, 'change-password');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreens(page, 'change-password-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // This tab goes on; the other one is logged out: its next call answers 401, a reload leaves.
    expect(await statusFromPage(page, '/supportal/v1/user/getUserInfo')).toBe(200);
    expect(await statusFromPage(otherTab, '/supportal/v1/user/getUserInfo')).toBe(401);
    await otherTab.reload();
    await otherTab.waitForURL(/\/home\?redirect=/);
    await otherContext.close();
    const relogin = await createApiClient(baseUrl, '10.68.0.5').passwordLogin(loginName, second);
    expect(relogin.body.resultStat).toBe('000');
  });

  it('resets a forgotten password with a code from the outbox, from the login card’s link', async () => {
    const { page } = browser;
    await page.context().clearCookies();
    await useOwnClientIp(page);
    const mobile = uniqueMobile();
    const asAdmin = await apiCallerAs(baseUrl, 'demo_admin', '10.68.0.6');
    const loginName = `fp_${Date.now().toString(36)}`;
    await asAdmin('/admin/accounts/create-staff-account', {
      loginName,
      displayName: '钱雅琴',
      orgCode: '10320100',
      roles: ['STAFF_CITY'],
      mobile,
    });

    const card = await openLoginCard(page);
    await card.getByRole('link', { name: '忘记密码？' }).click();
    await page.waitForURL(/\/forgotPassword$/);
    await page.getByRole('img', { name: /图形验证码/ }).waitFor();
    await saveScreens(page, 'forgot-password');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreens(page, 'forgot-password-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    const since = Date.now() - 1000;
    await page.getByLabel('用户名').fill(loginName);
    await page.getByLabel('验证码', { exact: true }).fill(E2E_CAPTCHA);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(/如果该账号存在并绑定了手机号或邮箱，验证码已发送/).waitFor();
    const { code } = await waitForOutboxMessage(dataDir, mobile, since);

    const password = 'Willow6garden';
    await page.getByLabel('验证码', { exact: true }).fill(code);
    await page.getByLabel('新密码', { exact: true }).fill(password);
    await page.getByLabel('确认新密码').fill(password);
    await saveScreens(page, 'forgot-password-code');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码已重置').waitFor();
    await saveScreens(page, 'forgot-password-done');

    // The new password logs in, and, chosen by its owner, it opens the workspace at once.
    await page.getByRole('button', { name: '返回登录' }).click();
    await page.waitForURL(/\/login$/);
    await submitLogin(await openLoginCard(page, '/login'), loginName, { password });
    await page.waitForURL(new RegExp(`/purHome\\?name=${loginName}$`));
    await page.getByText('钱雅琴，欢迎您').first().waitFor();
  });

  it('answers an unknown login name exactly as a known one', async () => {
    const { page } = browser;
    await page.context().clearCookies();
    await useOwnClientIp(page);
    await openPage(page, '/forgotPassword');
    await page.getByRole('img', { name: /图形验证码/ }).waitFor();
    await page.getByLabel('用户名').fill(`nobody_${Date.now().toString(36)}`);
    await page.getByLabel('验证码', { exact: true }).fill(E2E_CAPTCHA);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(/如果该账号存在并绑定了手机号或邮箱，验证码已发送/).waitFor();
    await page.getByLabel('验证码', { exact: true }).fill('123456');
    await page.getByLabel('新密码', { exact: true }).fill('Willow6garden');
    await page.getByLabel('确认新密码').fill('Willow6garden');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('验证码错误或已失效，请核对或重新获取').waitFor();
  });
});
