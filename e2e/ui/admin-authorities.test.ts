import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { apiCallerAs } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { logInBrowser, openedDialog, toast } from '../support/login-page.js';
import { openPage, saveScreens, unexpectedProblems } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.67.${process.pid % 250}.${ipCounter % 250}`;
};

const OK = /确\s*定/;
/** An item of this test only, so other tests of the run keep the shipped menu they expect. */
const ITEM = { authorityCode: 'E2E_CITY_DOCS', authorityName: '采购资料' };

const logInAs = async (page: Page, userName: string) => {
  await page.context().clearCookies();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextIp() });
  await logInBrowser(page, baseUrl, userName, nextIp());
};

/** The items of the workspace menu's 采购管理 group, in the order the menu shows them, once `shown` is there. */
const purchaseMenuItems = async (page: Page, shown: string) => {
  const group = await page
    .getByRole('navigation', { name: '工作台菜单' })
    .getByText('采购管理')
    .boundingBox();
  if (!group) throw new Error('no 采购管理 in the menu');
  // Moved onto the group the way a hand does: the submenu opens on the pointer's movement over it.
  await page.mouse.move(group.x + group.width / 2, group.y - 40);
  await page.mouse.move(group.x + group.width / 2, group.y + group.height / 2, { steps: 10 });
  await page.getByRole('menuitem', { name: shown, exact: true }).waitFor();
  return page
    .locator('.ant-menu-submenu-popup li.ant-menu-item')
    .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? '').filter(Boolean));
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
    await logInAs(page, 'staff_city');
    await openPage(page, '/purHome');
    const before = await purchaseMenuItems(page, '采购资料');
    expect(before.at(-1)).toBe('采购资料');

    await logInAs(page, 'demo_admin');
    await openPage(page, '/purHome/admin/authorities');
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
    await saveScreens(page, 'admin-authorities');
    await page.getByRole('tab', { name: '角色授权' }).click();
    await page.getByRole('menuitem', { name: /地市采购人员/ }).click();
    await page.getByRole('treeitem', { name: /地市采购资料/ }).waitFor();
    await saveScreens(page, 'admin-authorities-roles');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreens(page, 'admin-authorities-roles-phone');
    await page.getByRole('tab', { name: '菜单树' }).click();
    await saveScreens(page, 'admin-authorities-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    await logInAs(page, 'staff_city');
    await openPage(page, '/purHome');
    const after = await purchaseMenuItems(page, '地市采购资料');
    expect(after[0]).toBe('地市采购资料');
    expect(after).not.toContain('采购资料');
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  });
});
