import { chromium } from 'playwright-core';
import { startDemoServer } from './demo-server.js';
const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [360, 768, 1024]) {
  const page = await browser.newPage({ viewport: { width, height: 1000 } });
  for (const { name, path } of server.pages) {
    await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/hm-shot-${name}-${width}.png` });
    const sw = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    console.log(name, width, sw);
  }
  await page.close();
}
await browser.close();
await server.stop();
