import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { logInBrowser, openedDialog, toast } from '../support/login-page.js';
import { openPage, saveScreens, unexpectedProblems, waitForHydration } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.66.${process.pid % 250}.${ipCounter % 250}`;
};

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 0x20)]);
const OK = /确\s*定/;

/** The administrator's browser, logged in through the API (the session cookie). */
const asAdmin = async (page: Page) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextIp() });
  await logInBrowser(page, baseUrl, 'demo_admin', nextIp());
};

/** The same browser as an anonymous visitor afterwards. */
const asVisitor = async (page: Page) => page.context().clearCookies();

describe('administration in the browser', () => {
  it('changes the 4A reset-password address, which the home page login card links at once', async () => {
    const { page } = browser;
    await asAdmin(page);
    await openPage(page, '/purHome/admin/dictionary?dictType=OBP_INTERFACE');
    await page.getByRole('button', { name: '编辑 4A_RESET_PASSWORD' }).click();
    let dialog = await openedDialog(page, '编辑字典项');
    // A relative address is refused under its field and nothing is saved.
    await dialog.getByLabel('名称').fill('/reset');
    await dialog.getByRole('button', { name: OK }).click();
    await dialog.getByText('地址应为以 http:// 或 https:// 开头的完整地址').waitFor();
    await saveScreens(page, 'admin-dictionary-refused');
    await dialog.getByLabel('名称').fill('https://4a-new.example-tower.cn/reset');
    // The demo ships it switched off (its accounts live in the portal): switched on, the card links it.
    await dialog.getByRole('switch', { name: '启用' }).click();
    await dialog.getByRole('button', { name: OK }).click();
    await toast(page, '已保存').waitFor();
    await page.getByRole('cell', { name: 'https://4a-new.example-tower.cn/reset' }).waitFor();
    await saveScreens(page, 'admin-dictionary');

    await asVisitor(page);
    await openPage(page, '/home');
    await expect
      .poll(() => page.getByRole('link', { name: /忘记密码/ }).getAttribute('href'))
      .toBe('https://4a-new.example-tower.cn/reset');

    // Put the address back, switched off, for other tests of this run: the card leads to /forgotPassword.
    await asAdmin(page);
    await openPage(page, '/purHome/admin/dictionary?dictType=OBP_INTERFACE');
    await page.getByRole('button', { name: '编辑 4A_RESET_PASSWORD' }).click();
    dialog = await openedDialog(page, '编辑字典项');
    await dialog.getByLabel('名称').fill('https://4a.example-tower.cn/password/reset');
    await dialog.getByRole('switch', { name: '启用' }).click();
    await dialog.getByRole('button', { name: OK }).click();
    await toast(page, '已保存').waitFor();
    await asVisitor(page);
    await openPage(page, '/home');
    await expect
      .poll(() => page.getByRole('link', { name: /忘记密码/ }).getAttribute('href'))
      .toBe('/forgotPassword');
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  });

  it('uploads a download-zone file that visitors then see on /downMore', async () => {
    const { page } = browser;
    await asAdmin(page);
    await openPage(page, '/purHome/admin/downloads');
    await page.getByRole('button', { name: '上传文件' }).click();
    const dialog = await openedDialog(page, '上传下载专区文件');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: '供应商年度考核说明.pdf', mimeType: 'application/pdf', buffer: PDF });
    // The title starts as the file's name.
    await expect.poll(() => dialog.getByLabel('标题').inputValue()).toBe('供应商年度考核说明');
    await saveScreens(page, 'admin-downloads-upload');
    await dialog.getByRole('button', { name: OK }).click();
    await toast(page, '已保存').waitFor();
    await page.getByRole('cell', { name: '供应商年度考核说明', exact: true }).waitFor();
    await saveScreens(page, 'admin-downloads');

    await asVisitor(page);
    await openPage(page, '/downMore');
    await page.getByText('供应商年度考核说明', { exact: true }).first().waitFor();
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  });

  it('keeps the audit filter in the address: back, forward and reload show it, 重置 clears it', async () => {
    const { page } = browser;
    await asAdmin(page);
    await openPage(page, '/purHome/admin/audit?current=2');
    // Before hydration 查询 would submit the plain form, and Back would bring the typed name back.
    await waitForHydration(page);
    const loginName = page.getByLabel('账号', { exact: true });
    await loginName.fill('demo_admin');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    // A new filter starts again at page 1.
    await page.waitForURL((url) => url.search === '?loginName=demo_admin');

    await page.goBack();
    await page.waitForURL((url) => url.search === '?current=2');
    await expect.poll(() => loginName.inputValue()).toBe('');
    await page.goForward();
    await page.waitForURL((url) => url.search === '?loginName=demo_admin');
    await expect.poll(() => loginName.inputValue()).toBe('demo_admin');
    await page.reload();
    await expect.poll(() => loginName.inputValue()).toBe('demo_admin');

    // The server's HTML shows the filter at once; 重置 answers once the page has hydrated.
    await waitForHydration(page);
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => loginName.inputValue()).toBe('');
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  });

  it('exports the audit CSV the filter shows', async () => {
    const { page } = browser;
    await asAdmin(page);
    await openPage(page, '/purHome/admin/audit?loginName=demo_admin');
    await page.getByRole('cell', { name: 'demo_admin' }).first().waitFor();
    await saveScreens(page, 'admin-audit');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /导出 CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^审计日志-\d{14}\.csv$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('"时间","操作类型","结果","账号","账号ID","IP地址","附加信息"');
    expect(lines.some((line) => line.includes('"修改字典项","成功","demo_admin"'))).toBe(true);
    expect(
      lines.filter((line) => line !== '').every((line, index) => index === 0 || line.includes('demo_admin')),
    ).toBe(true);
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  });
});
