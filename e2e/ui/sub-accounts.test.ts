import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createApiClient, SESSION_COOKIE } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { openedDialog, useOwnClientIp } from '../support/login-page.js';
import { openPage, saveScreens, workspaceMenuItem } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

/** demo_simple: a supplier main account with the password only (codes of demo_supplier are rate-limited per hour). */
const mainAccountCookie = () => createApiClient(baseUrl, '10.66.0.1').loginCookie('demo_simple');

const withCookie = async (page: Page, cookie: string) =>
  page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value: cookie, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);

/** A call from the page's own session, as its scripts make it: the HTTP status. */
const statusFromPage = (page: Page, path: string, method: 'GET' | 'POST', body?: unknown) =>
  page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'x-supportal-client': 'web', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.status;
    },
    { path, method, body },
  );

const menuItems = (page: Page) =>
  page
    .getByRole('navigation', { name: '工作台菜单' })
    .locator('.ant-menu-root > li')
    .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? '').filter(Boolean));

describe('sub-accounts', () => {
  it('lets the main account create a sub-account with only 订单管理, and disable it with its session', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    await withCookie(page, await mainAccountCookie());
    await openPage(page, '/purHome/subAccounts');
    await page.getByRole('heading', { name: '子账号管理' }).waitFor();
    await page.getByRole('button', { name: '新建子账号' }).waitFor();
    await saveScreens(page, 'sub-accounts-list');

    const loginName = `e2e_sub_${Date.now().toString(36)}`;
    await page.getByRole('button', { name: '新建子账号' }).click();
    const dialog = await openedDialog(page, '新建子账号');
    await dialog.getByLabel('登录名').fill(loginName);
    await dialog.getByLabel('姓名').fill('周子航');
    await dialog.getByLabel('手机号').fill('13612345678');
    await dialog.getByRole('treeitem', { name: '订单管理' }).locator('.ant-tree-checkbox').click();
    // Only what a sub-account can open: the pages of main accounts are not offered.
    await dialog.getByRole('treeitem', { name: '供应商管理' }).waitFor();
    for (const name of ['供应商等级', '区块链供应链协同'])
      expect(await dialog.getByRole('treeitem', { name }).count(), name).toBe(0);
    await saveScreens(page, 'sub-accounts-dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const passwordDialog = await openedDialog(page, '初始密码（仅显示这一次）');
    const password = (await passwordDialog.getByTestId('initial-password').innerText()).trim();
    expect(password).toHaveLength(12);
    await saveScreens(page, 'sub-accounts-password');
    await passwordDialog.getByRole('button', { name: '我已记下' }).click();
    const row = page.getByRole('row').filter({ hasText: loginName });
    await row.getByText('订单管理').waitFor();

    // The sub-account in a browser of its own: only 订单管理 (under 业务协同), and 403 beyond it.
    const chromium = page.context().browser();
    if (!chromium) throw new Error('no browser behind the page');
    const subContext = await chromium.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
    const subPage = await subContext.newPage();
    const subLogin = await createApiClient(baseUrl, '10.66.0.2').passwordLogin(
      loginName,
      password,
      undefined,
      true,
    );
    const subCookie = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(subLogin.headers.get('set-cookie') ?? '');
    expect(subCookie?.[1]).toBeTruthy();
    await withCookie(subPage, subCookie?.[1] ?? '');
    // Its password was issued by the main account: the workspace opens on 修改初始密码, nothing else.
    await openPage(subPage, '/purHome');
    await subPage.waitForURL(/\/purHome\/changePassword$/);
    await subPage.getByRole('heading', { name: '修改初始密码' }).waitFor();
    // Even its own security log answers 403 until then.
    expect(await statusFromPage(subPage, '/supportal/v1/user/query-security-log', 'GET')).toBe(403);
    await saveScreens(subPage, 'change-password-forced');
    await subPage.getByLabel('当前密码').fill(password);
    await subPage.getByLabel('新密码', { exact: true }).fill('Zhouzihang2026');
    await subPage.getByLabel('确认新密码').fill('Zhouzihang2026');
    await subPage.getByRole('button', { name: '确认修改' }).click();
    await subPage.waitForURL(/\/purHome$/);
    await subPage.getByRole('navigation', { name: '工作台菜单' }).getByText('业务协同').waitFor();
    expect(await menuItems(subPage)).toEqual(['工作台首页', '业务协同']);
    await workspaceMenuItem(subPage, '业务协同', '订单管理');
    expect(await subPage.getByRole('menuitem', { name: '结算管理' }).count()).toBe(0);
    await saveScreens(subPage, 'sub-account-menu');
    expect(await statusFromPage(subPage, '/supportal/v1/process/query-workitem-list', 'POST', {})).toBe(403);
    expect(await statusFromPage(subPage, '/supportal/v1/supplier-account/query-sub-accounts', 'GET')).toBe(
      403,
    );

    // The main account disables it: its open session ends at once.
    await row.getByRole('button', { name: '停用' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /停\s*用/ })
      .click();
    await row.getByText('已停用').waitFor();
    expect(await statusFromPage(subPage, '/supportal/v1/user/getUserInfo', 'GET')).toBe(401);
    await subPage.reload();
    await subPage.waitForURL(/\/home\?redirect=/);
    await subContext.close();

    // 安全日志 of the main account: its logins and what it did to the sub-account.
    await page.getByRole('link', { name: '安全日志' }).click();
    await page.waitForURL(/\/purHome\/securityLog$/);
    await page.getByRole('cell', { name: '停用子账号' }).waitFor();
    await page.getByRole('cell', { name: '创建子账号' }).first().waitFor();
    await page
      .getByRole('cell', { name: /^登录成功/ })
      .first()
      .waitFor();
    await saveScreens(page, 'security-log');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreens(page, 'security-log-390');
    await openPage(page, '/purHome/subAccounts');
    await page.getByRole('cell', { name: loginName, exact: true }).waitFor();
    await saveScreens(page, 'sub-accounts-list-390');
  }, 120_000);
});
