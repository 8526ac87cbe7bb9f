import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { logInBrowser, logInDemoSupplier, openedDialog } from '../support/login-page.js';
import { openPage, saveScreens } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const RATING_DIALOG = '评级结果提醒';
const RATING_CALL = '/supportal/v1/supplier-portal/query-latest-rating-result';
/** The six notice columns of the supplier home and the type each 更多 > opens. */
const COLUMNS = [
  { title: '采购公告', query: 'purchaseNoticeType=2' },
  { title: '到货检验报告', query: 'purchaseNoticeType=28' },
  { title: '供应商不良行为', query: 'purchaseNoticeType=3&resultsNoticeType=1' },
  { title: '两翼业务', query: 'purchaseNoticeType=40' },
  // As the header tab: the list has only the sub-types 待转化 (2) and 已转化 (1), and opens on 待转化.
  { title: '知识产权运营', query: 'purchaseNoticeType=47&resultsNoticeType=2' },
  { title: '其他公告', query: 'purchaseNoticeType=30' },
];

/** Counts the page's rating calls from now on: none means the reminder was not even considered. */
const countRatingCalls = (page: Page) => {
  const counter = { calls: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === RATING_CALL) counter.calls += 1;
  });
  return counter;
};

const box = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The page loaded afresh in a phone-sized window (the menu folds its items when it is laid out). */
const openOnPhone = async (page: Page) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload({ waitUntil: 'networkidle' });
  await box(page, '下载专区').waitFor();
};

/** Whether an element shows all its text: not cut off with an ellipsis, and one line high. */
const showsWholeOnOneLine = (element: ReturnType<Page['locator']>) =>
  element.evaluate((node) => {
    const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
    const lines = Math.round(node.getBoundingClientRect().height / lineHeight);
    return node.scrollWidth <= node.clientWidth && lines === 1;
  });

const hasNoSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('supplier home', () => {
  it('greets the supplier after login with its columns, to-do box, downloads and the rating reminder once', async () => {
    const { page } = browser;
    const ratingCalls = countRatingCalls(page);
    await logInDemoSupplier(page, dataDir);
    await page.getByRole('navigation', { name: '工作台菜单' }).getByText('业务协同').waitFor();

    // The demo dictionary keeps portalRatingTime four weeks ahead: the company's own rating shows.
    const dialog = await openedDialog(page, RATING_DIALOG);
    expect(await dialog.textContent()).toContain('华信通信设备有限公司：贵公司');
    await dialog.getByText('A 级（优秀）').waitFor();
    await dialog.getByText('92.35').waitFor();
    await saveScreens(page, 'supplier-home-rating-dialog');
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(ratingCalls.calls).toBe(1);

    for (const column of COLUMNS) {
      const section = box(page, column.title);
      const more = section.getByRole('link', { name: /更多/ });
      expect(await more.getAttribute('href')).toBe(`/purHome/noticeList?name=more&${column.query}`);
      expect(await more.getAttribute('target')).toBe('_blank');
      const links = section.locator('li a');
      const count = await links.count();
      expect(count, column.title).toBeLessThanOrEqual(10);
      if (count === 0) await section.getByText('暂无数据').waitFor();
      else expect(await links.first().getAttribute('href')).toMatch(/^\/purHome\/nDetail\?id=\d+$/);
    }
    // The demo data has more than ten purchase notices, and the login-only negative behaviour.
    expect(await box(page, '采购公告').locator('li a').count()).toBe(10);
    expect(await box(page, '供应商不良行为').locator('li a').count()).toBeGreaterThan(0);

    const todo = box(page, '华信通信设备有限公司');
    await todo.getByRole('tab', { name: '我的待办' }).waitFor();
    expect(await todo.getByRole('link', { name: /更多/ }).getAttribute('href')).toBe('/purHome/workBench');
    expect(await todo.getByRole('link', { name: '查看企业信息' }).getAttribute('href')).toBe(
      '/purHome/supplierInfo',
    );
    // The demo's 安全生产许可证 ends within a month: the countdown says how many days are left.
    const expiry = page.getByRole('region', { name: '证书到期提醒' });
    await expiry.getByText('安全生产许可证').waitFor();
    await expiry
      .getByText(/还剩 \d+ 天/)
      .first()
      .waitFor();
    expect(await expiry.getByRole('link', { name: '去更新' }).getAttribute('href')).toBe(
      '/purHome/supplierInfo',
    );
    await todo.getByRole('tab', { name: '我的已办' }).click();
    await todo
      .getByText(/暂无已办|（在新窗口中办理）/)
      .first()
      .waitFor();
    expect(await todo.getByRole('link', { name: /更多/ }).getAttribute('href')).toBe(
      '/purHome/workBench?tab=done',
    );

    const downloads = box(page, '下载专区');
    expect(await downloads.locator('li a').count()).toBeGreaterThan(0);
    await saveScreens(page, 'supplier-home');

    // Not again: after a reload, nor coming back through the menu and Back.
    await page.reload({ waitUntil: 'networkidle' });
    await box(page, '采购公告').waitFor();
    await page.getByRole('navigation', { name: '工作台菜单' }).getByText('我的待办').click();
    await page.waitForURL(/\/purHome\/workBench/);
    await page.goBack({ waitUntil: 'networkidle' });
    await page.waitForURL(/\/purHome\?name=demo_supplier$/);
    await openPage(page, '/purHome');
    expect(await page.getByRole('dialog', { name: RATING_DIALOG }).count()).toBe(0);
    expect(ratingCalls.calls).toBe(1);

    // The customer-service button opens the configured chat in a new tab.
    const [chat] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /在线客服/ }).click(),
    ]);
    await chat.waitForLoadState();
    expect(new URL(chat.url()).pathname).toBe('/companyIntro');
    await chat.close();

    await openOnPhone(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    expect(await page.getByRole('dialog', { name: RATING_DIALOG }).count()).toBe(0);
    await saveScreens(page, 'supplier-home-390');
  });

  it('leads 知识产权运营 更多 > to the list the header tab opens', async () => {
    const { page } = browser;
    await logInBrowser(page, baseUrl, 'demo_simple', '10.86.0.2');
    await openPage(page, '/purHome');
    const more = box(page, '知识产权运营').getByRole('link', { name: /更多/ });
    expect(await more.getAttribute('href')).toBe(
      '/purHome/noticeList?name=more&purchaseNoticeType=47&resultsNoticeType=2',
    );
  });

  it('shows the company whole in the to-do box title at 1440 px, 查看企业信息 beside the tabs', async () => {
    const { page } = browser;
    await logInBrowser(page, baseUrl, 'demo_simple', '10.86.0.4');
    await openPage(page, '/purHome');
    const todo = box(page, '中鼎铁塔建设有限公司');
    await todo.getByRole('tab', { name: '我的待办' }).waitFor();
    expect(await showsWholeOnOneLine(todo.getByRole('heading', { name: '中鼎铁塔建设有限公司' }))).toBe(true);
    expect(await showsWholeOnOneLine(todo.getByRole('link', { name: /更多/ }))).toBe(true);
    await todo.getByRole('link', { name: '查看企业信息' }).waitFor();
    await saveScreens(page, 'supplier-home-todo-1440');
  });

  it('keeps 更多 > on one line beside a long unit name in the staff to-do box', async () => {
    const { page } = browser;
    await logInBrowser(page, baseUrl, 'staff_prov', '10.86.0.3');
    await openPage(page, '/purHome');
    const todo = page.locator('aside section').first();
    await todo.getByRole('tab', { name: '我的待办' }).waitFor();
    expect(await showsWholeOnOneLine(todo.getByRole('link', { name: /更多/ }))).toBe(true);
    await saveScreens(page, 'staff-home-todo-1440');
  });

  it('shows staff the to-do box of their unit and their shortcuts, never the rating reminder', async () => {
    const { page } = browser;
    await logInBrowser(page, baseUrl, 'staff_hq', '10.86.0.1');
    // As if arriving from the login: staff accounts still get no reminder.
    await page.addInitScript(() => window.sessionStorage.setItem('isFirstLogin', 'true'));
    const ratingCalls = countRatingCalls(page);
    await openPage(page, '/purHome');
    const todo = box(page, '通信铁塔股份有限公司总部');
    await todo.getByRole('tab', { name: '我的待办' }).waitFor();
    await box(page, '常用功能').getByRole('link', { name: '负面行为录入' }).waitFor();
    await box(page, '其他公告').waitFor();
    expect(await page.getByRole('link', { name: '查看企业信息' }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: RATING_DIALOG }).count()).toBe(0);
    expect(ratingCalls.calls).toBe(0);

    await openOnPhone(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
  });
});
