import { chromium } from 'playwright-core';
const base = 'http://localhost:4000';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const login = async (page, user) => {
  await page.goto(base + '/home');
  const card = page.locator('section[aria-labelledby="login-card-title"]');
  await card.getByRole('img', { name: /图形验证码/ }).waitFor();
  await card.getByPlaceholder('请输入用户名').fill(user);
  await card.getByPlaceholder('请输入密码').fill('Demo@2026');
  await card.getByPlaceholder('请输入验证码').fill('Ab3x');
  await card.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/purHome/);
  await page.waitForTimeout(800);
};
const problems = [];
for (const [user, pages] of [
  [
    'demo_simple',
    [
      '/purHome',
      '/purHome/noticeList?purchaseNoticeType=3',
      '/purHome/searchNotice?keyword=%E5%85%AC%E5%91%8A',
      '/home',
      '/purHome/workBench',
    ],
  ],
  ['staff_hq', ['/purHome']],
  ['demo_sub', ['/purHome', '/purHome/workBench']],
]) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (['error', 'warning'].includes(m.type())) problems.push(`${user} ${page.url()} ${m.text()}`);
  });
  await login(page, user);
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(700);
    await page.screenshot({ path: `/tmp/shots/${user}${p.replace(/[^\w]+/g, '_')}.png` });
  }
  await context.close();
}
console.log(problems.join('\n'));
await browser.close();
