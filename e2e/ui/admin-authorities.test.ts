import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { apiCallerAs } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { clientIps, openedDialog, openPageAs, toast } from '../support/login-page.js';
import { saveScreens, unexpectedProblems } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

const nextIp = clientIps('10.67');

const OK = /确\s*定/;
/** An item of this test only, so other tests of the run keep the shipped menu they expect. */
const ITEM = { authorityCode: 'E2E_CITY_DOCS', authorityName: '采购资料' };

/** The browser switches to `userName` and opens `path`. */
const switchTo = async (page: Page, userName: string, path: string) => {
  // Leave the workspace first: its polls would meet the cleared cookie with a 401.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await openPageAs(page, baseUrl, userName, path);
};

/**
 * The workspace home's 常用功能: every item of the user's menu, in menu order (the horizontal menu's
 * pop-ups open on pointer movement, which a loaded machine delivers unreliably).
 */
const menuShortcuts = async (page: Page) => {
  const box = page.getByRole('region', { name: '常用功能' });
  await box.getByRole('link').first().waitFor();
  return box.getByRole('link').allInnerTexts();
};

describe('menu authorities in the browser', () => {
  afterAll(async () => {
    const admin = await apiCallerAs(baseUrl, 'demo_admin', nextIp());
    await admin('/admin/authority/delete-authority', { authorityCode: ITEM.authorityCode }).catch(
      () => undefined,
    );
  });

  it('demo_admin renames a menu item and moves it first; a city staff member sees it after reload', async () => {
    const admin = await apiCallerAs(baseUrl, 'demo_admin', nextIp());
    await admin('/admin/authority/create-authority', {
      ...ITEM,
      parentAuthorityCode: 'PURCHASE_MANAGE',
      url: '/purHome/downView',
      sort: 60,
    });
    const { roles } = await admin<{ roles: { role: string; authorityCodes: string[] }[] }>(
      '/admin/authority/query-role-grants',
    );
    const city = roles.find((role) => role.role === 'STAFF_CITY')?.authorityCodes ?? [];
    await admin('/admin/authority/set-role-grants', {
      role: 'STAFF_CITY',
      authorityCodes: [...city, ITEM.authorityCode],
    });

    const { page } = browser;
    await switchTo(page, 'staff_city', '/purHome');
    const before = await menuShortcuts(page);
    expect(before.indexOf('采购资料')).toBeGreaterThan(before.indexOf('公告审核'));

    await switchTo(page, 'demo_admin', '/purHome/admin/authorities');
    await page.getByRole('button', { name: '编辑 采购资料' }).click();
    const dialog = await openedDialog(page, '编辑菜单');
    // An address outside the workspace is refused under its field before anything is sent.
    await dialog.getByLabel('地址').fill('https://evil.example.com/');
    await dialog.getByRole('button', { name: OK }).click();
    await dialog.getByText('地址应为工作台内的路径').waitFor();
    await dialog.getByLabel('地址').fill('/purHome/downView');
    await dialog.getByLabel('菜单名称').fill('地市采购资料');
    await dialog.getByLabel('排序').fill('1');
    await dialog.getByRole('button', { name: OK }).click();
    await toast(page, '已保存').waitFor();
    await page.getByText('地市采购资料').first().waitFor();
    // Long partner addresses end in an ellipsis: every menu item is one line, its actions beside it.
    const rowHeights = await page
      .locator('.ant-tree-treenode')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(rowHeights.length).toBeGreaterThan(10);
    expect(Math.max(...rowHeights)).toBeLessThan(40);
    await saveScreens(page, 'admin-authorities');
    await page.getByRole('tab', { name: '角色授权' }).click();
    await page.getByRole('menuitem', { name: /地市采购人员/ }).click();
    await page.getByRole('treeitem', { name: /地市采购资料/ }).waitFor();
    await saveScreens(page, 'admin-authorities-roles');

    await switchTo(page, 'staff_city', '/purHome');
    const after = await menuShortcuts(page);
    // Sort 1 puts it first in 采购管理, before 公告审核 (41).
    expect(after.indexOf('地市采购资料')).toBeGreaterThan(-1);
    expect(after.indexOf('地市采购资料')).toBeLessThan(after.indexOf('公告审核'));
    expect(after).not.toContain('采购资料');
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
    // Three logins and an administrator's edit: more than the default minute on a busy machine.
  }, 150_000);
});
