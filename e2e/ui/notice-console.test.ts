import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { logInBrowser } from '../support/login-page.js';
import { openedDialog, openPage, saveScreens } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.87.${process.pid % 250}.${ipCounter % 250}`;
};

/** 'YYYY-MM-DD HH:mm:ss' China time, `seconds` from now. */
const chinaTimeIn = (seconds: number) =>
  new Date(Date.now() + seconds * 1_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Seconds between writing the notice and its publish time: long enough for the approver to decide
 * through the work bench first on a loaded machine, so the test sees the notice waiting for its time.
 */
const PUBLISH_DELAY_SECONDS = 90;

/**
 * Opens `path` until `locator` shows (a page rendered before a change may be served once more while it
 * renders again), for at most `timeoutMs`.
 */
const openUntilShown = async (page: Page, path: string, locator: () => Locator, timeoutMs = 150_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await openPage(page, path);
    if ((await locator().count()) > 0) return locator();
    if (Date.now() > deadline) throw new Error(`${path} never showed ${locator().toString()}`);
    await page.waitForTimeout(1_000);
  }
};

/** The public list's answer to an anonymous visitor for a title keyword. */
const visitorList = async (keyword: string) => {
  const response = await fetch(`${baseUrl}/supportal/v1/obp-notice/query-notice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ noticeTitle: keyword, size: 5 }),
  });
  return ((await response.json()) as { data: { records: { noticeTitle: string }[] } }).data.records;
};

const both = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await saveScreens(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreens(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** A page of its own (cookies, session) in the same Chromium. */
const newPerson = async (chromium: Browser) => {
  const context = await chromium.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  return { context, page: await context.newPage() };
};

/** Picks an option of the antd select whose input has this id. */
const choose = async (page: Page, id: string, option: string) => {
  await page.locator(`#${id}`).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
};

/** The approver opens the process's task from the work bench and clicks 同意 in the task window. */
const approveInWorkBench = async (approver: Page, processName: string) => {
  const row = await openUntilShown(approver, '/purHome/workBench', () =>
    approver.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: processName }),
  );
  const [taskWindow] = await Promise.all([
    approver.waitForEvent('popup'),
    row.getByRole('button').first().click(),
  ]);
  await taskWindow.waitForURL(/\/purchase\/task\/myTask\?/);
  await taskWindow.getByRole('heading', { name: '任务信息' }).waitFor();
  await taskWindow
    .getByText(processName.replace(/^公告(发布|修订)：/, ''))
    .first()
    .waitFor();
  await saveScreens(
    taskWindow,
    `notice-task-window-${processName.startsWith('公告修订') ? 'amend' : 'publish'}`,
  );
  await Promise.all([
    taskWindow.waitForEvent('close'),
    taskWindow.getByRole('button', { name: /^同\s*意$/ }).click(),
  ]);
};

const TITLE = `江苏分公司2027年机房蓄电池更换采购公告（${Date.now() % 100_000}）`;
const KEYWORD = '机房蓄电池更换';
const AMENDED_TITLE = `${TITLE}（更正）`;
const ATTACHMENT = {
  name: '采购文件.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

describe('notice console', () => {
  it('a province notice goes from the console through approval to visitors at its publish time, is amended and withdrawn', async () => {
    const { page: author } = browser;
    const chromium = author.context().browser();
    if (!chromium) throw new Error('no browser');

    // 1. staff_prov writes the notice: mode from the dictionary, the template's table, an attachment.
    await logInBrowser(author, baseUrl, 'staff_prov', nextIp());
    await openPage(author, '/purHome/console/notices/new');
    await author.locator('#noticeTitle').fill(TITLE);
    await choose(author, 'purchaseNoticeType', '采购公告');
    // The type's template brings a lot table into the body.
    await expect.poll(() => author.locator('.ProseMirror table').count()).toBe(1);
    await author.locator('.ProseMirror table td').first().click();
    await author.keyboard.type('1');
    await choose(author, 'purModeLevel1', '招标采购');
    await choose(author, 'purMode', '公开招标');
    await both(author, 'console-notice-new');
    const publishAt = chinaTimeIn(PUBLISH_DELAY_SECONDS);
    const publishInput = author.locator('#publicationTime');
    await publishInput.click();
    await publishInput.fill(publishAt);
    await publishInput.press('Enter');
    await author.locator('input[type=file]').setInputFiles(ATTACHMENT);
    // Uploaded: the list names the file with its size.
    await author.locator('.ant-upload-list').getByText(`${ATTACHMENT.name}（`).waitFor();
    await both(author, 'console-notice-filled');
    await author.getByRole('button', { name: '提交审批' }).click();
    await author.getByText('已提交审批').first().waitFor();
    await author.getByRole('heading', { name: TITLE }).waitFor();
    const draftPath = new URL(author.url()).pathname;
    await author.getByText('招标采购 / 公开招标').waitFor();
    await both(author, 'console-notice-view-submitted');

    // 2. The approver NOTICE_PUBLISH assigns (总部审核 for a province) approves in the task window.
    const approver = await newPerson(chromium);
    await logInBrowser(approver.page, baseUrl, 'staff_hq', nextIp());
    await approveInWorkBench(approver.page, `公告发布：${TITLE}`);
    // Approved before its time: nothing of it is public yet, the author sees it waiting.
    expect(await visitorList(KEYWORD)).toEqual([]);
    const visitor = await newPerson(chromium);
    await openPage(author, draftPath);
    await author.getByText('自动发布').waitFor();
    await both(author, 'console-notice-view-scheduled');

    // 3. At its publish time it appears for visitors: home, list, search and detail with the attachment.
    const homeLink = await openUntilShown(visitor.page, '/home', () =>
      visitor.page.getByRole('link', { name: TITLE }).first(),
    );
    expect(await homeLink.textContent()).toContain(TITLE);
    const listLink = await openUntilShown(visitor.page, '/purAnnouncement?purchaseNoticeType=2', () =>
      visitor.page.locator('.ant-table-tbody a').filter({ hasText: TITLE }),
    );
    // The list prefixes the purchase modes the author picked from the dictionary.
    expect(await listLink.textContent()).toBe(`【招标采购/公开招标】${TITLE}`);
    const detailHref = (await listLink.getAttribute('href')) ?? '';
    const noticeId = new URL(detailHref, baseUrl).searchParams.get('id');
    expect(noticeId).toMatch(/^\d+$/);
    await openPage(visitor.page, `/search?keyword=${encodeURIComponent(KEYWORD)}`);
    await visitor.page.locator('.ant-table-tbody').getByText(TITLE).waitFor();
    await openPage(visitor.page, `/noticeDetail?id=${noticeId}`);
    await visitor.page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await visitor.page.getByRole('region', { name: '公告正文' }).locator('table').count()).toBe(1);
    const [download] = await Promise.all([
      visitor.page.waitForEvent('download'),
      visitor.page.getByRole('link', { name: `下载 ${ATTACHMENT.name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(ATTACHMENT.name);
    expect(await readFile(await download.path())).toEqual(ATTACHMENT.buffer);
    await both(visitor.page, 'notice-detail-published');

    // 4. The author amends title and body; once approved, visitors see the change and the diff.
    await openPage(author, draftPath);
    await author.getByRole('link', { name: '修订', exact: true }).click();
    await author.waitForURL(/amends=/);
    await author.locator('#noticeTitle').fill(AMENDED_TITLE);
    await author.locator('.ProseMirror p').first().click();
    await author.keyboard.press('End');
    await author.keyboard.press('Enter');
    await author.keyboard.type('投标截止时间顺延至2027年3月8日。');
    await author.getByLabel('修订说明').fill('投标截止时间顺延');
    await both(author, 'console-notice-amend');
    await author.getByRole('button', { name: '提交审批' }).click();
    await author.getByText('已提交审批').first().waitFor();
    await approveInWorkBench(approver.page, `公告修订：${AMENDED_TITLE}`);
    await openUntilShown(visitor.page, `/noticeDetail?id=${noticeId}`, () =>
      visitor.page.getByRole('heading', { name: AMENDED_TITLE }),
    );
    await visitor.page.getByText(/本公告已于 .* 修订/).waitFor();
    await visitor.page.getByText('修订记录（1）').click();
    await visitor.page.locator('ins', { hasText: '投标截止时间顺延至2027年3月8日。' }).waitFor();
    await visitor.page.locator('del', { hasText: TITLE }).first().waitFor();
    // The amendment kept the attachment.
    await visitor.page.getByRole('link', { name: `下载 ${ATTACHMENT.name}` }).waitFor();
    await both(visitor.page, 'notice-detail-amended');

    // 5. The author withdraws it with a reason: the list greys it out, the detail says why.
    await openPage(author, draftPath);
    await author.getByRole('button', { name: /^撤\s*回$/ }).click();
    const dialog = await openedDialog(author, '撤回公告');
    await dialog.getByLabel('撤回说明').fill('采购需求取消');
    await both(author, 'console-notice-withdraw-dialog');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await author.getByText('公告已撤回').waitFor();
    const greyed = await openUntilShown(visitor.page, '/purAnnouncement?purchaseNoticeType=2', () =>
      visitor.page.locator('.ant-table-tbody a').filter({ hasText: `${AMENDED_TITLE}（已失效）` }),
    );
    expect(await greyed.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(102, 111, 124)');
    await both(visitor.page, 'notice-list-withdrawn');
    // The page visitors saw before is never served again once the notice is withdrawn: it says why.
    await openPage(visitor.page, `/noticeDetail?id=${noticeId}`);
    await visitor.page.getByText('已撤回：采购需求取消').waitFor({ timeout: 2_000 });
    await both(visitor.page, 'notice-detail-withdrawn');

    // The console's lists, filtered by title.
    await openPage(author, `/purHome/console/notices?type=2&keyword=${encodeURIComponent(KEYWORD)}`);
    await author.locator('.ant-table-tbody').getByText(AMENDED_TITLE).waitFor();
    await both(author, 'console-notices-list');
    await approver.context.close();
    await visitor.context.close();
  }, 420_000);
});
