import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { openPage } from '../support/page-helpers.js';

const browser = useBrowser();

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only interfaces merge
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every CSP violation of the page; init scripts run outside the page's policy. */
const watchViolations = async () => {
  await browser.page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
};

/** React has hydrated the server's HTML: its fibers hang on the DOM nodes. */
const isHydrated = () =>
  browser.page.evaluate(() => {
    const node = document.querySelector('header');
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });

describe('pages under the Content-Security-Policy', () => {
  it('hydrate and work on the home page, a notice list and a notice detail without violations', async () => {
    const { page, consoleProblems } = browser;
    await watchViolations();
    for (const path of ['/home', '/purAnnouncement?purchaseNoticeType=2', '/noticeDetail?id=1']) {
      // Twice: the second answer comes from the page cache with a nonce of its own.
      for (let round = 0; round < 2; round += 1) {
        const response = await openPage(page, path);
        expect(response?.headers()['content-security-policy'], path).toContain("'nonce-");
        expect(await isHydrated(), path).toBe(true);
        expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
      }
    }
    // Client-side navigation still works: a link click changes the page without a reload.
    await openPage(page, '/home');
    await page.evaluate(() => {
      (window as Window & { notReloaded?: boolean }).notReloaded = true;
    });
    await page.getByRole('link', { name: '下载专区' }).first().click();
    await page.waitForURL('**/downMore');
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(consoleProblems.filter((text) => /Content Security Policy|nonce/i.test(text))).toEqual([]);
  });

  it('moves an old hash link into the path but never to another site', async () => {
    const { page, baseUrl } = browser;
    await openPage(page, '/#/noticeDetail?id=1');
    await page.waitForURL('**/noticeDetail?id=1');
    await openPage(page, '/home#//evil.example/login');
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
    expect(new URL(page.url()).pathname).toBe('/home');
  });
});
