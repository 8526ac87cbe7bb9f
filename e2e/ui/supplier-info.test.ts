import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccountWithPassword, waitForOutboxMessage } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { logInBrowser, toast } from '../support/login-page.js';
import { openPage, saveScreens, unexpectedProblems } from '../support/page-helpers.js';
import { openTaskAs } from '../support/work-bench.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/**
 * demo_simple, a supplier main account with the password only: demo_supplier's codes (10 an hour) are
 * spent by the login tests of the same run, and the bank change needs a code of its own.
 */
const logIn = async (page: Page) => {
  await logInBrowser(page, baseUrl, 'demo_simple', '10.67.0.1');
  await openPage(page, '/purHome');
};

/** The demo record's scan of its one certificate (made at seed time). */
const SEEDED_SCAN = '建筑业企业资质证书扫描件.pdf';
const NEW_SCAN = '建筑业企业资质证书-换证.pdf';
const pdfBytes = (marker: string) => Buffer.from(`%PDF-1.4\n% ${marker}\n%%EOF\n`, 'latin1');

/** Clicks a scan's download link and answers the name the browser saves it under. */
const downloadedName = async (page: Page, fileName: string) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    // Tabs visited before stay in the page, hidden: the visible link is the one a person clicks.
    page
      .getByRole('link', { name: `下载 ${fileName}` })
      .filter({ visible: true })
      .first()
      .click(),
  ]);
  return download.suggestedFilename();
};

/**
 * A new main account of 恒远电力 (SUP100003) without mobile or e-mail, created by the administrator,
 * logged into the page with its initial password.
 */
const logInWithoutContacts = async (page: Page) => {
  const loginName = `e2e_nocontact_${Date.now() % 100_000}`;
  const password = 'Harbour7lantern';
  await createAccountWithPassword(
    baseUrl,
    { userName: 'demo_admin', clientIp: '10.67.1.1' },
    '/admin/accounts/create-supplier-account',
    { loginName, displayName: '赵无联', supplierCode: 'SUP100003' },
    { chosen: password, clientIp: '10.67.1.2' },
  );
  await logInBrowser(page, baseUrl, loginName, '10.67.1.2', password);
};

const editButton = (page: Page) =>
  page.getByRole('button', { name: '编 辑' }).or(page.getByRole('button', { name: '编辑' }));

describe('企业信息 in the browser', () => {
  it('asks for no code when only the address changes; without mobile or e-mail a bank change says what to do', async () => {
    const { page } = browser;
    await logInWithoutContacts(page);
    await openPage(page, '/purHome/supplierInfo');
    await page.getByText('恒远电力工程有限公司').first().waitFor();
    await editButton(page).click();
    const secondFactor = page.getByText('银行账户变更需要二次验证');

    // A bank change asks for the code; this account cannot receive one, and the page says why and what to do.
    const branch = page.getByLabel('开户支行').first();
    const keptBranch = await branch.inputValue();
    await branch.fill('广州珠江新城支行');
    await secondFactor.waitFor();
    await page.getByText(/请联系系统管理员在“账号管理”中为您绑定手机号或邮箱/).waitFor();
    expect(await page.getByRole('button', { name: '提交变更' }).isDisabled()).toBe(true);
    await saveScreens(page, 'supplier-info-no-contact-bank');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText(/请联系系统管理员/).scrollIntoViewIfNeeded();
    await saveScreens(page, 'supplier-info-no-contact-bank-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Back to the kept account and only the address changed: no code, the request goes to review.
    await branch.fill(keptBranch);
    await secondFactor.waitFor({ state: 'detached' });
    const address = `广东省广州市天河区体育西路 ${Date.now() % 1000} 号`;
    await page.getByLabel('注册地址').fill(address);
    await page.getByRole('button', { name: '提交变更' }).click();
    await toast(page, '变更申请已提交，等待审核').waitFor();
    await page.waitForURL(/tab=changes/);
    const diff = page.locator('.ant-table-expanded-row').first();
    await diff.getByText(address).waitFor();
    expect(await diff.locator('.ant-tag').allTextContents()).toEqual(['修改']);
    await page.context().clearCookies();
  }, 120_000);

  it('a supplier changes the address and a bank account; staff_hq approves it in the task window', async () => {
    const { page } = browser;
    const address = `江苏省南京市建邺区江东中路 ${Date.now() % 1000} 号`;
    const accountNumber = `62220243010${String(Date.now()).slice(-8)}`;

    await logIn(page);
    await openPage(page, '/purHome/supplierInfo');
    await page.getByRole('heading', { name: '企业信息', level: 1 }).waitFor();
    await page.getByText('中鼎铁塔建设有限公司').first().waitFor();
    await saveScreens(page, 'supplier-info-base');
    await page.getByRole('tab', { name: '银行账户' }).click();
    await page.getByText('****0521').waitFor();
    expect(await page.content()).not.toContain('11050162360000000521');
    await page.getByRole('tab', { name: '资质证书' }).click();
    await page
      .getByText(/天后到期|剩余 \d+ 天/)
      .first()
      .waitFor();
    await saveScreens(page, 'supplier-info-certificates');
    expect(await downloadedName(page, SEEDED_SCAN)).toBe(SEEDED_SCAN);

    await editButton(page).click();
    await page.getByLabel('注册地址').fill(address);
    await page
      .getByLabel(/银行账号/)
      .first()
      .fill(accountNumber);
    // A wrong USCC is refused under its field before anything is sent.
    const uscc = page.getByLabel('统一社会信用代码');
    const realUscc = await uscc.inputValue();
    await uscc.fill('91320106MA1N2K3L73');
    await uscc.blur();
    await page.getByText('统一社会信用代码格式或校验位不正确').waitFor();
    await uscc.fill(realUscc);

    // A new certificate scan: a program and a fake PDF are refused on the field, nothing attached.
    const scanInput = page.locator('input[type="file"]').first();
    const scanList = page.locator('.ant-upload-list-item');
    const refused = async (name: string, mimeType: string, content: string, alert: string) => {
      await scanInput.setInputFiles({ name, mimeType, buffer: Buffer.from(content, 'latin1') });
      await page.getByRole('alert').filter({ hasText: alert }).waitFor();
    };
    await refused(
      'setup.exe',
      'application/x-msdownload',
      'MZ\x90\x00 a program',
      '“setup.exe”的类型不支持，仅支持 PDF、JPG、JPEG、PNG',
    );
    // The browser cannot tell this one: the server reads the bytes and refuses them.
    await refused(
      '资质证书.pdf',
      'application/pdf',
      'MZ\x90\x00 a program named like a PDF',
      '“资质证书.pdf”上传失败：文件内容与扩展名 .pdf（PDF）不符，请上传真实的文件',
    );
    // The refused file leaves the list (antd animates it out).
    await scanList.first().waitFor({ state: 'detached' });
    await saveScreens(page, 'supplier-info-upload-refused');
    await scanInput.setInputFiles({
      name: NEW_SCAN,
      mimeType: 'application/pdf',
      buffer: pdfBytes('renewed'),
    });
    await scanList.filter({ hasText: NEW_SCAN }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: '上传失败' }).count()).toBe(0);

    await page.getByText('银行账户变更需要二次验证').waitFor();
    const mobileChannel = page.getByRole('radio', { name: /手机/ });
    if ((await mobileChannel.count()) > 0) await mobileChannel.check();
    const sentAt = Date.now();
    await page.getByRole('button', { name: '发送验证码' }).click();
    await toast(page, '验证码发送成功！').waitFor();
    const message = await waitForOutboxMessage(dataDir, '13900139000', sentAt);
    await page.getByLabel('验证码').fill(message.code);
    await saveScreens(page, 'supplier-info-edit');
    await page.getByRole('button', { name: '提交变更' }).click();
    await toast(page, '变更申请已提交，等待审核').waitFor();
    await page.waitForURL(/tab=changes/);

    const diff = page.locator('.ant-table-expanded-row').first();
    await diff.getByText(address).waitFor();
    await diff
      .getByText(`****${accountNumber.slice(-4)}`)
      .first()
      .waitFor();
    await diff.getByText('****0521').first().waitFor();
    // Rows kept their identity: three changes, nothing removed or added.
    expect(await diff.locator('.ant-tag').allTextContents()).toEqual(['修改', '修改', '修改']);
    await page.getByText('审核中').first().waitFor();
    await saveScreens(page, 'supplier-info-changes');
    // Both scans of the changed certificate download from the request.
    expect(await downloadedName(page, NEW_SCAN)).toBe(NEW_SCAN);
    expect(await downloadedName(page, SEEDED_SCAN)).toBe(SEEDED_SCAN);

    // The supplier's session comes back after the review (another code would wait for the resend limit).
    const supplierCookies = await page.context().cookies();
    // The reviewer: staff_hq holds SUPPLIER_REVIEW and finds the request in 我的待办.
    const taskWindow = await openTaskAs(
      page,
      baseUrl,
      { userName: 'staff_hq', apiIp: '10.66.0.1', browserIp: '10.66.0.2' },
      '供应商信息变更：中鼎铁塔建设有限公司',
    );
    await taskWindow.getByText(address).waitFor();
    await saveScreens(taskWindow, 'supplier-info-task-window');
    // The reviewer opens the proposed scan from the diff.
    expect(await downloadedName(taskWindow, NEW_SCAN)).toBe(NEW_SCAN);
    await taskWindow.getByRole('button', { name: /^同\s*意$/ }).click();
    const confirm = taskWindow.locator('.ant-modal-confirm').filter({ hasText: '流转到下一环节' });
    await Promise.all([
      taskWindow.waitForEvent('close'),
      confirm.getByRole('button', { name: /^同\s*意$/ }).click(),
    ]);

    await page.context().clearCookies();
    await page.context().addCookies(supplierCookies);
    await openPage(page, '/purHome/supplierInfo');
    await page.getByText(address).waitFor();
    await page.getByRole('tab', { name: '银行账户' }).click();
    await page.getByText(`****${accountNumber.slice(-4)}`).waitFor();
    await page.getByRole('tab', { name: '资质证书' }).click();
    expect(await downloadedName(page, NEW_SCAN)).toBe(NEW_SCAN);
    await page.getByRole('tab', { name: '历史版本' }).click();
    await page.getByRole('cell', { name: '第 2 版' }).waitFor();
    await saveScreens(page, 'supplier-info-versions');
    // Phones: the page narrows without scrolling sideways; tables scroll inside their box.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: '变更记录' }).click();
    await saveScreens(page, 'supplier-info-changes-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });
    // The one 400 is the refused fake PDF above, expected; a 401 is a call the open page made after the
    // test cleared its cookies to switch users (a slow machine's late loader), as a user's ended session.
    const problems = unexpectedProblems(browser.consoleProblems).filter(
      (text) => !/status of 40[01] \((Bad Request|Unauthorized)\)/.test(text),
    );
    expect(problems).toEqual([]);
  }, 180_000);
});
