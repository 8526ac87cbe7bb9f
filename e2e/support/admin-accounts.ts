import type { Page } from 'playwright-core';
import { openedDialog, openLoginCard, submitLogin, useOwnClientIp } from './login-page.js';
import { pickOption } from './page-helpers.js';

/**
 * Creates a staff account through 账号管理's 新建员工账号 dialog (the page is open): the org is picked in
 * the tree by a part of its name, the role ticked by its name. Answers the org's full name and the
 * one-time password the page shows, once the password dialog is closed.
 */
export const createStaffInConsole = async (
  page: Page,
  account: {
    loginName: string;
    displayName: string;
    orgSearch: string;
    roleName: RegExp;
    /** Screenshots of the filled form and of the password dialog. */
    screens?: (stage: 'form' | 'password') => Promise<void>;
  },
) => {
  await page.getByRole('button', { name: '新建员工账号' }).click();
  const dialog = await openedDialog(page, '新建员工账号');
  await dialog.getByLabel('登录名').fill(account.loginName);
  await dialog.getByLabel('姓名').fill(account.displayName);
  const orgName = await pickOption(
    page,
    dialog.getByRole('combobox', { name: '所属单位' }),
    account.orgSearch,
    account.orgSearch,
    '.ant-select-tree-node-content-wrapper',
  );
  await dialog.getByRole('checkbox', { name: account.roleName }).check();
  await account.screens?.('form');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  // The save's answer opens it: on a loaded machine it once came after more than 30 s.
  const passwordDialog = await openedDialog(page, '初始密码（仅显示这一次）', 90_000);
  const password = (await passwordDialog.getByTestId('initial-password').innerText()).trim();
  await account.screens?.('password');
  await passwordDialog.getByRole('button', { name: '我已记下' }).click();
  await passwordDialog.waitFor({ state: 'detached' });
  return { orgName, password };
};

/**
 * The account logs in at the login card in a browser context of its own; an issued password opens
 * the workspace on 修改初始密码 only. The caller closes the context.
 */
export const logInNewAccount = async (page: Page, baseUrl: string, loginName: string, password: string) => {
  const chromium = page.context().browser();
  if (!chromium) throw new Error('no browser behind the page');
  const context = await chromium.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
  const accountPage = await context.newPage();
  await useOwnClientIp(accountPage);
  await submitLogin(await openLoginCard(accountPage), loginName, { password });
  await accountPage.waitForURL(/\/purHome\/changePassword$/);
  await accountPage.getByRole('heading', { name: '修改初始密码' }).waitFor();
  return { context, page: accountPage };
};
