import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const RESULTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));

export type TBrowserSession = {
  readonly page: Page;
  readonly baseUrl: string;
  /** Console errors and warnings the page printed (hydration mismatches show up here). */
  readonly consoleProblems: string[];
};

/**
 * One Chromium per test file, a fresh context per test; a failing test leaves a screenshot in
 * e2e/test-results/.
 */
export const useBrowser = (): TBrowserSession => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const consoleProblems: string[] = [];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  beforeEach(async () => {
    consoleProblems.length = 0;
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
    });
    page.on('pageerror', (error) => consoleProblems.push(error.message));
  });
  afterEach(async (testContext) => {
    const failed =
      testContext.task.result?.state === 'fail' || (testContext.task.result?.errors?.length ?? 0) > 0;
    if (failed) {
      await mkdir(RESULTS_DIR, { recursive: true });
      const name = testContext.task.name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_').slice(0, 80);
      await page.screenshot({ path: `${RESULTS_DIR}${name}.png`, fullPage: true }).catch(() => undefined);
    }
    await context.close();
  });
  afterAll(async () => browser?.close());

  return {
    get page() {
      return page;
    },
    baseUrl,
    consoleProblems,
  };
};
