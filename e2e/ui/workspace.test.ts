import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createApiClient, SESSION_COOKIE, WEB_PAGE_HEADERS } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import {
  logInBrowser,
  logInDemoSupplier,
  openLoginCard,
  shownLoginCard,
  submitLogin,
  toast,
  useOwnClientIp,
} from '../support/login-page.js';
import { openPage, saveScreens, workspaceMenuItem } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

type TSearchPage = { total: number; typeCounts: { purchaseNoticeType: string; count: number }[] };

const noticeIdsIn = (html: string) => new Set([...html.matchAll(/[?&]id=(\d+)/g)].map((match) => match[1]));

/** The top-level items of the workspace menu, as the user sees them. */
const menuItems = (page: Page) =>
  page
    .getByRole('navigation', { name: '工作台菜单' })
    .locator('.ant-menu-root > li')
    .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? '').filter(Boolean));

/** The home page's moving strip of the latest notices (its section's accessible name). */
const LATEST_NOTICES_LABEL = '最新公告';

describe('logged-in workspace', () => {
  it('logs in through the second factor and opens a login-only notice of the home page in a new tab', async () => {
    const { page } = browser;
    await logInDemoSupplier(page, dataDir);

    await openPage(page, '/home');
    await page.getByRole('heading', { name: '王立新，欢迎您' }).waitFor();
    expect(await page.locator('section[aria-labelledby="login-card-title"]').count()).toBe(0);
    const publicIds = noticeIdsIn(await (await fetch(`${baseUrl}/home`)).text());
    const links = page.locator('a[href^="/purHome/nDetail?id="]');
    // Not a notice of the moving 最新公告 strip: a click there waits for the element to stand still.
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    const stripHrefs = new Set(
      await page
        .getByRole('region', { name: LATEST_NOTICES_LABEL })
        .locator('a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? '')),
    );
    const loginOnly = hrefs.find(
      (href) => !stripHrefs.has(href) && !publicIds.has(/id=(\d+)/.exec(href)?.[1]),
    );
    if (!loginOnly) throw new Error('no login-only notice on the logged-in home page');
    const link = links.and(page.locator(`[href="${loginOnly}"]`)).first();
    const title = (await link.getAttribute('title')) ?? (await link.textContent()) ?? '';

    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/purHome/nDetail');
    await tab
      .getByRole('heading', { level: 1 })
      .filter({ hasText: title.replace(/^【[^】]*】/, '').slice(0, 12) })
      .waitFor();
    expect(await tab.getByText('您要查看的公告不存在').count()).toBe(0);
    await tab.getByText('王立新，欢迎您').first().waitFor();
    await tab.close();
  }, 150_000);

  it('renders type 3 with its counts on a full load of the list and the search, and from the header search', async () => {
    const { page } = browser;
    const api = createApiClient(baseUrl, '10.82.0.1');
    const cookie = await logInBrowser(page, baseUrl, 'demo_simple', '10.82.0.2');
    const withCookie = { cookie: `${SESSION_COOKIE}=${cookie}`, ...WEB_PAGE_HEADERS(baseUrl) };

    await openPage(page, '/purHome/noticeList?purchaseNoticeType=3');
    const nav = page.getByRole('navigation', { name: /供应商不良行为/ });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      '一般不良行为',
      '严重不良行为',
      '特别严重不良行为',
    ]);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    expect(await rows.count()).toBeGreaterThan(0);
    await page.getByText(/共 [1-9]\d* 条/).waitFor();
    await saveScreens(page, 'workspace-notice-list-type-3');

    const keyword = '不良行为';
    const expected = await api.call<TSearchPage>(
      'POST',
      '/supportal/v1/obp-notice/search-notice-list',
      // The page searches titles and bodies (full text) by default.
      { fullTextQuery: keyword, isCount: true, current: 1, size: 20, visitorView: '0,1', isLogin: true },
      undefined,
      withCookie,
    );
    const type3 = expected.body.data.typeCounts.find((entry) => entry.purchaseNoticeType === '3')?.count ?? 0;
    expect(type3).toBeGreaterThan(0);
    await openPage(page, `/purHome/searchNotice?keyword=${encodeURIComponent(keyword)}`);
    const typeList = page.getByRole('navigation', { name: '按公告类型筛选' });
    await typeList
      .getByRole('link', { name: new RegExp(`^全部\\s*${expected.body.data.total}\\s*条$`) })
      .waitFor();
    await typeList.getByRole('link', { name: new RegExp(`^供应商不良行为\\s*${type3}\\s*条$`) }).waitFor();

    // Searched from inside the site (the header search, no full load): the same counts.
    const headerSearch = page.locator('header').getByRole('search');
    await headerSearch.getByRole('textbox').fill('公告');
    await headerSearch.getByRole('button', { name: /搜\s*索/ }).click();
    await page.waitForURL(/\/purHome\/searchNotice\?keyword=%E5%85%AC%E5%91%8A$/);
    const all = await api.call<TSearchPage>(
      'POST',
      '/supportal/v1/obp-notice/search-notice-list',
      { fullTextQuery: '公告', isCount: true, current: 1, size: 20, visitorView: '0,1', isLogin: true },
      undefined,
      withCookie,
    );
    await typeList
      .getByRole('link', { name: new RegExp(`^全部\\s*${all.body.data.total}\\s*条$`) })
      .waitFor();
    const negative = all.body.data.typeCounts.find((entry) => entry.purchaseNoticeType === '3')?.count ?? 0;
    await typeList.getByRole('link', { name: new RegExp(`^供应商不良行为\\s*${negative}\\s*条$`) }).waitFor();

    // Rows open the workspace's detail in a new tab.
    const firstTitle = page.locator('.ant-table-tbody tr.ant-table-row a').first();
    expect(await firstTitle.getAttribute('href')).toMatch(/^\/purHome\/nDetail\?id=\d+$/);
  });

  it('builds the menu from the authorities, and gives the sub-account fewer items', async () => {
    const { page } = browser;
    await logInBrowser(page, baseUrl, 'demo_simple', '10.83.0.1');
    await openPage(page, '/purHome');
    expect(await menuItems(page)).toEqual([
      '工作台首页',
      '我的待办',
      '业务协同',
      '供应商服务',
      '黑名单查询',
      '我的订阅',
      '子账号管理',
    ]);
    await page.getByRole('heading', { name: '中鼎铁塔建设有限公司' }).waitFor();
    await saveScreens(page, 'workspace-supplier');

    await page.context().clearCookies();
    await logInBrowser(page, baseUrl, 'demo_sub', '10.83.0.2');
    await openPage(page, '/purHome');
    expect(await menuItems(page)).toEqual(['工作台首页', '业务协同']);
    // Without the work bench the home has no to-do box; the shortcuts of the menu stand in for it.
    await page.getByRole('heading', { name: '常用功能' }).waitFor();
    expect(await page.getByRole('tab', { name: '我的待办' }).count()).toBe(0);
    await (await workspaceMenuItem(page, '业务协同', '订单管理')).click();
    await page.waitForURL(/\/purHome\/postIframe\?menuCode=SUP_ORDER_MANAGE&/);
    await page.frameLocator('iframe[name^="partner-frame-"]').getByText('令牌核验通过').waitFor();
    // Pages needing a permission the account lacks answer 403 with the refusal, in the workspace.
    expect((await openPage(page, '/purHome/workBench'))?.status()).toBe(403);
    await page.getByText('您的账号无权限').waitFor();
    expect((await openPage(page, '/purHome/admin/accounts'))?.status()).toBe(403);
    await page.getByText('您的账号无权限').waitFor();
    expect(await menuItems(page)).toEqual(['工作台首页', '业务协同']);

    await page.context().clearCookies();
    await logInBrowser(page, baseUrl, 'staff_hq', '10.83.0.3');
    await openPage(page, '/purHome');
    // No 供应商服务: its only item for staff, 供应商等级, opens for supplier main accounts only.
    expect(await menuItems(page)).toEqual(['工作台首页', '我的待办', '采购管理', '黑名单查询', '我的订阅']);
    await page.getByText('采购工作台').waitFor();
    await page.getByRole('heading', { name: '通信铁塔股份有限公司总部' }).waitFor();
    await saveScreens(page, 'workspace-staff');
  });

  it('ends the session in every tab: the other tab is sent home on its next call, and comes back after login', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    await logInBrowser(page, baseUrl, 'demo_simple', '10.84.0.1');
    await openPage(page, '/purHome/noticeList?purchaseNoticeType=2');
    const other = await page.context().newPage();
    await openPage(other, '/purHome');
    await other.getByRole('button', { name: '退出' }).click();
    await other.waitForURL(/\/$|\/home$/);

    await page
      .getByRole('navigation', { name: /采购公告/ })
      .getByRole('link', { name: '候选人公示' })
      .click();
    await toast(page, '登录已过期，请重新登录').waitFor();
    await page.waitForURL(/\/home\?redirect=%2FpurHome%2FnoticeList%3F/);
    await submitLogin(await shownLoginCard(page), 'demo_simple');
    await page.waitForURL(/\/purHome\/noticeList\?purchaseNoticeType=8/);
    await page.getByRole('heading', { name: '候选人公示', level: 1 }).waitFor();
  });

  it("says once that the session ended in another tab, however many of the page's calls learn of it", async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    await logInBrowser(page, baseUrl, 'demo_simple', '10.84.0.2');
    // Every toast the page shows, even one gone before the test looks.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenToasts: seen });
      new MutationObserver(() => {
        for (const notice of Array.from(document.querySelectorAll('.ant-message-notice:not([data-seen])'))) {
          notice.setAttribute('data-seen', '');
          seen.push(notice.textContent ?? '');
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await openPage(page, '/purHome');
    const other = await page.context().newPage();
    await openPage(other, '/purHome');
    await other.getByRole('button', { name: '退出' }).click();
    await other.waitForURL(/\/$|\/home$/);

    // 我的订阅 asks for its lists side by side, each refused now.
    await page.getByRole('navigation', { name: '工作台菜单' }).getByText('我的订阅').click();
    await toast(page, '登录已过期，请重新登录').waitFor();
    await page.waitForURL(/\/home\?redirect=%2FpurHome%2FsavedSearches/);
    await page.waitForLoadState('networkidle');
    // Long enough for a retried call (one second apart) to have answered too.
    await page.waitForTimeout(2_000);
    expect(await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts)).toEqual([
      '登录已过期，请重新登录',
    ]);
  });

  it("keeps the breadcrumb and the page off the window's left edge on a 390 px phone, in the workspace and on public pages", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await logInBrowser(page, baseUrl, 'demo_simple', '10.84.0.3');
    await openPage(page, '/purHome/subAccounts');
    const crumbs = page.locator('main nav.ant-breadcrumb, main .ant-breadcrumb').first();
    const [crumbBox, panelBox] = await Promise.all([
      crumbs.boundingBox(),
      page.locator('section[aria-labelledby="page-title"]').boundingBox(),
    ]);
    expect(crumbBox?.x).toBeGreaterThanOrEqual(12);
    expect(panelBox?.x).toBeGreaterThanOrEqual(12);
    expect((panelBox?.x ?? 0) + (panelBox?.width ?? 0)).toBeLessThanOrEqual(390 - 12);
    await saveScreens(page, 'workspace-sub-accounts-390');

    // The public pages' frame is the same.
    await openPage(page, '/downMore');
    const publicCrumbs = await page.locator('main .ant-breadcrumb').first().boundingBox();
    expect(publicCrumbs?.x).toBeGreaterThanOrEqual(12);
  });

  it('says a list failed with a retry instead of showing it empty, and tells a hasty login to wait', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    await openPage(page, '/purAnnouncement?purchaseNoticeType=2');
    await page.route('**/supportal/v1/obp-notice/query-notice', (route) => route.abort());
    await page
      .getByRole('navigation', { name: /采购公告/ })
      .getByRole('link', { name: '采购结果公示' })
      .click();
    await page.getByText('加载失败').waitFor();
    expect(await page.getByText('暂无数据').count()).toBe(0);
    expect(await page.getByText('共 0 条').count()).toBe(0);
    await page.unroute('**/supportal/v1/obp-notice/query-notice');
    await page.getByRole('button', { name: /重\s*试/ }).click();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();

    const card = await openLoginCard(page);
    await submitLogin(card, 'demo_simple', { password: 'wrong-password' });
    await toast(page, /用户名或密码错误/).waitFor();
    // Within 5 s of the failure, the user types the new captcha and presses 登录 again.
    await card.getByPlaceholder('请输入验证码').fill('e2e7');
    await card.getByRole('button', { name: /登\s*录/ }).click();
    await toast(page, /操作过于频繁，请\d秒后再登录/).waitFor();
  });
});
