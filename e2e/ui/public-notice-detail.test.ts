import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { logInBrowser } from '../support/login-page.js';
import { openPage, saveScreens, unexpectedProblems } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

type TFile = { id: string; fileName: string; fileSize: number };

const callApi = async <T>(path: string, payload: unknown): Promise<T> => {
  const response = await fetch(`${baseUrl}/supportal/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const envelope = (await response.json()) as { resultStat: string; data: T };
  expect(envelope.resultStat).toBe('000');
  return envelope.data;
};

/** The first demo notice is a purchase notice carrying a small PDF and a ~3 MB CSV. */
const NOTICE_ID = '1';

describe('notice detail', () => {
  it('puts the title and the sanitized content into the first HTML', async () => {
    const notice = await callApi<{ noticeTitle: string; noticeContent: string }>(
      '/obp-notice/get-notice-by-id',
      {
        id: NOTICE_ID,
      },
    );
    const html = await (await fetch(`${baseUrl}/noticeDetail?id=${NOTICE_ID}`)).text();
    expect(html).toContain(notice.noticeTitle);
    const firstParagraph = /<p>([^<]{8,})/.exec(notice.noticeContent)?.[1] ?? '';
    expect(firstParagraph).not.toBe('');
    expect(html).toContain(firstParagraph.slice(0, 20));
  });

  it('shows title, content and attachments, and downloads them under their Chinese names', async () => {
    const { page } = browser;
    const { records } = await callApi<{ records: TFile[] }>('/file/get-att-files', { relId: NOTICE_ID });
    const small = records.find((file) => file.fileSize < 1024 * 1024);
    const large = records.find((file) => file.fileSize > 2 * 1024 * 1024);
    if (!small || !large) throw new Error('the first demo notice should carry a small and a large file');
    expect(large.fileName).toMatch(/[\u4e00-\u9fa5]/);

    await openPage(page, `/noticeDetail?id=${NOTICE_ID}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/公告/);
    await expect(
      article.getByRole('region', { name: '公告正文' }).locator('table').count(),
    ).resolves.toBeGreaterThan(0);
    const attachments = page.getByRole('region', { name: /^附件/ });
    expect(await attachments.getByRole('listitem').count()).toBe(records.length);

    const [smallDownload] = await Promise.all([
      page.waitForEvent('download'),
      attachments.getByRole('link', { name: `下载 ${small.fileName}` }).click(),
    ]);
    expect(smallDownload.suggestedFilename()).toBe(small.fileName);

    const [largeDownload] = await Promise.all([
      page.waitForEvent('download'),
      attachments.getByRole('link', { name: `下载 ${large.fileName}` }).click(),
    ]);
    expect(largeDownload.suggestedFilename()).toBe(large.fileName);
    // Large files report their progress; it ends with 下载完成.
    await page.getByText(`下载完成：${large.fileName}`).waitFor();
    await saveScreens(page, 'notice-detail');
    expect(browser.consoleProblems).toEqual([]);
  });

  it('says 下载附件失败 when the server has no file and 下载失败 when the transfer breaks', async () => {
    const { page } = browser;
    await openPage(page, `/noticeDetail?id=${NOTICE_ID}`);
    const firstDownload = page
      .getByRole('region', { name: /^附件/ })
      .getByRole('link', { name: /^下载 / })
      .first();

    await page.route('**/supportal/v1/file/download-get**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ resultStat: '404', resultMsg: '文件不存在或无权下载', data: null }),
      }),
    );
    await firstDownload.click();
    await page.getByText('下载附件失败').waitFor();

    await page.unroute('**/supportal/v1/file/download-get**');
    await page.route('**/supportal/v1/file/download-get**', (route) => route.abort('connectionreset'));
    await firstDownload.click();
    await page.getByText('下载失败', { exact: true }).waitFor();
  });

  it('explains a missing or unknown notice instead of showing a blank page', async () => {
    const { page } = browser;
    const missing = await openPage(page, '/noticeDetail');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '公告不存在' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('链接中缺少公告编号，无法打开公告。').isVisible()).resolves.toBe(true);
    await saveScreens(page, 'notice-detail-missing-id');

    const unknown = await openPage(page, '/noticeDetail?id=987654321');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText(/您要查看的公告不存在/).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: '返回首页' }).getAttribute('href')).resolves.toBe('/home');
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  });

  it('shows a black-list notice as the table of its entries to a logged-in user', async () => {
    const { page } = browser;
    const api = createApiClient(baseUrl, '10.66.0.1');
    const token = await api.loginToken('staff_city');
    const list = await api.call<{ records: { noticeId: string; noticeTitle: string }[] }>(
      'POST',
      '/supportal/v1/obp-notice/query-notice',
      { purchaseNoticeType: '3', visitorView: '0,1', size: 1 },
      token,
    );
    const notice = list.body.data.records[0];
    if (!notice) throw new Error('no black-list notice for a logged-in user');
    const entries = await api.call<{ supplierName: string }[]>(
      'POST',
      '/supportal/v1/obp-notice/query-black-notice',
      { id: notice.noticeId },
      token,
    );

    // The server sees the session cookie and renders the login-only notice in the first HTML.
    await logInBrowser(page, baseUrl, 'staff_city');
    await openPage(page, `/noticeDetail?id=${notice.noticeId}`);
    await page.getByRole('heading', { name: notice.noticeTitle, level: 1 }).waitFor();
    const table = page.getByRole('region', { name: '黑名单明细' });
    expect(await table.locator('thead th').allTextContents()).toEqual([
      '供应商名称',
      '事项描述',
      '列入黑名单原因',
      '黑名单类型',
      '限制区域',
      '生效时间',
      '失效时间',
    ]);
    expect(await table.locator('tbody tr').count()).toBe(entries.body.data.length);
    expect(await table.locator('tbody tr td').first().textContent()).toBe(entries.body.data[0]?.supplierName);
    await expect(page.getByRole('region', { name: '公告正文' }).count()).resolves.toBe(0);
    await saveScreens(page, 'notice-detail-blacklist');
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  });
});
