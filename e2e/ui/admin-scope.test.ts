import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createStaffInConsole, logInNewAccount } from '../support/admin-accounts.js';
import { apiCallerAs } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { openedDialog, openPageAs } from '../support/login-page.js';
import { openPage, saveScreensAtBothWidths, unexpectedProblems } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

const newLoginName = (prefix: string) => `${prefix}_${Date.now().toString(36)}`;

/** 账号管理 is open: the administrator creates a purchaser, the list shows its role, and it logs in. */
const createPurchaserWhoLogsIn = async (
  page: Page,
  purchaser: { prefix: string; displayName: string; orgSearch: string; roleName: string },
) => {
  const loginName = newLoginName(purchaser.prefix);
  const { orgName, password } = await createStaffInConsole(page, {
    loginName,
    displayName: purchaser.displayName,
    orgSearch: purchaser.orgSearch,
    roleName: new RegExp(purchaser.roleName),
  });
  expect(orgName).toContain(purchaser.orgSearch);
  await page.getByRole('row').filter({ hasText: loginName }).getByText(purchaser.roleName).waitFor();
  const { context, page: staffPage } = await logInNewAccount(page, baseUrl, loginName, password);
  await staffPage.getByText(`${purchaser.displayName}，欢迎您`).first().waitFor();
  await context.close();
};

describe('what each administrator may do, in the browser', () => {
  it('demo_admin (总部) creates an HQ purchaser who logs in', async () => {
    const { page } = browser;
    await openPageAs(page, baseUrl, 'demo_admin', '/purHome/admin/accounts');
    await page.getByRole('heading', { name: '账号管理' }).waitFor();
    await createPurchaserWhoLogsIn(page, {
      prefix: 'e2e_hq',
      displayName: '何静',
      orgSearch: '总部',
      roleName: '总部采购人员',
    });
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 120_000);

  it('demo_admin_js (江苏) may not give 总部采购人员, and creates a Nanjing purchaser who logs in', async () => {
    const { page } = browser;
    await openPageAs(page, baseUrl, 'demo_admin_js', '/purHome/admin/accounts');
    await page.getByRole('heading', { name: '账号管理' }).waitFor();
    await page.getByRole('button', { name: '新建员工账号' }).click();
    const dialog = await openedDialog(page, '新建员工账号');
    expect(await dialog.getByRole('checkbox', { name: /总部采购人员/ }).isDisabled()).toBe(true);
    await dialog.getByText('只有总部的管理员可以授予或收回角色“总部采购人员”').waitFor();
    expect(await dialog.getByRole('checkbox', { name: /地市采购人员/ }).isDisabled()).toBe(false);
    await saveScreensAtBothWidths(page, 'admin-accounts-province-roles');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    await createPurchaserWhoLogsIn(page, {
      prefix: 'e2e_nj',
      displayName: '陆婷',
      orgSearch: '南京',
      roleName: '地市采购人员',
    });
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 120_000);

  it('shows demo_admin_js the national dictionary read-only and only Jiangsu audit events', async () => {
    const { page } = browser;
    await openPageAs(page, baseUrl, 'demo_admin_js', '/purHome/admin/dictionary?dictType=OBP_INTERFACE');
    await page.getByText('字典组是全国设置，只有总部的管理员可以修改；您可以查看。').waitFor();
    await page.getByRole('cell', { name: 'SUP_MAN_URL', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '新增字典项' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^编辑/ }).count()).toBe(0);
    await saveScreensAtBothWidths(page, 'admin-dictionary-province');

    // demo_admin logs in (an HQ event, which 总部 sees); the province's log leaves it out.
    await apiCallerAs(baseUrl, 'demo_admin', '10.79.21.7');
    await openPage(page, '/purHome/admin/audit?loginName=demo_admin');
    await page.getByLabel('账号', { exact: true }).waitFor();
    await page.locator('.ant-table-placeholder').waitFor();
    await openPage(page, '/purHome/admin/audit');
    await page.getByRole('cell', { name: 'demo_admin_js' }).first().waitFor();
    const accounts = await page.locator('.ant-table-tbody tr.ant-table-row').allInnerTexts();
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.filter((row) => /\bdemo_admin\b(?!_)|staff_hq|demo_supplier/.test(row))).toEqual([]);
    await saveScreensAtBothWidths(page, 'admin-audit-province');
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 120_000);

  it('shows demo_admin_js national download files read-only and API clients it may not issue', async () => {
    const { page } = browser;
    await openPageAs(page, baseUrl, 'demo_admin_js', '/purHome/admin/downloads');
    await page.getByRole('heading', { name: '下载专区管理' }).waitFor();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    expect(await rows.filter({ hasText: '全国' }).count()).toBe(await rows.count());
    expect(await page.getByRole('button', { name: /^修改/ }).count()).toBe(0);
    await saveScreensAtBothWidths(page, 'admin-downloads-province');

    await openPage(page, '/purHome/admin/api-clients');
    await page.getByText('签发或轮换接口客户端须您本人持有“公告管理”权限', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: '签发客户端' }).isDisabled()).toBe(true);
    await saveScreensAtBothWidths(page, 'admin-api-clients-province');
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 120_000);

  it('lets demo_admin_js import a city of Jiangsu after a dry run that names the bad line', async () => {
    const { page } = browser;
    // The import lives on the 单位 tab of 账号管理.
    await openPageAs(page, baseUrl, 'demo_admin_js', '/purHome/admin/accounts?tab=orgs');
    await page.getByRole('button', { name: '导入单位' }).click();
    const dialog = await openedDialog(page, '导入单位（省分、地市）');
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const csv = dialog.getByLabel('CSV 内容');
    const header = '单位编码,单位名称,层级,上级单位编码,省份区划代码,省份名称';
    // Its own city, and one below 浙江, outside its scope.
    await csv.fill(
      `${header}\n${code},江苏测试市分公司,3,10320000,320000,\n${code}Z,浙江测试市分公司,3,10330000,330000,`,
    );
    await dialog.getByRole('button', { name: /预\s*检/ }).click();
    await dialog.getByText('第 3 行：上级单位“10330000”不在您的管理范围内（本单位及下级单位）').waitFor();
    await saveScreensAtBothWidths(page, 'admin-org-import');
    await csv.fill(`${header}\n${code},江苏测试市分公司,3,10320000,320000,`);
    await dialog.getByRole('button', { name: /预\s*检/ }).click();
    await dialog.getByText('可以导入：新建 1 个单位，更新 0 个，登记 0 个省份区划').waitFor();
    await dialog.getByRole('button', { name: /导\s*入/ }).click();
    await page.getByText('已导入：新建 1 个单位，更新 0 个').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The new unit is offered at once where staff are placed.
    await page.getByRole('tab', { name: '账号' }).click();
    await page.getByRole('button', { name: '新建员工账号' }).click();
    const create = await openedDialog(page, '新建员工账号');
    const org = create.getByRole('combobox', { name: '所属单位' });
    await org.click();
    await org.fill('江苏测试');
    await page
      .locator('.ant-select-tree-node-content-wrapper:visible', { hasText: '江苏测试市分公司' })
      .waitFor();
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 120_000);

  it('offers 总部 恢复出厂授权 for a shipped role', async () => {
    const { page } = browser;
    await openPageAs(page, baseUrl, 'demo_admin', '/purHome/admin/authorities');
    await page.getByRole('tab', { name: '角色授权' }).click();
    await page.getByRole('button', { name: '恢复出厂授权' }).click();
    await page.getByText('您为它新增的授权保持不变', { exact: false }).waitFor();
    await saveScreensAtBothWidths(page, 'admin-role-grants-restore');
    await page.getByRole('tooltip').getByRole('button', { name: '恢复出厂授权' }).click();
    await page.getByText('已恢复出厂授权，该角色的用户下次请求时生效').waitFor();
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 120_000);
});
