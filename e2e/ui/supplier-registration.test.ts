import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { usccCheckCharacter } from '@supportal/contract';
import { describe, expect, inject, it } from 'vitest';
import { apiCallerAs, E2E_CAPTCHA, outboxDir, waitForOutboxMessage } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { openLoginCard, submitLogin, useOwnClientIp } from '../support/login-page.js';
import { openPage, saveScreens, unexpectedProblems, waitForHydration } from '../support/page-helpers.js';
import { openTaskAs, openTasks } from '../support/work-bench.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const PASSWORD = 'Granite7harbour';
const pdfBytes = (marker: string) => Buffer.from(`%PDF-1.4\n% ${marker}\n%%EOF\n`, 'latin1');

/** A USCC nobody holds yet (the run's clock picks its digits), with the right check character. */
const freshUscc = () => {
  const body = `91320102MA${String(Date.now()).slice(-7)}`;
  return `${body}${usccCheckCharacter(body)}`;
};

/** The newest message to `recipient` whose text contains `marker` (notices carry no code). */
const waitForNotice = async (recipient: string, marker: string, since: number) => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const dir = outboxDir(dataDir);
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
    for (const name of names) {
      const message = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as {
        recipient: string;
        text: string;
        createdAt: string;
      };
      if (
        message.recipient === recipient &&
        message.text.includes(marker) &&
        Date.parse(message.createdAt) >= since
      )
        return message.text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no message with “${marker}” to ${recipient}`);
};

const pickDate = async (page: Page, label: string, value: string) => {
  const input = page.getByLabel(label).first();
  await input.fill(value);
  await input.press('Enter');
};

/** The phone-width picture too, with nothing wider than the screen. */
const saveBothWidths = async (page: Page, name: string) => {
  await saveScreens(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreens(page, `${name}-390`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** staff_prov's to-do: the task window of the application's process. */
const openReviewTask = (page: Page, companyName: string) =>
  openTaskAs(
    page,
    baseUrl,
    { userName: 'staff_prov', apiIp: '10.91.0.1', browserIp: '10.91.0.2' },
    companyName,
  );

describe('供应商注册 in the browser', () => {
  it('a company registers, 江苏 returns it, the applicant corrects it by link, approval opens its account', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    const uscc = freshUscc();
    const mobile = `136${String(Date.now()).slice(-8)}`;
    const companyName = `江苏启航通信工程有限公司${uscc.slice(-4)}`;

    // From the login card to the form.
    const card = await openLoginCard(page);
    await card.getByRole('link', { name: '供应商注册' }).click();
    await page.waitForURL(/\/register$/);
    await waitForHydration(page);
    await page.getByRole('heading', { name: '供应商注册', level: 1 }).waitFor();
    await page.getByLabel('企业名称').fill(companyName);
    // A wrong check character is refused under the field.
    const usccField = page.getByLabel('统一社会信用代码');
    await usccField.fill(`${uscc.slice(0, 17)}${uscc[17] === '0' ? '1' : '0'}`);
    await usccField.blur();
    await page.getByText('统一社会信用代码格式或校验位不正确').waitFor();
    await usccField.fill(uscc);
    await page.getByLabel('法定代表人').fill('周启航');
    await page.getByLabel('注册资本（万元）').fill('2000');
    await page.getByLabel('注册地址').fill('江苏省南京市秦淮区中华路 18 号');
    await page.getByLabel('经营范围').fill('通信工程施工');
    await page.getByRole('checkbox', { name: '通信工程施工' }).check();
    await page.getByLabel('证书编号').fill(uscc);
    await page.getByLabel('发证机关').fill('南京市市场监督管理局');
    await pickDate(page, '有效期起', '2021-03-01');
    await pickDate(page, '有效期止', '2041-02-28');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: pdfBytes('licence') });
    await page.locator('.ant-upload-list-item').filter({ hasText: '营业执照.pdf' }).waitFor();
    await page.getByLabel('联系人姓名').fill('钱多多');
    await page.getByLabel('联系人手机号').fill(mobile);
    await page.getByRole('textbox', { name: '图形验证码' }).fill(E2E_CAPTCHA);
    const sentAt = Date.now();
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await waitForOutboxMessage(dataDir, mobile, sentAt);
    await page.getByLabel('短信验证码').fill(code.code);
    await page.getByLabel('登录密码').fill(PASSWORD);
    await page.getByLabel('确认密码').fill(PASSWORD);
    await saveBothWidths(page, 'registration-form');
    await page.getByRole('button', { name: '提交注册申请' }).click();
    await page.getByText('注册申请已提交').waitFor();
    const applicationNo = /ZC\d{14}/.exec(await page.locator('.ant-result-subtitle').innerText())?.[0] ?? '';
    expect(applicationNo).not.toBe('');

    // staff_prov (江苏) sees every field and the scan in the task window, and returns it.
    const review = await openReviewTask(page, companyName);
    await review.getByText(uscc).first().waitFor();
    await review.getByText('周启航').waitFor();
    await review.getByText('营业执照.pdf').waitFor();
    await saveBothWidths(review, 'registration-task-window');
    await review.close();
    const returnedAt = Date.now();
    const staffProv = await apiCallerAs(baseUrl, 'staff_prov', '10.91.0.3');
    const task = (await openTasks(staffProv)).find((item) => item.processInstName.includes(companyName));
    // Throws unless the server answers success.
    await staffProv('/process/return-work-item', {
      workItemID: task?.workItemID,
      activityDefID: 'apply',
      comment: '经营范围请与营业执照一致',
    });

    // The applicant follows the link in the SMS.
    const text = await waitForNotice(mobile, '/register/correct?token=', returnedAt);
    const link = /\/register\/correct\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
    await page.context().clearCookies();
    await openPage(page, link);
    await page.getByText('经营范围请与营业执照一致').waitFor();
    expect(await page.getByLabel('联系人手机号').isDisabled()).toBe(true);
    await page.getByLabel('经营范围').fill('通信工程施工；通信铁塔安装与维护');
    await saveBothWidths(page, 'registration-correction');
    await page.getByRole('button', { name: '重新提交' }).click();
    await page.getByText('修改后的申请已重新提交').waitFor();

    // The status page says where it stands.
    await openPage(page, '/register/status');
    await page.getByLabel('申请编号').fill(applicationNo);
    await page.getByLabel('联系人手机号').fill(mobile);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('审核中').waitFor();
    await saveBothWidths(page, 'registration-status');

    // staff_prov approves in the task window.
    const approval = await openReviewTask(page, companyName);
    await approval.getByText('通信铁塔安装与维护').first().waitFor();
    const approvedAt = Date.now();
    await approval.getByRole('button', { name: /^同\s*意$/ }).click();
    const confirm = approval.locator('.ant-modal-confirm').filter({ hasText: '流转到下一环节' });
    await Promise.all([
      approval.waitForEvent('close'),
      confirm.getByRole('button', { name: /^同\s*意$/ }).click(),
    ]);
    await waitForNotice(mobile, `登录账号 ${uscc}`, approvedAt);

    // The new main account logs in and sees its record, version 1.
    await page.context().clearCookies();
    const loginCard = await openLoginCard(page);
    await submitLogin(loginCard, uscc, { password: PASSWORD });
    await page.waitForURL(/\/purHome/);
    await openPage(page, '/purHome/supplierInfo');
    await page.getByRole('heading', { name: '企业信息', level: 1 }).waitFor();
    await page.getByText(companyName).first().waitFor();
    await page.getByText(uscc).first().waitFor();
    await page.getByText('通信铁塔安装与维护').first().waitFor();
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 300_000);
});
