import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { E2E_CAPTCHA } from '../support/auth.js';
import { logInBrowser } from '../support/login-page.js';
import { startServer, stopServer } from '../support/server-process.js';

const outDir = '/tmp/webkit-screens';
await mkdir(outDir, { recursive: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-kit-'));
const server = await startServer({ DATA_DIR: dataDir, DEMO_NOTICE_COUNT: '300', NODE_ENV: 'test', DEV_FIXED_CAPTCHA: E2E_CAPTCHA });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shots: [string, string, string][] = [
  ['demo_admin', 'audit', '/purHome/admin/audit?result=success'],
  ['demo_admin', 'accounts', '/purHome/admin/accounts'],
  ['demo_admin', 'dictionary', '/purHome/admin/dictionary'],
  ['demo_admin', 'downloads', '/purHome/admin/downloads'],
  ['demo_admin', 'api-clients', '/purHome/admin/api-clients'],
  ['staff_city', 'console-notices', '/purHome/console/notices?scope=unit'],
  ['staff_city', 'console-new', '/purHome/console/notices/new'],
  ['staff_city', 'work-bench', '/purHome/workBench'],
];
try {
  for (const width of [1440, 390]) {
    let i = 0;
    for (const user of ['demo_admin', 'staff_city']) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN' });
      const page = await context.newPage();
      await logInBrowser(page, server.url, user, `10.79.1.${++i + (width === 390 ? 10 : 0)}`);
      for (const [who, name, url] of shots) {
        if (who !== user) continue;
        await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
        await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: width === 390 });
      }
      await context.close();
    }
  }
  console.log('ok');
} finally {
  await browser.close();
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}
