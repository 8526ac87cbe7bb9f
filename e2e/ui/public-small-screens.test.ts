import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { logInBrowser } from '../support/login-page.js';
import { openPage, saveScreens } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

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

/** The page's width beyond the window, and every download card's box. */
const downloadZoneGeometry = (page: Page) =>
  page.evaluate(() => ({
    overflow: (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
    cards: Array.from(document.querySelectorAll('main li:has(a[download])')).map((card) => {
      const box = card.getBoundingClientRect();
      const button = card.querySelector('a[download]')?.getBoundingClientRect();
      return {
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        buttonBottom: button?.bottom ?? 0,
      };
    }),
  }));

describe('the download zone on phones', () => {
  for (const width of [360, 390]) {
    it(`shows one card a row at ${width} px, each holding its 下载 button, with no sideways scroll`, async () => {
      const { page } = browser;
      await page.setViewportSize({ width, height: 800 });
      await logInBrowser(page, baseUrl, 'demo_simple', `10.85.0.${width % 250}`);
      for (const path of ['/downMore', '/purHome/downView']) {
        await openPage(page, path);
        await page.getByRole('heading', { name: '下载专区', level: 1 }).waitFor();
        const { overflow, cards } = await downloadZoneGeometry(page);
        expect({ path, overflow }).toEqual({ path, overflow: 0 });
        expect(cards.length).toBeGreaterThan(1);
        // One column: every card starts at the same left edge, below the previous one.
        expect(new Set(cards.map((card) => Math.round(card.left))).size).toBe(1);
        for (const [index, card] of cards.entries()) {
          expect(card.right).toBeLessThanOrEqual(width);
          expect(card.buttonBottom).toBeLessThanOrEqual(card.bottom);
          if (index > 0) expect(card.top).toBeGreaterThanOrEqual(cards[index - 1]?.bottom ?? 0);
        }
        if (width === 390) await saveScreens(page, `download-zone${path.replaceAll('/', '-')}-390`);
      }
      expect(browser.consoleProblems).toEqual([]);
    });
  }
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
