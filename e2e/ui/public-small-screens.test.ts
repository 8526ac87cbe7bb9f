import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { openPage } from '../support/page-helpers.js';

const browser = useBrowser();

/** A small phone: the narrowest window the public pages are made for (issue 12). */
const PHONE = { width: 360, height: 800 };

const PAGES = [
  '/home',
  '/purAnnouncement?purchaseNoticeType=2',
  '/noticeDetail?id=1',
  `/search?keyword=${encodeURIComponent('光缆')}`,
];

describe('public pages on a 360 px phone', () => {
  it('never scroll sideways', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    for (const path of PAGES) {
      await openPage(page, path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect({ path, scrollWidth }).toEqual({ path, scrollWidth: clientWidth });
    }
    expect(browser.consoleProblems).toEqual([]);
  });

  it('shows the whole login card on /home', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await openPage(page, '/home');
    const card = page.locator('section[aria-labelledby="login-card-title"]');
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    const { x, y, width, height } = box ?? { x: -1, y: -1, width: 0, height: 0 };
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(PHONE.width);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y + height).toBeLessThanOrEqual(PHONE.height);
    await expect(card.getByRole('button', { name: /登\s*录/ }).isVisible()).resolves.toBe(true);
  });

  it('shows list rows as cards whose title comes first and whose other cells name their column', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await openPage(page, '/purAnnouncement?purchaseNoticeType=2');
    const row = page.locator('tbody tr').first();
    const title = row.getByRole('link');
    const unit = row.locator('td[data-label="采购单位"]');
    const [titleBox, unitBox] = await Promise.all([title.boundingBox(), unit.boundingBox()]);
    expect(titleBox && unitBox && titleBox.y < unitBox.y).toBe(true);
    expect(await unit.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"采购单位："');
    await expect(page.locator('thead').isVisible()).resolves.toBe(false);
  });
});

describe('keyboard and screen-reader names', () => {
  it('offers 跳到主要内容 as the first Tab stop, leading past header and tabs', async () => {
    const { page } = browser;
    await openPage(page, '/home');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await expect(skip.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('MAIN');
  });

  it('names the end date of the range picker and the pager arrows', async () => {
    const { page } = browser;
    await openPage(page, '/purAnnouncement?purchaseNoticeType=2');
    await expect(page.getByLabel('发布时间（结束日期）').getAttribute('placeholder')).resolves.toBe(
      '结束日期',
    );
    await expect(page.getByLabel('发布时间', { exact: true }).getAttribute('placeholder')).resolves.toBe(
      '开始日期',
    );
    await expect(page.getByRole('button', { name: '下一页' }).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: '上一页' }).count()).resolves.toBe(1);
  });
});
