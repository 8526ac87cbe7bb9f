import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startWebhookReceiver,
  type TWebhookReceiver,
} from '../../apps/server/test/helpers/webhook-receiver.js';
import { apiCallerAs } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { logInBrowser, openedDialog, toast } from '../support/login-page.js';
import { openPage, saveScreens } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');
const clientIp = `10.88.${process.pid % 250}.7`;

describe('saved searches (我的订阅)', () => {
  let receiver: TWebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => receiver?.close());

  it('a supplier saves a search from the search page and adds a WeCom robot that gets a test message', async () => {
    const { page } = browser;
    const keyword = `光缆${Date.now() % 100_000}`;
    await logInBrowser(page, baseUrl, 'demo_simple', clientIp);
    await openPage(page, `/purHome/searchNotice?keyword=${encodeURIComponent(keyword)}`);
    await page.getByRole('button', { name: '保存搜索/订阅' }).click();
    const dialog = await openedDialog(page, '保存搜索/订阅');
    await expect(dialog.getByLabel('订阅名称').inputValue()).resolves.toBe(keyword);
    // The search page's query keeps its meaning: the full text, in the page's scope.
    await expect(dialog.getByLabel('关键字', { exact: true }).inputValue()).resolves.toBe(keyword);
    await expect(dialog.getByLabel('标题关键字').inputValue()).resolves.toBe('');
    await dialog.getByText('全部', { exact: true }).waitFor();
    await saveScreens(page, 'saved-search-dialog');
    await dialog
      .getByRole('button', { name: '保 存' })
      .or(dialog.getByRole('button', { name: '保存' }))
      .click();
    await toast(page, '订阅已保存').waitFor();

    await openPage(page, '/purHome/savedSearches');
    const row = page.getByRole('row').filter({ hasText: keyword });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('站内消息 · 正常');

    await row.getByRole('button', { name: '添加群机器人' }).click();
    const robot = await openedDialog(page, `添加群机器人 · ${keyword}`);
    await robot.getByLabel('Webhook 地址').fill(`${receiver.url}/cgi-bin/webhook/send?key=e2e-${keyword}`);
    await robot.getByRole('button', { name: '发送测试消息并保存' }).click();
    await toast(page, '测试消息已送达，机器人已添加').waitFor();
    await row.getByText('企业微信 · 正常').waitFor();

    // The request line carries the key percent-encoded (the keyword is Chinese).
    const tests = receiver.received.filter((message) =>
      decodeURIComponent(message.path).includes(`key=e2e-${keyword}`),
    );
    expect(tests).toHaveLength(1);
    expect(JSON.stringify(tests[0]?.body)).toContain(`匹配订阅“${keyword}”的公告`);
    // The address is a credential: once the dialog has gone, the page shows it masked.
    await expect.poll(() => page.content(), { timeout: 10_000 }).not.toContain(`key=e2e-${keyword}`);
    await saveScreens(page, 'saved-searches');

    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/purHome/savedSearches');
    await page.getByRole('row').filter({ hasText: keyword }).waitFor();
    await saveScreens(page, 'saved-searches-phone');

    // Cleaned up through the API, so reruns against the same server start empty.
    const caller = await apiCallerAs(baseUrl, 'demo_simple', clientIp);
    const { records } = await caller<{ records: { id: string; name: string }[] }>(
      '/saved-search/query-saved-searches',
    );
    for (const search of records.filter((item) => item.name === keyword))
      await caller('/saved-search/delete-saved-search', { id: search.id });
  });

  it('the owner issues feed links on 我的订阅; a reader gets the RSS without a session; reissuing ends the old link', async () => {
    const { page } = browser;
    const name = `订阅源${Date.now() % 100_000}`;
    const caller = await apiCallerAs(baseUrl, 'demo_simple', clientIp);
    await caller('/saved-search/save-saved-search', { name, keyword: name });
    // A feed reader: no session, only the address (the portal's own host stands in for PUBLIC_BASE_URL).
    const read = (link: string) => {
      const { pathname, search } = new URL(link);
      return fetch(`${baseUrl}${pathname}${search}`, { headers: { 'x-forwarded-for': clientIp } });
    };

    await logInBrowser(page, baseUrl, 'demo_simple', clientIp);
    await openPage(page, '/purHome/savedSearches');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: '订阅源' }).click();
    let dialog = await openedDialog(page, `订阅源链接 · ${name}`);
    await dialog.getByText('尚未生成订阅源链接。').waitFor();
    await dialog.getByRole('button', { name: '生成链接' }).click();
    await toast(page, '订阅源链接已生成，请复制保存').waitFor();
    const links = dialog.getByTestId('feed-links');
    const rss = (await links.locator('code').first().textContent()) ?? '';
    expect(rss).toMatch(/\/supportal\/v1\/open-data\/feeds\/saved-search\.rss\?token=/);
    const first = await read(rss);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/rss+xml');
    await expect(first.text()).resolves.toContain(`<title>`);
    await saveScreens(page, 'saved-search-feed-links');

    // Shown once: reopened, the dialog says when the links were made, not the token.
    // The footer's button (the corner's ✕ is named 关闭 too).
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^关\s*闭$/ })
      .click();
    await expect.poll(() => page.content(), { timeout: 10_000 }).not.toContain(new URL(rss).search);
    await row.getByRole('button', { name: '订阅源' }).click();
    dialog = await openedDialog(page, `订阅源链接 · ${name}`);
    await dialog.getByText(/链接已于 .+ 生成/).waitFor();
    await dialog.getByRole('button', { name: '重新生成' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '旧链接立即失效' })
      .getByRole('button', { name: '重新生成' })
      .click();
    // The new links replace the "made at" line (the first toast may still be showing).
    const reissuedCode = dialog.getByTestId('feed-links').locator('code').first();
    await reissuedCode.waitFor();
    const reissued = (await reissuedCode.textContent()) ?? '';
    expect(reissued).toMatch(/saved-search\.rss\?token=/);
    expect(reissued).not.toBe(rss);
    expect((await read(rss)).status).toBe(404);
    expect((await read(reissued)).status).toBe(200);

    const { records } = await caller<{ records: { id: string; name: string }[] }>(
      '/saved-search/query-saved-searches',
    );
    for (const search of records.filter((item) => item.name === name))
      await caller('/saved-search/delete-saved-search', { id: search.id });
  });
});
