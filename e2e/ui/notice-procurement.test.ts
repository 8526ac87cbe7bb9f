import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { openPage, saveScreens } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

type TListedNotice = {
  noticeId: string;
  noticeTitle: string;
  noticeState: string;
  bidDeadline: string | null;
  projectNumber: string | null;
  budgetAmount: string | null;
};

/**
 * A public purchase announcement of the demo data whose bid deadline is still ahead, with its budget and
 * project number (notices other tests publish on the shared server may have neither).
 */
const openPurchaseNotice = async (): Promise<TListedNotice> => {
  const response = await fetch(`${baseUrl}/supportal/v1/obp-notice/query-notice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ purchaseNoticeType: '2', current: 1, size: 100 }),
  });
  const { data } = (await response.json()) as { data: { records: TListedNotice[] } };
  const open = data.records.find(
    (notice) =>
      notice.noticeState === '1' &&
      notice.bidDeadline !== null &&
      notice.budgetAmount !== null &&
      notice.projectNumber !== null &&
      new Date(`${notice.bidDeadline.replace(' ', 'T')}+08:00`).getTime() > Date.now() + 120_000,
  );
  if (!open) throw new Error('the demo data should hold a purchase notice still open for bids');
  return open;
};

describe('项目信息 on the notice detail page', () => {
  it('shows the project facts with a running countdown and downloads the deadline as .ics', async () => {
    const { page } = browser;
    const notice = await openPurchaseNotice();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, `/noticeDetail?id=${notice.noticeId}`);
    const box = page.getByRole('region', { name: '项目信息' });
    await expect(box.getByText(notice.projectNumber ?? '').count()).resolves.toBe(1);
    await expect(box.getByText(/^¥[\d,]+\.\d{2} CNY$/).count()).resolves.toBe(1);
    // A tender opens when bids close: the deadline and the opening may show the same time.
    await expect(box.getByText(notice.bidDeadline ?? '').count()).resolves.toBeGreaterThan(0);
    // The countdown is the browser's: it appears after hydration.
    await box
      .getByTestId('bid-countdown')
      .filter({ hasText: /^剩余 \d+天\d+小时\d+分$/ })
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      box.getByRole('link', { name: /添加到日历/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-日程\.ics$/);
    await saveScreens(page, 'notice-procurement-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, `/noticeDetail?id=${notice.noticeId}`);
    await page.getByTestId('bid-countdown').filter({ hasText: /^剩余/ }).waitFor();
    await saveScreens(page, 'notice-procurement-390');
    expect(browser.consoleProblems).toEqual([]);
  });
});
