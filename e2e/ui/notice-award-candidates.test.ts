import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { logInBrowser, toast } from '../support/login-page.js';
import {
  openPage,
  openPageShowing,
  pickOption,
  saveScreensAtBothWidths,
  tableRows,
} from '../support/page-helpers.js';
import { openTaskWindow } from '../support/work-bench.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

/** The OCDS 1.1.5 schemas the server's own tests hold (Apache-2.0, unchanged). */
const fixtures = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/test/fixtures/ocds',
);
const schemaFile = (name: string) => JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as object;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(schemaFile('release-schema.json'));
const validatePackage = ajv.compile(schemaFile('release-package-schema.json'));

const TITLE = '江苏分公司2027年铁塔基础施工采购结果公示';
const TYPED = { name: '江苏通达铁塔工程有限公司', uscc: '91440300708461136T' };

/** 'YYYY-MM-DD HH:mm:ss' China time, `seconds` from now. */
const chinaTimeIn = (seconds: number) =>
  new Date(Date.now() + seconds * 1_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Clicks a suggestion of the open dropdown (the supplier field suggests; it is no Select to check). */
const clickSuggestion = async (page: Page, text: RegExp) =>
  page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();

/** The stroke bpmn-js draws a flow with. */
const flowStroke = (page: Page, flowId: string) =>
  page
    .locator(`.djs-element[data-element-id="${flowId}"] .djs-visual > path`)
    .first()
    .evaluate((element) => getComputedStyle(element).stroke);

describe('result notices with candidates', () => {
  it('staff publish a 结果公示 with two candidates: the page shows the table, OCDS names the winner and its bid', async () => {
    const { page } = browser;
    const chromium = page.context().browser();
    if (!chromium) throw new Error('no browser');
    await logInBrowser(page, baseUrl, 'staff_prov', '10.88.1.1');
    await openPage(page, '/purHome/console/notices/new');
    await page.locator('#noticeTitle').fill(TITLE);
    await pickOption(page, page.locator('#purchaseNoticeType'), /^采购结果公示$/);
    await page.locator('#publicationTime').click();
    await page.locator('#publicationTime').fill(chinaTimeIn(20));
    await page.locator('#publicationTime').press('Enter');

    // One candidate picked from the supplier list, its credit code from the register.
    await page.getByRole('button', { name: '添加候选人' }).click();
    const rows = page.getByTestId('award-candidate-row');
    const first = rows.nth(0);
    await first.locator('.ant-select').first().click();
    await page.keyboard.type('华信');
    await clickSuggestion(page, /华信通信设备有限公司/);
    await expect
      .poll(() => first.locator('input[id$="_supplierName"]').inputValue())
      .toBe('华信通信设备有限公司');
    await expect.poll(() => first.locator('input[id$="_uscc"]').inputValue()).toBe('91320106MA1N2K3L72');
    await first.locator('input[id$="_bidAmount"]').fill('1234567.89');
    await first.getByRole('checkbox').check();

    // One typed with its credit code: a wrong check character is refused before anything is sent.
    await page.getByRole('button', { name: '添加候选人' }).click();
    const second = rows.nth(1);
    await second.locator('input[id$="_supplierName"]').fill(TYPED.name);
    await second.locator('input[id$="_uscc"]').fill('91440300708461136U');
    await second.locator('input[id$="_bidAmount"]').fill('1180000');
    await second.getByText('统一社会信用代码不正确').waitFor();
    await second.locator('input[id$="_uscc"]').fill(TYPED.uscc);
    await expect.poll(() => second.getByText('统一社会信用代码不正确').count()).toBe(0);
    await rows.nth(0).scrollIntoViewIfNeeded();
    await saveScreensAtBothWidths(page, 'award-candidates-editor');

    await page.getByRole('button', { name: '提交审批' }).click();
    await toast(page, '已提交审批').waitFor();

    // 总部 approves in the task window; its 流程图 marks the path taken so far.
    const context = await chromium.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    const approver = await context.newPage();
    await logInBrowser(approver, baseUrl, 'staff_hq', '10.88.1.2');
    await openPage(approver, '/purHome/workBench');
    const processName = `公告发布：${TITLE}`;
    const row = tableRows(approver).filter({ hasText: processName });
    const taskWindow = await openTaskWindow(approver, row, processName);
    await taskWindow.getByText(TYPED.uscc).first().waitFor();
    await taskWindow
      .locator('.djs-element[data-element-id="toHqReview"]')
      .first()
      .waitFor({ timeout: 60_000 });
    // Taken: the start's flow and 公告编写 → 网关 → 总部审核 (thick green); not taken: the way to 省分审核.
    await expect.poll(() => flowStroke(taskWindow, 'toHqReview')).toBe('rgb(56, 158, 13)');
    expect(await flowStroke(taskWindow, 'toProvinceReview')).not.toBe('rgb(56, 158, 13)');
    await taskWindow.getByText('已走过的路径').waitFor();
    await taskWindow.locator('.djs-element[data-element-id="toHqReview"]').first().scrollIntoViewIfNeeded();
    await saveScreensAtBothWidths(taskWindow, 'award-candidates-process-diagram');
    await taskWindow.getByLabel('审批意见').fill('同意发布');
    const closed = taskWindow.waitForEvent('close', { timeout: 90_000 });
    await taskWindow.getByRole('button', { name: /^同\s*意$/ }).click();
    await taskWindow
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /^同\s*意$/ })
      .click();
    await closed;
    await context.close();

    // Published at its time by the sweep: a visitor finds it, with the table under the body.
    let noticeId = '';
    await expect
      .poll(
        async () => {
          const response = await fetch(`${baseUrl}/supportal/v1/obp-notice/query-notice`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ noticeTitle: '铁塔基础施工采购结果', size: 5 }),
          });
          const records = ((await response.json()) as { data: { records: { noticeId: string }[] } }).data
            .records;
          noticeId = records[0]?.noticeId ?? '';
          return noticeId;
        },
        { timeout: 90_000, interval: 1_000 },
      )
      .not.toBe('');
    const visitor = await chromium.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    const detail = await visitor.newPage();
    await openPageShowing(detail, `/noticeDetail?id=${noticeId}`, (shown) =>
      shown.getByRole('heading', { name: '中标候选人及中标人' }),
    );
    const table = detail.locator('section[aria-labelledby="award-title"] .ant-table-tbody tr.ant-table-row');
    await expect.poll(() => table.count()).toBe(2);
    expect(await table.nth(0).innerText()).toMatch(
      /1\s+华信通信设备有限公司[\s\S]*91320106MA1N2K3L72[\s\S]*¥1,234,567\.89 CNY\s+中标/,
    );
    expect(await table.nth(1).innerText()).toMatch(/2\s+江苏通达铁塔工程有限公司[\s\S]*¥1,180,000\.00 CNY/);
    await detail.locator('section[aria-labelledby="award-title"]').scrollIntoViewIfNeeded();
    await saveScreensAtBothWidths(detail, 'award-candidates-detail');
    await visitor.close();

    // The OCDS release: valid 1.1.5, the winner as the award's supplier with its bid, both as tenderers.
    const ocds = await fetch(`${baseUrl}/supportal/v1/open-data/ocds/release-package?noticeId=${noticeId}`);
    expect(ocds.status).toBe(200);
    const releasePackage = ((await ocds.json()) as { data: { releases: Record<string, unknown>[] } }).data;
    const valid = validatePackage(releasePackage);
    expect(validatePackage.errors?.map((error) => `${error.instancePath} ${error.message}`) ?? []).toEqual(
      [],
    );
    expect(valid).toBe(true);
    const [release] = releasePackage.releases;
    expect(release).toMatchObject({
      tag: ['award'],
      awards: [
        {
          status: 'active',
          suppliers: [{ id: 'CN-USCC-91320106MA1N2K3L72', name: '华信通信设备有限公司' }],
          value: { amount: 1234567.89, currency: 'CNY' },
        },
      ],
      tender: {
        tenderers: [
          { id: 'CN-USCC-91320106MA1N2K3L72', name: '华信通信设备有限公司' },
          { id: `CN-USCC-${TYPED.uscc}`, name: TYPED.name },
        ],
      },
    });
    expect(release?.parties).toContainEqual({
      id: `CN-USCC-${TYPED.uscc}`,
      name: TYPED.name,
      identifier: { scheme: 'CN-USCC', id: TYPED.uscc, legalName: TYPED.name },
      roles: ['tenderer'],
    });
  }, 300_000);
});
