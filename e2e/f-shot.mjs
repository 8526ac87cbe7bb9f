// Temporary screenshot helper (not committed).
import { chromium } from 'playwright-core';
const [, , base, user, ...pages] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base, extraHTTPHeaders: { 'x-forwarded-for': `10.55.0.${width % 250}` } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.goto('/home');
  const card = page.locator('section[aria-labelledby="login-card-title"]');
  await card.getByRole('img', { name: /图形验证码/ }).waitFor();
  await card.getByPlaceholder('请输入用户名').fill(user);
  await card.getByPlaceholder('请输入密码').fill('Demo@2026');
  await card.getByPlaceholder('请输入验证码').fill('e2e7');
  await card.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/purHome/);
  for (const p of pages) {
    await page.goto(p, { waitUntil: 'networkidle' });
    const name = p.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `/tmp/f-shots/${name}-${width}.png`, fullPage: true });
    console.log('shot', name, width);
  }
  await context.close();
}
await browser.close();
