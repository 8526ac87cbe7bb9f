import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, useBrowser } from '../support/browser.js';
import { openPage, waitForHydration } from '../support/page-helpers.js';

const browser = useBrowser();

const screenshot = async (name: string) => {
  await mkdir(`${RESULTS_DIR}screens`, { recursive: true });
  await browser.page.screenshot({ path: `${RESULTS_DIR}screens/${name}.png`, fullPage: true });
};

describe('public layout', () => {
  it('shows the header tabs, a ticking clock and hydrates without warnings', async () => {
    const { page } = browser;
    await page.goto('/home');
    const navigation = page.getByRole('navigation', { name: '主导航' });
    const tabs = [
      '首页',
      '采购公告',
      '技术标准',
      '方案征集',
      '两翼业务',
      '新能源合作',
      '知识产权运营',
      '历史公告',
    ];
    for (const tab of tabs) {
      await expect(navigation.getByRole('link', { name: tab, exact: true }).isVisible()).resolves.toBe(true);
    }
    // The external E-bidding site opens in a new tab and says so to screen readers.
    const eBidding = navigation.getByRole('link', { name: /^电子竞价\s*（在新窗口打开）$/ });
    expect(await eBidding.getAttribute('target')).toBe('_blank');
    // The server's HTML shows the time it was rendered; the clock ticks once the page has hydrated.
    await waitForHydration(page);
    const clock = page.getByText(/^\d{2}:\d{2}:\d{2}$/).first();
    const before = await clock.textContent();
    // A busy machine may hold the page's timer back for a while: wait for the tick, not for a fixed time.
    await expect.poll(() => clock.textContent(), { timeout: 20_000 }).not.toBe(before);
    await screenshot('home');
    expect(browser.consoleProblems).toEqual([]);
  });

  it('leads the header tabs to their lists', async () => {
    const { page } = browser;
    await page.goto('/home');
    // The home page links to some of these lists too: use the tab bar's links.
    const navigation = page.getByRole('navigation', { name: '主导航' });
    await navigation.getByRole('link', { name: '知识产权运营', exact: true }).click();
    await page.waitForURL(/purAnnouncement/);
    const ip = new URL(page.url()).searchParams;
    expect(ip.get('purchaseNoticeType')).toBe('47');
    expect(ip.get('resultsNoticeType')).toBe('2');
    await navigation.getByRole('link', { name: '历史公告', exact: true }).click();
    await page.waitForURL(/isHis=true/);
  });

  it('warns on an empty header search and searches a keyword', async () => {
    const { page } = browser;
    // The warning is the script's: the page loads its scripts after it first shows.
    await openPage(page, '/home');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page.getByText('请输入搜索内容').waitFor()).resolves.toBeUndefined();
    await page
      .getByPlaceholder(/关键字|搜索/)
      .first()
      .fill('光缆');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('光缆');
  });

  it('sends unknown paths to the 404 page and back home', async () => {
    const { page } = browser;
    await page.goto('/no/such/page');
    await page.waitForURL(/\/404$/);
    await expect(page.getByText('OOPS!').isVisible()).resolves.toBe(true);
    await expect(page.getByText('很抱歉，页面它不小心迷路了！').isVisible()).resolves.toBe(true);
    await screenshot('not-found');
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(/\/home$/);
  });

  it('lands old hash links on the same page', async () => {
    const { page } = browser;
    await page.goto('/#/purAnnouncement?purchaseNoticeType=4');
    await page.waitForURL(/\/purAnnouncement\?purchaseNoticeType=4$/);
    expect(new URL(page.url()).hash).toBe('');
  });
});
