import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { RESULTS_DIR } from '../support/browser.js';
import { startDemoServer } from './demo-server.js';

/** Window widths people look at: a phone, a tablet, a small laptop, the desktop of the spec. */
const WIDTHS = [360, 768, 1024, 1440] as const;

/**
 * Whole-page screenshots of the four audited pages at every width, for people to look at:
 * `npm run build && npm run screens -w e2e [-- label]` writes e2e/test-results/screens/<label>/.
 */
const label = process.argv[2] ?? 'current';
const outDir = `${RESULTS_DIR}screens/${label}`;
await mkdir(outDir, { recursive: true });
const server = await startDemoServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    for (const { name, path } of server.pages) {
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
