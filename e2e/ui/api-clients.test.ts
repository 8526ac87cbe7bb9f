import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { openedDialog, openPageAs, toast } from '../support/login-page.js';
import { saveScreens, unexpectedProblems } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');
const OK = /确\s*定/;

/** What the publishing API answers to a credential: 404 for an unknown externalId once authenticated. */
const statusWith = async (credential: string) =>
  (
    await fetch(`${baseUrl}/supportal/v1/notice-publishing/get-notice-status?externalId=E2E-NONE`, {
      headers: { authorization: `Bearer ${credential}` },
    })
  ).status;

describe('API clients in the browser', () => {
  it('issues a client whose credential is shown once and works, then revokes it', async () => {
    const { page } = browser;
    await openPageAs(page, baseUrl, 'demo_admin', '/purHome/admin/api-clients');
    await page.getByRole('button', { name: '签发客户端' }).click();
    const dialog = await openedDialog(page, '签发接口客户端');
    await dialog.getByLabel('客户端名称').fill('江苏ERP（浏览器测试）');
    await dialog.getByLabel('发布单位').click();
    await page.keyboard.type('江苏');
    await page.locator('.ant-select-item-option').filter({ hasText: '江苏' }).first().click();
    await dialog.getByLabel('允许的公告类型').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^采购公告$/ })
      .click();
    await page.keyboard.press('Escape');
    await saveScreens(page, 'admin-api-clients-issue');
    await dialog.getByRole('button', { name: '签发客户端' }).click();

    const shown = await openedDialog(page, '请立即复制凭证：江苏ERP（浏览器测试）');
    const credential = (await shown.locator('code').first().textContent())?.trim() ?? '';
    expect(credential).toMatch(/^spc_[0-9a-f]{16}\.[A-Za-z0-9_-]{43}$/);
    await shown.getByText('凭证只显示这一次').waitFor();
    await saveScreens(page, 'admin-api-clients-credential');
    expect(await statusWith(credential)).toBe(404);
    await shown.getByRole('button', { name: '我已妥善保存' }).click();
    await shown.waitFor({ state: 'hidden' });

    // Listed with its key id, never its secret.
    const keyId = credential.split('.')[0] ?? '';
    const row = page.getByRole('row').filter({ hasText: '江苏ERP（浏览器测试）' });
    await row.getByText(keyId).waitFor();
    await row.getByText('有效').waitFor();
    expect(await page.content()).not.toContain(credential.split('.')[1]);
    await saveScreens(page, 'admin-api-clients');

    await row.getByRole('button', { name: '吊销 江苏ERP（浏览器测试）' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: OK }).click();
    await toast(page, '已吊销').waitFor();
    await row.getByText('已吊销').waitFor();
    expect(await statusWith(credential)).toBe(401);
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 180_000);
});
