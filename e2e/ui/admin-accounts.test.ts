import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import {
  logInBrowser,
  openedDialog,
  openLoginCard,
  submitLogin,
  toast,
  useOwnClientIp,
} from '../support/login-page.js';
import { openPage, saveScreens, unexpectedProblems } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

/** A call from the page's own session, as its scripts make it: the HTTP status. */
const statusFromPage = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url, { headers: { 'x-supportal-client': 'web' } })).status, path);

/** How many lines each cell's text takes, by the cell's text. */
const cellLines = (page: Page, cells: string) =>
  page.locator(cells).evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      return [node.textContent ?? '', lines] as const;
    }),
  );

describe('account administration in the browser', () => {
  it('shows every login name whole on one line at 1440 px', async () => {
    const { page } = browser;
    await logInBrowser(page, baseUrl, 'demo_admin', await useOwnClientIp(page));
    await openPage(page, '/purHome/admin/accounts');
    await page.getByRole('heading', { name: '账号管理' }).waitFor();
    // The first column of the body rows holds the login name.
    const lines = await cellLines(page, '.ant-table-tbody tr.ant-table-row > td:first-child');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.filter(([, count]) => count !== 1)).toEqual([]);
    await saveScreens(page, 'admin-accounts-login-names');
  });

  it('creates a staff account in an org of the tree whose one-time password logs in, then disables it and its session ends', async () => {
    const { page } = browser;
    await logInBrowser(page, baseUrl, 'demo_admin', await useOwnClientIp(page));
    await openPage(page, '/purHome/admin/accounts');
    await page.getByRole('heading', { name: '账号管理' }).waitFor();
    await saveScreens(page, 'admin-accounts');

    const loginName = `e2e_staff_${Date.now().toString(36)}`;
    await page.getByRole('button', { name: '新建员工账号' }).click();
    const dialog = await openedDialog(page, '新建员工账号');
    await dialog.getByLabel('登录名').fill(loginName);
    await dialog.getByLabel('姓名').fill('孙晓梅');
    // The org tree picker, by its label: a city unit below 江苏.
    const org = dialog.getByRole('combobox', { name: '所属单位' });
    await org.click();
    await org.fill('苏州');
    const node = page.locator('.ant-select-tree-node-content-wrapper:visible', { hasText: '苏州' }).first();
    const orgName = (await node.textContent()) ?? '';
    await node.click();
    await dialog.getByText('03（地市）').waitFor();
    await dialog.getByRole('checkbox', { name: /地市采购人员/ }).check();
    await saveScreens(page, 'admin-accounts-create');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();

    const passwordDialog = await openedDialog(page, '初始密码（仅显示这一次）');
    const password = (await passwordDialog.getByTestId('initial-password').innerText()).trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await saveScreens(page, 'admin-accounts-password');
    await passwordDialog.getByRole('button', { name: '我已记下' }).click();
    // Closed, the dialog leaves the page and the password with it.
    await passwordDialog.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(password);
    const row = page.getByRole('row').filter({ hasText: loginName });
    await row.getByText(orgName).waitFor();

    // The new account, in a browser of its own, logs in at the login card with that password.
    const chromium = page.context().browser();
    if (!chromium) throw new Error('no browser behind the page');
    const staffContext = await chromium.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
    const staffPage = await staffContext.newPage();
    await useOwnClientIp(staffPage);
    await submitLogin(await openLoginCard(staffPage), loginName, { password });
    // An issued password: the workspace opens on 修改初始密码 only.
    await staffPage.waitForURL(/\/purHome\/changePassword$/);
    await staffPage.getByRole('heading', { name: '修改初始密码' }).waitFor();
    await staffPage.getByText('孙晓梅，欢迎您').first().waitFor();
    expect(await statusFromPage(staffPage, '/supportal/v1/user/getUserInfo')).toBe(200);

    // Disabled by the administrator: its open session ends at once.
    await row.getByRole('button', { name: `停用 ${loginName}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /停\s*用/ })
      .click();
    await toast(page, '已保存').waitFor();
    await row.getByText('已停用').waitFor();
    expect(await statusFromPage(staffPage, '/supportal/v1/user/getUserInfo')).toBe(401);
    await staffPage.reload();
    await staffPage.waitForURL(/\/home\?redirect=/);
    await staffContext.close();
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 120_000);
});
