import { usccCheckCharacter } from '@supportal/contract';
import { describe, expect, inject, it } from 'vitest';
import { logInNewAccount } from '../support/admin-accounts.js';
import { useBrowser } from '../support/browser.js';
import { openedDialog, openPageAs, toast } from '../support/login-page.js';
import { openPage, pickOption, saveScreensAtBothWidths } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

/** A fresh, valid 统一社会信用代码 of 江苏 (the nine characters of the organisation code vary per run). */
const freshUscc = () => {
  const body = Date.now()
    .toString(36)
    .toUpperCase()
    .padStart(9, '0')
    .slice(-9)
    .replace(/[IOSVZ]/g, '1');
  const first17 = `91320100${body}`;
  return `${first17}${usccCheckCharacter(first17)}`;
};

describe('单位管理 and 新建供应商 in the browser', () => {
  it('demo_admin creates a city under 江苏, renames it, disables it, and the account form no longer offers it', async () => {
    const { page } = browser;
    await openPageAs(page, baseUrl, 'demo_admin', '/purHome/admin/accounts?tab=orgs');
    await page.getByRole('tab', { name: '单位', selected: true }).waitFor();
    await page
      .getByRole('cell', { name: /江苏省分公司$/ })
      .first()
      .waitFor();
    await saveScreensAtBothWidths(page, 'admin-org-units');
    // The provinces open, their cities folded: the page is not thousands of pixels of units.
    await expect(page.getByRole('cell', { name: '地市', exact: true }).count()).resolves.toBe(0);

    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole('button', { name: '新建单位' }).click();
    const dialog = await openedDialog(page, '新建单位');
    const parent = dialog.getByRole('combobox', { name: '上级单位' });
    await pickOption(page, parent, '江苏');
    await dialog.getByLabel('单位编码').fill(code);
    await dialog.getByLabel('单位名称').fill('示例集团宿迁测试分公司');
    await dialog.getByText(/地市取上级省分的区划：江苏省（320000）/).waitFor();
    await saveScreensAtBothWidths(page, 'admin-org-unit-create');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await toast(page, '已新建单位“示例集团宿迁测试分公司”').waitFor();
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByText('江苏省（320000）').waitFor();

    await row.getByRole('button', { name: '改名 示例集团宿迁测试分公司' }).click();
    const rename = await openedDialog(page, '单位改名：示例集团宿迁测试分公司');
    await rename.getByLabel('单位名称').fill('示例集团宿迁新区分公司');
    await rename.getByRole('button', { name: /保\s*存/ }).click();
    await row.getByText('示例集团宿迁新区分公司').waitFor();

    await row.getByRole('button', { name: '停用 示例集团宿迁新区分公司' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /停\s*用/ })
      .click();
    await row.getByText('已停用').waitFor();

    // The account form's unit choice leaves it out; the list's filter still names it, as disabled.
    await page.getByRole('tab', { name: '账号' }).click();
    await page.getByRole('button', { name: '新建员工账号' }).click();
    const accountDialog = await openedDialog(page, '新建员工账号');
    const org = accountDialog.getByRole('combobox', { name: '所属单位' });
    await org.click();
    await org.fill('宿迁新区');
    // The picker opens with nothing to pick (暂无数据) rather than the unit.
    await page.locator('.ant-select-dropdown:visible').first().waitFor();
    expect(
      await page.locator('.ant-select-tree-node-content-wrapper:visible', { hasText: '宿迁新区' }).count(),
    ).toBe(0);
    await accountDialog.getByRole('button', { name: /取\s*消/ }).click();
  }, 300_000);

  it('demo_admin enters a supplier; its main account replaces the issued password and sees its 企业信息', async () => {
    const { page } = browser;
    await openPageAs(page, baseUrl, 'demo_admin', '/purHome/admin/accounts');
    await page.getByRole('heading', { name: '账号管理' }).waitFor();
    await page.getByRole('button', { name: /新建供应商$/ }).click();
    const dialog = await openedDialog(page, '新建供应商');
    const uscc = freshUscc();
    const name = `江苏直录通信工程有限公司${uscc.slice(-4)}`;
    await dialog.getByLabel('企业名称').fill(name);
    await dialog.getByLabel('统一社会信用代码').fill(`${uscc.slice(0, 17)}${uscc[17] === '0' ? '1' : '0'}`);
    await dialog.getByLabel('法定代表人').fill('周建国');
    await dialog.getByText('统一社会信用代码格式或校验位不正确').waitFor();
    await dialog.getByLabel('统一社会信用代码').fill(uscc);
    await dialog.getByLabel('注册资本（万元）').fill('500');
    await dialog.getByLabel('注册地址').fill('江苏省南京市江宁区天元东路 8 号');
    await dialog.getByLabel('经营范围').fill('通信工程施工；通信设备安装');
    await dialog.getByLabel('联系人', { exact: true }).fill('吴丽华');
    await dialog.getByLabel('联系人手机号').fill('13905150000');
    await saveScreensAtBothWidths(page, 'admin-supplier-entry');
    await dialog.getByRole('button', { name: /创\s*建/ }).click();
    const passwordDialog = await openedDialog(page, '初始密码（仅显示这一次）');
    const password = (await passwordDialog.getByTestId('initial-password').innerText()).trim();
    await passwordDialog.getByRole('button', { name: '我已记下' }).click();
    await passwordDialog.waitFor({ state: 'detached' });

    const { context, page: supplierPage } = await logInNewAccount(page, baseUrl, uscc, password);
    try {
      await supplierPage.getByLabel('当前密码').fill(password);
      await supplierPage.getByLabel('新密码', { exact: true }).fill('Jianghuai2026go');
      await supplierPage.getByLabel('确认新密码').fill('Jianghuai2026go');
      await supplierPage.getByRole('button', { name: '确认修改' }).click();
      await supplierPage.waitForURL(/\/purHome$/);
      await openPage(supplierPage, '/purHome/supplierInfo');
      await supplierPage.getByRole('heading', { name: '企业信息', level: 1 }).waitFor();
      await supplierPage.getByText(name).first().waitFor();
      await supplierPage.getByText(uscc).first().waitFor();
      await saveScreensAtBothWidths(supplierPage, 'admin-supplier-entry-info');
    } finally {
      await context.close();
    }
  }, 300_000);
});
