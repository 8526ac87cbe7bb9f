import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createApiClient, SESSION_COOKIE } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { clientIps, logInBrowser, openPageAs } from '../support/login-page.js';
import { openPage, saveScreens, workspaceMenuItem } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const TOKEN_CALLS = [
  '/supportal/v1/supplier-portal/get-supplier-token',
  '/supportal/v1/login/create-prowada-token',
];

const nextIp = clientIps('10.91');

let supplierCookie: string | undefined;
/**
 * demo_supplier has the second factor on: the code goes to the outbox, as in development. One login
 * serves every test (a code may be sent again only after 60 s).
 */
const logInSupplier = async (page: Page) => {
  supplierCookie ??= await createApiClient(baseUrl, nextIp()).loginCookieWithCode('demo_supplier', dataDir, {
    mobile: '13800138000',
    email: 'demo_supplier@example.com',
  });
  await page
    .context()
    .addCookies([
      { name: SESSION_COOKIE, value: supplierCookie, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
    ]);
};

/** Every request of the page and its frames, and the answers of the token calls. */
const watchTraffic = (page: Page) => {
  const requests: string[] = [];
  const tokenAnswers: { url: string; status: number; body: string }[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', async (response) => {
    if (TOKEN_CALLS.includes(new URL(response.url()).pathname))
      tokenAnswers.push({ url: response.url(), status: response.status(), body: await response.text() });
  });
  return { requests, tokenAnswers };
};

/** The partner's frame (a form page also holds the hidden, empty frame the form is posted from). */
const PARTNER_FRAME = 'iframe[name^="partner-frame-"]';

/** The partner page inside the portal's frame, once it has shown its verification. */
const partnerFrame = async (page: Page, verification: 'verified' | 'refused' | 'no-token') => {
  const frame = page.frameLocator(PARTNER_FRAME);
  await frame.locator(`[data-verification="${verification}"]`).waitFor();
  return frame;
};

const frameAttributes = (page: Page) =>
  page.locator(PARTNER_FRAME).evaluate((element: HTMLIFrameElement) => ({
    referrerPolicy: element.referrerPolicy,
    width: element.getBoundingClientRect().width,
  }));

/** The sandbox of a frame showing a page of the portal's own origin: scripts, but never the portal's origin. */
const SAME_ORIGIN_SANDBOX = ['allow-downloads', 'allow-forms', 'allow-popups', 'allow-scripts'];
const frameSandbox = (page: Page) =>
  page.locator(PARTNER_FRAME).evaluate((element: HTMLIFrameElement) => Array.from(element.sandbox).sort());

/** The headers the browser sent with each request to the reference partner page. */
const watchPartnerRequests = (page: Page) => {
  const sent: { method: string; headers: Promise<Record<string, string>> }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/partner-example/'))
      sent.push({ method: request.method(), headers: request.allHeaders() });
  });
  return sent;
};

describe('embedded partner systems', () => {
  it('opens each kind of embedded page, and the partner page verifies its token once', async () => {
    const { page } = browser;
    await logInSupplier(page);
    const traffic = watchTraffic(page);
    const partnerRequests = watchPartnerRequests(page);

    // postIframe: the frame form (from the menu), posted into the frame with ?supplierMgr=supplierMgr.
    await openPage(page, '/purHome');
    await (await workspaceMenuItem(page, '业务协同', '订单管理')).click();
    await page.waitForURL(/\/purHome\/postIframe\?menuCode=SUP_ORDER_MANAGE&url=SUP_MAN_URL/);
    let frame = await partnerFrame(page, 'verified');
    await frame.getByText('POST', { exact: false }).first().waitFor();
    for (const text of ['supplierMgr', 'SUP_ORDER_MANAGE', '/order/list', '100001', '王立新', 'SUP100001']) {
      await frame.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await frameAttributes(page)).toEqual({ referrerPolicy: 'no-referrer', width: 1120 });
    // The token is bound to 订单管理's page, and the partner had the portal check that page.
    await frame.getByText(`SUP_ORDER_MANAGE → /order/list`, { exact: true }).waitFor();
    // The reference partner is on the portal's origin: its frame is sandboxed without allow-same-origin.
    expect(await frameSandbox(page)).toEqual(SAME_ORIGIN_SANDBOX);
    // The form posted into the frame sent no Referer (the portal address carries the page's query).
    const [posted] = partnerRequests.filter((request) => request.method === 'POST');
    expect(posted).toBeDefined();
    expect(await posted?.headers).not.toHaveProperty('referer');
    await saveScreens(page, 'partner-post-iframe');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreens(page, 'partner-post-iframe-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // postIframe of a 4A page: acctId, token and resCode CHNTAP; the token is of system CHNT4A.
    await openPage(
      page,
      '/purHome/postIframe?menuCode=SUP_LEVEL&iframeType=IframePage4A&url=4A_SUPPLIER_LEVEL',
    );
    frame = await partnerFrame(page, 'verified');
    await frame.getByText('resCode', { exact: true }).waitFor();
    await frame.getByText('CHNT4A', { exact: true }).waitFor();
    expect((await frameAttributes(page)).width).toBe(1180);
    await saveScreens(page, 'partner-post-iframe-4a');

    // getIframe with a token: supplier_code, supplier_uid, org_code and token joined to the address.
    await openPage(page, '/purHome/getIframe?url=BLOCKCHAIN_SC_COLLAB_URL');
    frame = await partnerFrame(page, 'verified');
    await frame.getByText('supplier_code', { exact: true }).waitFor();
    expect((await frameAttributes(page)).width).toBe(1320);
    expect(await frameSandbox(page)).toEqual(SAME_ORIGIN_SANDBOX);
    await saveScreens(page, 'partner-get-iframe');
    // Loading the same address again (the same token) fails: a token is verified once.
    const partner = page.frames().find((candidate) => candidate.url().includes('/partner-example/'));
    expect(partner?.url()).toContain('token=');
    await partner?.goto(partner.url());
    await partnerFrame(page, 'refused');
    await page.frameLocator(PARTNER_FRAME).getByText('已使用').waitFor();

    // getIframe noJoin: the address as it is, no token asked for.
    const tokenCallsBefore = traffic.tokenAnswers.length;
    await openPage(page, '/purHome/getIframe?type=noJoin&url=JY_LABLE');
    await partnerFrame(page, 'no-token');
    expect(traffic.tokenAnswers.length).toBe(tokenCallsBefore);
    await saveScreens(page, 'partner-get-iframe-nojoin');

    // No arrival at the partner carried a Referer, framed by address or posted by the form.
    for (const request of partnerRequests) expect(await request.headers).not.toHaveProperty('referer');
    // Every token went to the portal's own reference partner page, never elsewhere.
    expect(traffic.tokenAnswers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const origin = new URL(baseUrl).origin;
    expect(traffic.requests.filter((url) => url.startsWith('http') && !url.startsWith(origin))).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/purHome/getIframe?url=BLOCKCHAIN_SC_COLLAB_URL');
    await partnerFrame(page, 'verified');
    await saveScreens(page, 'partner-get-iframe-390');
  });

  it('refuses an address off the allow-list, and no token leaves', async () => {
    const { page } = browser;
    await logInSupplier(page);
    const traffic = watchTraffic(page);
    const evil = 'https://evil.example.com/steal';
    for (const path of [
      `/purHome/getIframe?url=${encodeURIComponent(evil)}`,
      `/purHome/getIframe?type=noJoin&url=${encodeURIComponent(evil)}`,
      `/purHome/postIframe?menuCode=SUP_ORDER_MANAGE&url=${encodeURIComponent(evil)}&tUrl=%2Forder%2Flist`,
    ]) {
      await openPage(page, path);
      await page.getByText('该地址不在合作系统白名单中，已拒绝打开').waitFor();
      await page.getByText(evil, { exact: false }).waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
    }
    await saveScreens(page, 'partner-off-list');
    // Only the portal's pages name it; no request goes there.
    expect(traffic.requests.filter((url) => new URL(url).hostname === 'evil.example.com')).toEqual([]);
    expect(traffic.tokenAnswers).toEqual([]);
    expect(traffic.requests.filter((url) => TOKEN_CALLS.includes(new URL(url).pathname))).toEqual([]);
  });

  it('offers the supplier-level page to main supplier accounts only; others get 您的账号无权限', async () => {
    const { page } = browser;
    const traffic = watchTraffic(page);
    const supplierLevel =
      '/purHome/postIframe?menuCode=SUP_LEVEL&iframeType=IframePage4A&url=4A_SUPPLIER_LEVEL';
    await logInBrowser(page, baseUrl, 'demo_sub', nextIp());
    await openPage(page, supplierLevel);
    await page.getByText('您的账号无权限').waitFor();
    await saveScreens(page, 'partner-level-sub-account');

    // Staff at headquarters are no supplier: their menu offers no 供应商等级 (nor its emptied group 供应商服务),
    // and the address typed in says no.
    await page.context().clearCookies();
    await openPageAs(page, baseUrl, 'staff_hq', '/purHome');
    const menu = page.getByRole('navigation', { name: '工作台菜单' });
    await menu.getByText('采购管理').waitFor();
    expect(await menu.getByText('供应商服务').count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: '供应商等级' }).count()).toBe(0);
    await saveScreens(page, 'partner-level-staff-menu');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreens(page, 'partner-level-staff-menu-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, supplierLevel);
    await page.getByText('您的账号无权限').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(traffic.requests.filter((url) => TOKEN_CALLS.includes(new URL(url).pathname))).toEqual([]);
  });
  it('says 获取供应商失败 and returns to /purHome when the token call gives no token', async () => {
    const { page } = browser;
    // demo_simple: a password-only main account (demo_supplier's codes are spent elsewhere in the run).
    await logInBrowser(page, baseUrl, 'demo_simple', nextIp());
    const traffic = watchTraffic(page);
    // The menu item's own address, with a login account (id) the server cannot take (over 100
    // characters): create-prowada-token answers 400 and issues no token.
    await page.goto(
      `/purHome/postIframe?menuCode=SUP_ORDER_MANAGE&url=SUP_MAN_URL&id=${'x'.repeat(101)}&tUrl=%2Forder%2Flist`,
    );
    await page.locator('.ant-result-title', { hasText: '获取供应商失败' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/purHome');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(traffic.tokenAnswers.map((answer) => answer.status)).toEqual([400]);
    expect(JSON.parse(traffic.tokenAnswers[0]?.body ?? '{}')).not.toHaveProperty('data.token');
    expect(traffic.requests.filter((url) => url.includes('/partner-example/'))).toEqual([]);
  });
});
