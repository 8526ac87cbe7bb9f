import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { openPage, saveScreens } from '../support/page-helpers.js';

const browser = useBrowser();

const DATE_OR_DASH = /^(\d{4}-\d{2}-\d{2}|--)$/;

describe('home page', () => {
  it('shows the banner, the latest strip and every box with up to 8 dated notices', async () => {
    const { page } = browser;
    await openPage(page, '/home');

    // Banner rule at a 1440 px window: width clamped to 1320, height 1440 × 0.85 × 0.2 − 2.
    const banner = page.getByRole('region', { name: '首页轮播图' });
    const size = await banner.boundingBox();
    expect(Math.round(size?.width ?? 0)).toBe(1320);
    expect(Math.round(size?.height ?? 0)).toBe(243);
    expect(await banner.locator('img').count()).toBe(4);

    const latest = page.getByRole('region', { name: '最新公告' });
    const latestLinks = latest.locator('ul:not([aria-hidden]) a');
    expect(await latestLinks.count()).toBeGreaterThan(0);
    expect(await latestLinks.first().getAttribute('href')).toMatch(/^\/noticeDetail\?id=\d+$/);

    for (const title of ['到货检验报告', '供应商履约及后评价公示', '平台公告']) {
      const box = page.getByRole('region', { name: title, exact: true });
      const items = box.getByRole('listitem');
      const count = await items.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(8);
      for (const date of await box.locator('li > span').allTextContents()) expect(date).toMatch(DATE_OR_DASH);
      const link = box.getByRole('list').getByRole('link').first();
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('href')).toMatch(/^\/noticeDetail\?id=\d+$/);
      // The body of a plain box is 300 px high (spec section 2).
      const body = await box.locator(':scope > div').boundingBox();
      expect(Math.round(body?.height ?? 0)).toBe(300);
    }
    const downloads = page.getByRole('region', { name: '下载专区', exact: true });
    expect(await downloads.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: '公司介绍' }).isVisible()).resolves.toBe(true);

    await saveScreens(page, 'home');
    expect(browser.consoleProblems).toEqual([]);
  });

  it('switches type tabs and level sub-tabs; 更多 > opens the matching list in a new tab', async () => {
    const { page } = browser;
    await openPage(page, '/home');
    const box = page.getByRole('region', { name: '采购信息' });
    const more = box.getByRole('link', { name: /^更多/ });

    const firstHref = new URL((await more.getAttribute('href')) ?? '', 'http://x');
    expect(Object.fromEntries(firstHref.searchParams)).toEqual({
      name: 'more',
      purchaseNoticeType: '2',
      activeIndex: '0',
    });
    expect(await more.getAttribute('target')).toBe('_blank');

    await box.getByRole('tab', { name: '候选人及结果公示' }).click();
    const panel = box.getByRole('tabpanel').filter({ visible: true }).first();
    await panel.getByRole('tab', { name: '省分' }).click();
    await page.waitForFunction(() =>
      document.querySelector('a[href*="purchaseNoticeType=45&activeIndex=1"]'),
    );
    const href = new URL((await more.getAttribute('href')) ?? '', 'http://x');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      name: 'more',
      purchaseNoticeType: '45',
      activeIndex: '1',
    });
    const items = panel.getByRole('tabpanel').filter({ visible: true }).getByRole('listitem');
    expect(await items.count()).toBeLessThanOrEqual(8);
    expect(await items.count()).toBeGreaterThan(0);

    const [popup] = await Promise.all([page.waitForEvent('popup'), more.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/purAnnouncement');
    await expect(
      popup.getByRole('heading', { name: '候选人及结果公示', level: 1 }).isVisible(),
    ).resolves.toBe(true);
    expect(await popup.getByRole('tab', { name: '省分', selected: true }).count()).toBe(1);
    await popup.close();
    expect(browser.consoleProblems).toEqual([]);
  });

  it('keeps its tabs and slide when the visitor comes back (kept alive)', async () => {
    const { page } = browser;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/home');
    const box = page.getByRole('region', { name: '采购信息' });
    await box.getByRole('tab', { name: '物资拍卖' }).click();
    await box
      .getByRole('tabpanel')
      .filter({ visible: true })
      .first()
      .getByRole('tab', { name: '地市' })
      .click();
    await page.getByRole('button', { name: /^第 3 \/ 4 张/ }).click();

    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '技术标准' }).click();
    await page.waitForURL(/purchaseNoticeType=4/);
    await page.goBack();
    await page.waitForURL(/\/home$/);

    // The page comes back from the browser's cache; then the tabs must be the ones left behind.
    await box.getByRole('tab', { name: '物资拍卖', selected: true }).waitFor({ timeout: 5_000 });
    await box
      .getByRole('tabpanel')
      .filter({ visible: true })
      .first()
      .getByRole('tab', { name: '地市', selected: true })
      .waitFor({ timeout: 5_000 });
    expect(await page.getByRole('button', { name: /^第 3 \/ 4 张/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(browser.consoleProblems).toEqual([]);
  });

  it('sizes the banner from the window: 1576 wide at most', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1920, height: 1000 });
    await openPage(page, '/home');
    const size = await page.getByRole('region', { name: '首页轮播图' }).boundingBox();
    expect(Math.round(size?.width ?? 0)).toBe(1576);
    expect(Math.round(size?.height ?? 0)).toBe(324);
  });
});
