import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCallerAs } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { logInBrowser } from '../support/login-page.js';
import { openPage, saveScreens } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.87.${process.pid % 250}.${ipCounter % 250}`;
};

const apiAs = (userName: string) => apiCallerAs(baseUrl, userName, nextIp());

/** 'YYYY-MM-DD HH:mm:ss' China time, `seconds` from now. */
const chinaTimeIn = (seconds: number) =>
  new Date(Date.now() + seconds * 1_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Waits (polling the public API as a visitor) until the answer satisfies `done`. */
const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

const visitorList = async (keyword: string) => {
  const response = await fetch(`${baseUrl}/supportal/v1/obp-notice/query-notice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ noticeTitle: keyword, size: 5 }),
  });
  return (
    (await response.json()) as {
      data: { records: { noticeId: string; noticeTitle: string; noticeState: string }[] };
    }
  ).data.records;
};

const both = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await saveScreens(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreens(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
};

const TITLE = '江苏分公司2027年机房蓄电池更换采购公告';

describe('notice console', () => {
  it('a province notice goes from the console through approval to visitors at its publish time, is amended and withdrawn', async () => {
    const { page } = browser;
    await logInBrowser(page, baseUrl, 'staff_prov', nextIp());
    await openPage(page, '/purHome/console/notices/new');
    await both(page, 'console-notice-new');
    await page.locator('#noticeTitle').fill(TITLE);
    await page.locator('#purchaseNoticeType').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^采购公告$/ })
      .click();
    // The type's template brings a lot table into the body.
    await expect.poll(() => page.locator('.ProseMirror table').count()).toBe(1);
    await page.locator('.ProseMirror table td').first().click();
    await page.keyboard.type('1');
    const publishAt = chinaTimeIn(25);
    const publishInput = page.locator('#publicationTime');
    await publishInput.click();
    await publishInput.fill(publishAt);
    await publishInput.press('Enter');
    await page.locator('input[type=file]').setInputFiles({
      name: '采购文件.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.getByText('采购文件.pdf').first().waitFor();
    await both(page, 'console-notice-filled');
    await page.getByRole('button', { name: '提交审批' }).click();
    await page.getByText('已提交审批').first().waitFor();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await both(page, 'console-notice-view-submitted');

    const province = await apiAs('staff_prov');
    const drafts = await province<{ records: { id: string; processInstID: string }[] }>(
      '/notice-console/query-notice-drafts',
      { noticeTitle: '机房蓄电池更换' },
    );
    const draft = drafts.records[0];
    expect(draft).toBeDefined();
    const hq = await apiAs('staff_hq');
    const todo = await hq<{ records: { workItemID: string; processInstID: string }[] }>(
      '/process/query-workitem-list',
      {
        queryType: '0',
      },
    );
    const item = todo.records.find((record) => record.processInstID === draft?.processInstID);
    await hq('/process/approve-work-item', { workItemID: item?.workItemID, comment: '同意' });
    // Approved before its time: visitors see nothing of it yet.
    expect(await visitorList('机房蓄电池更换')).toEqual([]);
    await openPage(page, `/purHome/console/notices/${draft?.id}`);
    await page.getByText('自动发布').waitFor();
    await both(page, 'console-notice-view-scheduled');

    const [published] = await until(
      () => visitorList('机房蓄电池更换'),
      (records) => records.length > 0,
    );
    const chromium = page.context().browser();
    if (!chromium) throw new Error('no browser');
    // A visitor: a context of its own, without the staff member's session cookie.
    const visitorContext = await chromium.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    const visitor = await visitorContext.newPage();
    await openPage(visitor, '/home');
    await openPage(visitor, `/noticeDetail?id=${published?.noticeId}`);
    await visitor.getByRole('heading', { name: TITLE }).waitFor();
    await visitor.getByText('采购文件.pdf').waitFor();
    await both(visitor, 'notice-detail-published');

    await province('/notice-console/save-notice-draft', {
      noticeTitle: `${TITLE}（更正）`,
      purchaseNoticeType: '2',
      orgCode: (await province<{ orgCode: string }[]>('/notice-console/query-publishing-units'))[0]?.orgCode,
      visitorView: '1',
      publicationTime: publishAt,
      noticeContent: '<h3>一、项目概况</h3><p>投标截止时间顺延至 2027 年 3 月 8 日。</p>',
      amendsNoticeId: published?.noticeId,
      amendReason: '投标截止时间顺延',
      submit: true,
    });
    const amendItem = (
      await hq<{ records: { workItemID: string; processInstName: string }[] }>(
        '/process/query-workitem-list',
        {
          queryType: '0',
        },
      )
    ).records.find((record) => record.processInstName.includes('公告修订'));
    await hq('/process/approve-work-item', { workItemID: amendItem?.workItemID, comment: '同意' });
    await openPage(visitor, `/noticeDetail?id=${published?.noticeId}`);
    await visitor.getByText(/本公告已于 .* 修订/).waitFor();
    await visitor.getByText('修订记录（1）').click();
    await visitor.locator('ins', { hasText: '投标截止时间顺延至 2027 年 3 月 8 日。' }).waitFor();
    await both(visitor, 'notice-detail-amended');

    await openPage(page, `/purHome/console/notices/${draft?.id}`);
    await page.getByRole('button', { name: /^撤\s*回$/ }).click();
    await page.getByLabel('撤回说明').fill('采购需求取消');
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('公告已撤回').waitFor();
    const [withdrawn] = await until(
      () => visitorList('机房蓄电池更换'),
      (records) => records[0]?.noticeState === '0',
    );
    expect(withdrawn?.noticeState).toBe('0');
    // The page visitors saw before is never served again once the notice is withdrawn: it says why.
    await openPage(visitor, `/noticeDetail?id=${published?.noticeId}`);
    await visitor.getByText('采购需求取消').waitFor({ timeout: 2_000 });
    await both(visitor, 'notice-detail-withdrawn');
    await openPage(page, '/purHome/console/notices');
    await both(page, 'console-notices-list');
    await visitorContext.close();
  }, 120_000);
});
