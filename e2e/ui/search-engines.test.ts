import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { openPage } from '../support/page-helpers.js';

const browser = useBrowser();

const canonicalOf = async (page: Page) => {
  const links = page.locator('head link[rel="canonical"]');
  expect(await links.count()).toBe(1);
  return new URL((await links.getAttribute('href')) ?? '');
};

const alternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('type')} ${link.getAttribute('href')}`));

describe('what search engines and feed readers find on public pages', () => {
  it('gives each public page one absolute canonical link without parameters that show the same page', async () => {
    const { page } = browser;
    for (const [path, canonical] of [
      ['/noticeDetail?id=1&from=mail', '/noticeDetail?id=1'],
      ['/home', '/home'],
      [
        '/purAnnouncement?name=more&purchaseNoticeType=45&activeIndex=1',
        '/purAnnouncement?purchaseNoticeType=45&activeIndex=1',
      ],
      ['/announcement?noticeTitle=%E5%85%AC%E7%A4%BA', '/announcement'],
    ] as const) {
      await openPage(page, path);
      const url = await canonicalOf(page);
      expect(url.protocol).toMatch(/^https?:$/);
      expect(`${url.pathname}${url.search}`, path).toBe(canonical);
    }
    expect(browser.consoleProblems).toEqual([]);
  });

  it('describes a notice by the first sentence of its body, once', async () => {
    const { page } = browser;
    await openPage(page, '/noticeDetail?id=1');
    const descriptions = page.locator('head meta[name="description"]');
    expect(await descriptions.count()).toBe(1);
    const description = (await descriptions.getAttribute('content')) ?? '';
    const body = (await page.locator('main').innerText()).replace(/\s+/g, '');
    expect(description.length).toBeGreaterThan(0);
    expect([...description].length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/[<>]/);
    // Plain text of the body: its start (spaces aside) is in the page's text.
    expect(body).toContain(description.replace(/\s+/g, '').replace(/…$/, '').slice(0, 20));
    await openPage(page, '/home');
    expect(await page.locator('head meta[name="description"]').getAttribute('content')).not.toBe(description);
  });

  it('advertises RSS and Atom feeds on lists, /search and /home, none for logged-in-only types', async () => {
    const { page } = browser;
    await openPage(page, '/purAnnouncement?purchaseNoticeType=45');
    expect(await alternates(page)).toEqual([
      'application/rss+xml /supportal/v1/open-data/feeds/notices.rss?purchaseNoticeType=45',
      'application/atom+xml /supportal/v1/open-data/feeds/notices.atom?purchaseNoticeType=45',
    ]);
    await openPage(page, '/home');
    expect(await alternates(page)).toEqual([
      'application/rss+xml /supportal/v1/open-data/feeds/notices.rss',
      'application/atom+xml /supportal/v1/open-data/feeds/notices.atom',
    ]);
    await openPage(page, `/search?keyword=${encodeURIComponent('光缆')}&purchaseNoticeType=2`);
    // The search's query in the full text (its scope 全部 is the feed's default).
    const query = `fullTextQuery=${encodeURIComponent('光缆')}&purchaseNoticeType=2`;
    expect(await alternates(page)).toEqual([
      `application/rss+xml /supportal/v1/open-data/feeds/notices.rss?${query}`,
      `application/atom+xml /supportal/v1/open-data/feeds/notices.atom?${query}`,
    ]);
    // Each advertised feed is one a reader gets.
    for (const line of await alternates(page)) {
      const answer = await page.request.get(line.split(' ')[1] ?? '');
      expect(answer.status()).toBe(200);
    }
    // Supplier negative behaviour is for logged-in users only: its feed would be empty for every reader.
    await openPage(page, '/purAnnouncement?purchaseNoticeType=3&resultsNoticeType=1');
    expect(await alternates(page)).toEqual([]);
    await expect(page.getByRole('link', { name: 'RSS' }).count()).resolves.toBe(0);
  });

  it('serves robots.txt and the sitemap beside the pages instead of the 404 page', async () => {
    const { page } = browser;
    const robots = await page.request.get('/robots.txt', { maxRedirects: 0 });
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await page.request.get('/sitemap.xml', { maxRedirects: 0 });
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('<sitemapindex');
  });
});
