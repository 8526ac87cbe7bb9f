import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { useOwnServer } from '../support/own-server.js';
import { waitForHydration } from '../support/page-helpers.js';
import { DEV_SERVER_SCRIPT } from '../support/server-process.js';

const browser = useBrowser();

/** `npm run dev`: the server from source with Vite serving the web app and hot reload. */
describe('the development server', () => {
  const server = useOwnServer(
    'dev',
    () => ({ DEMO_NOTICE_COUNT: '20', NODE_ENV: 'development' }),
    DEV_SERVER_SCRIPT,
  );

  // The hot-reload preamble must run before any module: deferred behind the first paint, as built
  // pages load their scripts, every module failed ("can't detect preamble") and nothing hydrated.
  it('hydrates the home page, whose links then navigate within the page', async () => {
    const { page } = browser;
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Vite compiles each module on its first request: the first load of a page takes a while.
    await page.goto(`${server.url}/home`, { waitUntil: 'networkidle', timeout: 180_000 });
    await waitForHydration(page, 180_000);
    await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    await page.getByRole('banner').getByRole('link', { name: '下载专区' }).click();
    await page.waitForURL(/\/downMore$/, { timeout: 120_000 });
    await page.getByRole('heading', { name: '下载专区' }).first().waitFor({ timeout: 120_000 });
    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    expect(pageErrors).toEqual([]);
  }, 420_000);
});
