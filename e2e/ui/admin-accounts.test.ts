import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { createStaffInConsole, logInNewAccount } from '../support/admin-accounts.js';
import { openPageAs, toast } from '../support/login-page.js';
import { saveScreens, unexpectedProblems } from '../support/page-helpers.js';

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
    await openPageAs(page, baseUrl, 'demo_admin', '/purHome/admin/accounts');
    await page.getByRole('heading', { name: '账号管理' }).waitFor();
    // The first column of the body rows holds the login name.
    const lines = await cellLines(page, '.ant-table-tbody tr.ant-table-row > td:first-child');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.filter(([, count]) => count !== 1)).toEqual([]);
    await saveScreens(page, 'admin-accounts-login-names');
  });

  it('creates a staff account in an org of the tree whose one-time password logs in, then disables it and its session ends', async () => {
    const { page } = browser;
    await openPageAs(page, baseUrl, 'demo_admin', '/purHome/admin/accounts');
    await page.getByRole('heading', { name: '账号管理' }).waitFor();
    await saveScreens(page, 'admin-accounts');

    const loginName = `e2e_staff_${Date.now().toString(36)}`;
    const { orgName, password } = await createStaffInConsole(page, {
      loginName,
      displayName: '孙晓梅',
      // The org tree picker, by its label: a city unit below 江苏.
      orgSearch: '苏州',
      roleName: /地市采购人员/,
      screens: async (stage) => {
        if (stage === 'form') await page.getByRole('dialog').getByText('03（地市）').waitFor();
        await saveScreens(page, stage === 'form' ? 'admin-accounts-create' : 'admin-accounts-password');
      },
    });
    expect(password.length).toBeGreaterThanOrEqual(12);
    // Closed, the dialog leaves the page and the password with it.
    expect(await page.content()).not.toContain(password);
    const row = page.getByRole('row').filter({ hasText: loginName });
    await row.getByText(orgName).waitFor();

    // The new account, in a browser of its own, logs in at the login card with that password.
    const { context: staffContext, page: staffPage } = await logInNewAccount(
      page,
      baseUrl,
      loginName,
      password,
    );
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
