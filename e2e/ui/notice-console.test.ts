import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCallerAs, SESSION_COOKIE } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { clientIps, logInBrowser, openedDialog, openPageAs, toast } from '../support/login-page.js';
import {
  openPage,
  openPageShowing,
  pickOption,
  saveScreens,
  saveScreensAtBothWidths,
  tableRows,
  unexpectedProblems,
  waitForHydration,
} from '../support/page-helpers.js';
import { openTaskWindow } from '../support/work-bench.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

const nextIp = clientIps('10.87');

/** 'YYYY-MM-DD HH:mm:ss' China time, `seconds` from now. */
const chinaTimeIn = (seconds: number) =>
  new Date(Date.now() + seconds * 1_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** 'YYYY-MM-DD HH:mm:ss' China time of an instant. */
const chinaTime = (instant: number) =>
  new Date(instant + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** What a visitor's call answers (the list and the search, as the public pages ask them). */
const visitorCall = async <T>(path: string, body: object): Promise<T> => {
  const response = await fetch(`${baseUrl}/supportal/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
};
type TListed = { noticeId: string; noticeTitle: string; noticeState: string };
const visitorList = async (keyword: string) =>
  (await visitorCall<{ records: TListed[] }>('/obp-notice/query-notice', { noticeTitle: keyword, size: 5 }))
    .records;
const visitorSearch = async (keyword: string) =>
  (await visitorCall<{ records: TListed[] }>('/obp-notice/search-notice-list', { noticeTitle: keyword }))
    .records;

const both = saveScreensAtBothWidths;

const TITLE = '江苏分公司2027年机房蓄电池更换采购公告';
const KEYWORD = '机房蓄电池更换';

/** Fills an antd date-time picker (China time, 'YYYY-MM-DD HH:mm:ss') and confirms it. */
const pickTime = async (page: Page, id: string, time: string) => {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(time);
  await input.press('Enter');
};

/** A new 采购公告's title and type; the type's template brings a lot table into the body. */
const writeTitleAndType = async (page: Page, title: string) => {
  await page.locator('#noticeTitle').fill(title);
  await pickOption(page, page.locator('#purchaseNoticeType'), /^采购公告$/);
  await expect.poll(() => page.locator('.ProseMirror table').count()).toBe(1);
};

/**
 * 总部's reviewer, in a browser of their own: opens the task of `processName` from 我的待办 in the work
 * bench, writes a comment and clicks 同意; the task window closes when the decision is recorded.
 */
const approverSession = async (chromium: Browser) => {
  const context = await chromium.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await logInBrowser(page, baseUrl, 'staff_hq', nextIp());
  let decided = 0;
  /** `inspect` looks at the task window before the decision (what the approver sees). */
  const approve = async (
    processName: string,
    shows: string,
    inspect?: (taskWindow: Page) => Promise<void>,
  ) => {
    await openPage(page, '/purHome/workBench');
    const row = tableRows(page).filter({ hasText: processName });
    const taskWindow = await openTaskWindow(page, row, processName);
    await taskWindow.getByText(shows).first().waitFor();
    decided += 1;
    if (decided === 1) await saveScreens(taskWindow, 'console-notice-task-1440');
    if (inspect) await inspect(taskWindow);
    await taskWindow.getByLabel('审批意见').fill('同意发布');
    // The window closes once the decision is recorded (an amendment's writes take a while on a loaded machine).
    const closed = taskWindow.waitForEvent('close', { timeout: 90_000 });
    await taskWindow.getByRole('button', { name: /^同\s*意$/ }).click();
    const confirm = taskWindow.locator('.ant-modal-confirm').filter({ hasText: '审批意见：同意发布' });
    await confirm.getByRole('button', { name: /^同\s*意$/ }).click();
    await closed.catch(async (error: unknown) => {
      await saveScreens(taskWindow, 'console-notice-task-not-closed');
      throw error;
    });
  };
  return { approve, close: () => context.close() };
};

describe('notice console', () => {
  it('a province notice goes from the console through approval in the browser to visitors at its publish time, is amended and withdrawn', async () => {
    const { page } = browser;
    const chromium = page.context().browser();
    if (!chromium) throw new Error('no browser');
    const approver = await approverSession(chromium);
    await openPageAs(page, baseUrl, 'staff_prov', '/purHome/console/notices/new');
    await both(page, 'console-notice-new');
    await writeTitleAndType(page, TITLE);
    await page.locator('.ProseMirror table td').first().click();
    await page.keyboard.type('1');
    // Far enough ahead that approval, however slow, comes first: then the notice is approved, not public.
    await pickTime(page, 'publicationTime', chinaTimeIn(3_600));
    await page.locator('input[type=file]').setInputFiles({
      name: '采购文件.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.getByText('采购文件.pdf').first().waitFor();
    await both(page, 'console-notice-filled');
    await page.getByRole('button', { name: '提交审批' }).click();
    await toast(page, '已提交审批').waitFor();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    const draftPath = new URL(page.url()).pathname;
    await both(page, 'console-notice-view-submitted');

    await approver.approve(`公告发布：${TITLE}`, '采购文件.pdf');
    // Approved before its time: nothing about it is public, not in the list nor in the search.
    await openPage(page, draftPath);
    await page.getByText('自动发布').waitFor();
    await both(page, 'console-notice-view-scheduled');
    expect(await visitorList(KEYWORD)).toEqual([]);
    expect(await visitorSearch(KEYWORD)).toEqual([]);

    // Its author brings the publish time forward; changed, it goes through approval again.
    await page.getByRole('link', { name: '编辑', exact: true }).click();
    await page.getByText('修改后须重新提交审批').waitFor();
    await pickTime(page, 'publicationTime', chinaTimeIn(-60));
    await both(page, 'console-notice-edit-scheduled');
    await page.getByRole('button', { name: '提交审批' }).click();
    await toast(page, '已提交审批').waitFor();
    await page.getByText('审批中').first().waitFor();
    expect(await visitorList(KEYWORD)).toEqual([]);
    await approver.approve(`公告发布：${TITLE}`, '采购文件.pdf');

    // Its time has passed: approved, it is published at once, everywhere a visitor looks.
    const [published] = await visitorList(KEYWORD);
    expect(published?.noticeTitle).toBe(TITLE);
    expect((await visitorSearch(KEYWORD)).map((record) => record.noticeId)).toEqual([published?.noticeId]);
    // A visitor: a context of its own, without the staff member's session cookie.
    const visitorContext = await chromium.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      acceptDownloads: true,
    });
    const visitor = await visitorContext.newPage();
    await openPageShowing(visitor, '/home', (shown) => shown.getByRole('link', { name: TITLE }));
    await openPageShowing(visitor, `/purAnnouncement?purchaseNoticeType=2`, (shown) =>
      shown.locator('.ant-table-tbody a', { hasText: TITLE }),
    );
    await openPageShowing(visitor, `/search?keyword=${encodeURIComponent(KEYWORD)}`, (shown) =>
      shown.locator('a', { hasText: TITLE }),
    );
    await openPage(visitor, `/noticeDetail?id=${published?.noticeId}`);
    await visitor.getByRole('heading', { name: TITLE }).waitFor();
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: '下载 采购文件.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('采购文件.pdf');
    const saved = await download.path();
    expect((await readFile(saved)).subarray(0, 8).toString()).toBe('%PDF-1.4');
    await both(visitor, 'notice-detail-published');
    // Staff see whether search could read the attachment, and why not: this one is no real PDF.
    await openPageShowing(
      page,
      draftPath,
      (shown) => shown.getByText(/^检索：失败（文件已损坏或格式不正确：.+）$/),
      120_000,
    );
    await both(page, 'console-notice-attachment-status');

    // The author amends it from the console; approved, visitors see when and what changed.
    await openPage(page, draftPath);
    await page.getByRole('link', { name: '修订', exact: true }).click();
    await page.getByText(`正在修订已发布的公告“${TITLE}”`).waitFor();
    await page.locator('#noticeTitle').fill(`${TITLE}（更正）`);
    await page.locator('.ProseMirror p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('投标截止时间顺延至 2027 年 3 月 8 日。');
    await page.getByLabel('修订说明').fill('投标截止时间顺延');
    await both(page, 'console-notice-amend');
    await page.getByRole('button', { name: '提交审批' }).click();
    await toast(page, '已提交审批').waitFor();
    await approver.approve(`公告修订：${TITLE}（更正）`, '投标截止时间顺延');
    await openPageShowing(visitor, `/noticeDetail?id=${published?.noticeId}`, (shown) =>
      shown.getByRole('heading', { name: `${TITLE}（更正）` }),
    );
    await visitor.getByText(/本公告已于 .* 修订/).waitFor();
    await visitor.getByText('修订记录（1）').click();
    await visitor.locator('ins', { hasText: '投标截止时间顺延至 2027 年 3 月 8 日。' }).waitFor();
    await both(visitor, 'notice-detail-amended');

    // Withdrawn with a reason: greyed in the list, its page says why.
    await openPage(page, draftPath);
    await page.getByRole('button', { name: /^撤\s*回$/ }).click();
    const dialog = await openedDialog(page, '撤回公告');
    await dialog.getByLabel('撤回说明').fill('采购需求取消');
    await both(page, 'console-notice-withdraw');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await toast(page, '公告已撤回').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await visitorList(KEYWORD))[0]?.noticeState).toBe('0');
    const greyed = visitor.locator('.ant-table-tbody a', { hasText: `${TITLE}（更正）（已失效）` }).first();
    await openPageShowing(visitor, `/purAnnouncement?purchaseNoticeType=2&size=100`, () => greyed);
    expect(await greyed.evaluate((link) => getComputedStyle(link).color)).toBe('rgb(102, 111, 124)');
    await openPageShowing(visitor, `/noticeDetail?id=${published?.noticeId}`, (shown) =>
      shown.getByText('采购需求取消'),
    );
    await visitor
      .getByRole('heading', { name: `${TITLE}（更正）` })
      .getByText('已撤回', { exact: true })
      .waitFor();
    await both(visitor, 'notice-detail-withdrawn');
    // The console's books: one row for the notice, under its amended title, 已撤回, nothing left to do.
    await openPage(page, '/purHome/console/notices');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: KEYWORD });
    await rows.getByText('已撤回').waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('td').first().innerText()).toBe(`${TITLE}（更正）`);
    expect(await rows.getByRole('button').count()).toBe(0);
    await both(page, 'console-notices-list');
    // Its console page says so too, and offers no 修订 or 撤回.
    await openPage(page, draftPath);
    await page.getByText('已撤回', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^撤\s*回$/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: '修订', exact: true }).count()).toBe(0);
    await visitorContext.close();
    await approver.close();
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 240_000);

  it('a province staff member finds a seeded city notice of Jiangsu in 本单位及下级 and amends it from its page', async () => {
    const { page } = browser;
    // Notices not written in the console (the demo seed's) are in the books too.
    await openPageAs(
      page,
      baseUrl,
      'staff_prov',
      '/purHome/console/notices?scope=unit&state=published&type=2',
    );
    const cityRow = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: /市分公司/ })
      .first();
    await cityRow.waitFor();
    const title = await cityRow.locator('td').first().innerText();

    await openPage(page, '/purHome/console/notices?scope=unit');
    await page.getByLabel('按标题或公告编号查找').fill(title);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.waitForURL(/keyword=/);
    // Only notices with that title remain (the seed may have written it more than once).
    const listed = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect
      .poll(async () =>
        (await listed.locator('td:first-child').allInnerTexts()).every((text) => text === title),
      )
      .toBe(true);
    const found = listed.filter({ hasText: title }).first();
    await found.getByText('已发布').waitFor();
    await found.getByRole('link', { name: '修订', exact: true }).waitFor();
    await both(page, 'console-notices-unit-search');

    // Its public page offers staff of its province 修订 / 撤回 / 立即失效.
    await found.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { name: title }).waitFor();
    const staffBar = page.getByRole('navigation', { name: '公告管理' });
    await staffBar.getByRole('link', { name: '修订', exact: true }).waitFor();
    await both(page, 'notice-detail-staff-actions');
    await staffBar.getByRole('link', { name: '修订', exact: true }).click();
    await page.getByText(`正在修订已发布的公告“${title}”`).waitFor();
    await waitForHydration(page);
    await page.getByLabel('修订说明').fill('更正联系人');
    await page.getByRole('button', { name: '提交审批' }).click();
    await toast(page, '已提交审批').waitFor();

    // In review: its row says so and offers no second amendment.
    await openPage(page, `/purHome/console/notices?scope=unit&keyword=${encodeURIComponent(title)}`);
    const pending = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: title }).first();
    await pending.getByText('修订审批中').waitFor();
    expect(await pending.getByRole('link', { name: '修订', exact: true }).count()).toBe(0);
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 180_000);

  it('in a New York browser every console time is China time: 此刻 and the schedule are Beijing wall-clock time', async () => {
    const { page } = browser;
    const chromium = page.context().browser();
    if (!chromium) throw new Error('no browser');
    const approver = await approverSession(chromium);
    const context = await chromium.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      timezoneId: 'America/New_York',
    });
    const newYork = await context.newPage();
    await logInBrowser(newYork, baseUrl, 'staff_prov', nextIp());
    await openPage(newYork, '/purHome/console/notices/new');
    const title = '江苏分公司纽约时区定时发布测试公告';
    await writeTitleAndType(newYork, title);

    // 此刻 fills Beijing's now, not New York's (13 hours behind); every picker says 北京时间.
    await newYork.locator('#publicationTime').click();
    await newYork.getByRole('button', { name: '此刻（北京时间）' }).waitFor();
    await both(newYork, 'console-notice-new-york-picker');
    await newYork.getByRole('button', { name: '此刻（北京时间）' }).click();
    const filled = await newYork.locator('#publicationTime').inputValue();
    const filledAt = new Date(`${filled.replace(' ', 'T')}+08:00`).getTime();
    // Far from the 13 hours a New York reading would be off by, however slow the machine.
    expect(Math.abs(filledAt - Date.now())).toBeLessThan(30 * 60_000);
    expect(await newYork.getByText('北京时间', { exact: true }).count()).toBeGreaterThanOrEqual(3);

    // Scheduled for now + 2 minutes China time: the console shows that very China time.
    const scheduled = chinaTimeIn(120);
    const scheduledAt = new Date(`${scheduled.replace(' ', 'T')}+08:00`).getTime();
    await pickTime(newYork, 'publicationTime', scheduled);
    await newYork.getByRole('button', { name: '提交审批' }).click();
    await toast(newYork, '已提交审批').waitFor();
    await newYork.getByRole('heading', { name: title }).waitFor();
    const draftPath = new URL(newYork.url()).pathname;
    await approver.approve(`公告发布：${title}`, title);
    await openPage(newYork, draftPath);
    if (Date.now() < scheduledAt - 15_000) {
      // Approved before its time (as on any but a very slow machine): not public yet.
      await newYork.getByText(`已审批通过，将于 ${scheduled} 自动发布`).waitFor();
      await both(newYork, 'console-notice-new-york-scheduled');
      expect(await visitorList('纽约时区定时发布')).toEqual([]);
    }
    // Visitors see it once that China time has come (the publish sweep looks every 2 s), not before:
    // the browser's New York zone moved nothing by 13 hours.
    let visibleAt = 0;
    await expect
      .poll(
        async () => {
          const listed = (await visitorList('纽约时区定时发布')).map((record) => record.noticeTitle);
          if (listed.length > 0 && visibleAt === 0) visibleAt = Date.now();
          return listed;
        },
        { timeout: 240_000, interval: 1_000 },
      )
      .toEqual([title]);
    expect(visibleAt).toBeGreaterThanOrEqual(scheduledAt - 1_000);
    expect(visibleAt).toBeLessThan(Math.max(scheduledAt, Date.now()) + 60_000);
    const [listed] = await visitorList('纽约时区定时发布');
    const detail = await visitorCall<{ publicationTimeStr: string }>('/obp-notice/get-notice-by-id', {
      id: listed?.noticeId,
    });
    expect(detail.publicationTimeStr.slice(0, 16)).toBe(scheduled.slice(0, 16));
    await context.close();
    await approver.close();
  }, 420_000);

  it('the books show the same columns in the server HTML as after hydration, at 1440 and 390 px (no shift)', async () => {
    const { page } = browser;
    const chromium = page.context().browser();
    if (!chromium) throw new Error('no browser');
    const cookie = await logInBrowser(page, baseUrl, 'staff_hq', nextIp());
    const visibleHeaders = (target: Page) =>
      target
        .locator('.ant-table-thead th')
        .evaluateAll((cells) =>
          cells
            .filter((cell) => (cell as HTMLElement).offsetWidth > 0)
            .map((cell) => cell.textContent?.trim()),
        );
    for (const width of [1440, 390]) {
      const viewport = { width, height: 900 };
      const serverHtml = await chromium.newContext({ viewport, javaScriptEnabled: false });
      await serverHtml.addCookies([
        { name: SESSION_COOKIE, value: cookie, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
      ]);
      const beforeScripts = await serverHtml.newPage();
      await beforeScripts.goto(`${baseUrl}/purHome/console/notices`);
      const before = await visibleHeaders(beforeScripts);
      await serverHtml.close();

      await page.setViewportSize(viewport);
      await openPage(page, '/purHome/console/notices');
      const after = await visibleHeaders(page);
      expect(after).toEqual(before);
      expect(after).toContain('公告标题');
      if (width === 1440) expect(after).toHaveLength(7);
      else expect(after.length).toBeLessThan(7);
    }
    await both(page, 'console-notices-columns');
  }, 120_000);

  it('总部 approves an amendment in the task window seeing what changes: the deadline move, before → after', async () => {
    const { page } = browser;
    const chromium = page.context().browser();
    if (!chromium) throw new Error('no browser');
    const title = `江苏分公司铁塔配套修订审批测试公告${Date.now() % 100_000}`;
    const province = await apiCallerAs(baseUrl, 'staff_prov', nextIp());
    const headquarters = await apiCallerAs(baseUrl, 'staff_hq', nextIp());
    const [unit] = await province<{ orgCode: string }[]>('/notice-console/query-publishing-units');
    // Whole minutes: the console takes minutes. Ten days ahead, moved one week later.
    const deadline = Math.floor(Date.now() / 60_000) * 60_000 + 10 * 24 * 3_600_000;
    const moved = deadline + 7 * 24 * 3_600_000;
    const fields = {
      noticeTitle: title,
      purchaseNoticeType: '2',
      orgCode: unit?.orgCode,
      visitorView: '1',
      publicationTime: chinaTimeIn(0),
      bidDeadline: chinaTime(deadline),
      projectNumber: 'JS-TT-2027-018',
      contactName: '刘芳',
      noticeContent: '<h3>一、项目概况</h3><p>铁塔配套设备采购。</p>',
    };
    const draft = await province<{ id: string; processInstID: string }>('/notice-console/save-notice-draft', {
      ...fields,
      submit: true,
    });
    const taskOf = async (processInstID: string) =>
      (
        await headquarters<{ records: { workItemID: string; processInstID: string }[] }>(
          '/process/query-workitem-list',
          { queryType: '0' },
        )
      ).records.find((record) => record.processInstID === processInstID);
    await headquarters('/process/approve-work-item', {
      workItemID: (await taskOf(draft.processInstID))?.workItemID,
      comment: '同意',
    });
    let noticeId: string | null = null;
    await expect
      .poll(
        async () => {
          noticeId = (
            await province<{ noticeId: string | null }>('/notice-console/get-notice-draft', { id: draft.id })
          ).noticeId;
          return noticeId;
        },
        { timeout: 60_000 },
      )
      .not.toBeNull();
    await province('/notice-console/save-notice-draft', {
      ...fields,
      bidDeadline: chinaTime(moved),
      noticeContent: '<h3>一、项目概况</h3><p>铁塔配套设备采购。</p><p>投标截止时间顺延一周。</p>',
      amendsNoticeId: noticeId,
      amendReason: '投标截止时间顺延一周',
      submit: true,
    });

    const approver = await approverSession(chromium);
    await approver.approve(`公告修订：${title}`, '投标截止时间顺延一周', async (taskWindow) => {
      // The 业务单据 shows what will be published and, first, what the amendment changes.
      const diff = taskWindow.getByTestId('amendment-diff');
      const row = diff.locator('tr').filter({ hasText: '投标截止时间' });
      expect(await row.locator('del').innerText()).toBe(chinaTime(deadline));
      expect(await row.locator('ins').innerText()).toBe(chinaTime(moved));
      await diff.locator('ins', { hasText: '投标截止时间顺延一周。' }).waitFor();
      expect(await diff.getByText('修订说明：投标截止时间顺延一周').count()).toBe(1);
      await taskWindow.getByText('JS-TT-2027-018').waitFor();
      // One width only: resizing the task window right before the decision loses the click.
      await saveScreens(taskWindow, 'task-window-amendment-diff-1440');
    });
    await approver.close();
    // Approved: visitors read the moved deadline.
    await expect
      .poll(
        async () =>
          (
            await visitorCall<{ bidDeadline: string | null }>('/obp-notice/get-notice-by-id', {
              id: noticeId,
            })
          ).bidDeadline,
        { timeout: 60_000 },
      )
      .toBe(chinaTime(moved));
    // Visitors read the same comparison on the notice page.
    const visitorContext = await chromium.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    const visitor = await visitorContext.newPage();
    await openPage(visitor, `/noticeDetail?id=${noticeId}`);
    await visitor.getByText('修订记录（1）').click();
    const publicRow = visitor.getByTestId('amendment-diff').locator('tr').filter({ hasText: '投标截止时间' });
    expect(await publicRow.locator('del').innerText()).toBe(chinaTime(deadline));
    expect(await publicRow.locator('ins').innerText()).toBe(chinaTime(moved));
    await both(visitor, 'notice-detail-amendment-diff');
    await visitorContext.close();
    // The console's page of the amendment shows the same comparison.
    await logInBrowser(page, baseUrl, 'staff_prov', nextIp());
    const amendments = await province<{ records: { id: string; noticeTitle: string; kind: string }[] }>(
      '/notice-console/query-notice-drafts',
      { noticeTitle: title },
    );
    const amendment = amendments.records.find((record) => record.kind === 'amend');
    await openPage(page, `/purHome/console/notices/${amendment?.id}`);
    const consoleRow = page.getByTestId('amendment-diff').locator('tr').filter({ hasText: '投标截止时间' });
    expect(await consoleRow.locator('del').innerText()).toBe(chinaTime(deadline));
    await both(page, 'console-notice-amendment-diff');
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 300_000);
});
