import { readFile } from 'node:fs/promises';
import type { TNoticeChangeItem, TNoticeChangePage, TOcdsReleasePackage } from '@supportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../apps/server/test/helpers/processes.js';
import { startSmtpMailbox, type TSmtpMailbox } from '../../apps/server/test/helpers/smtp-mailbox.js';
import {
  startWebhookReceiver,
  type TWebhookReceiver,
} from '../../apps/server/test/helpers/webhook-receiver.js';
import {
  apiCallerAs,
  createApiClient,
  E2E_CAPTCHA,
  SESSION_COOKIE,
  WEB_PAGE_HEADERS,
} from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { logInBrowser, openedDialog, toast } from '../support/login-page.js';
import { useOwnServer } from '../support/own-server.js';
import { openPage, saveScreens, saveScreensAtBothWidths } from '../support/page-helpers.js';

const browser = useBrowser();
const clientIp = `10.89.${process.pid % 250}.7`;
const SUPPLIER = { userName: 'demo_supplier', mobile: '13800138000', email: 'demo_supplier@example.com' };
/** The server looks for new notice changes and due deliveries every 2 s; a few rounds of that. */
const SWEEPS_WAIT_MS = 8_000;

/** 'YYYY-MM-DD HH:mm:ss' China time of an instant, as the console takes it. */
const chinaTime = (instant: Date) =>
  new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** An instant as an iCalendar UTC date-time (DTSTART:20261202T020000Z). */
const icsUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The events of an iCalendar document as their unfolded SUMMARY and DTSTART lines (a long Chinese
 * title is folded onto continuation lines, RFC 5545 3.1).
 */
const calendarEvents = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((event) => {
      const lines = event.split('\r\n');
      return [
        lines.find((line) => line.startsWith('SUMMARY:')),
        lines.find((line) => line.startsWith('DTSTART:')),
      ];
    });

const poll = async <T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string) => {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

/** The public notice list's notices (5 at most) whose title holds `keyword`. */
const noticesTitled = async (portalUrl: string, keyword: string) => {
  const response = await fetch(`${portalUrl}/supportal/v1/obp-notice/query-notice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ noticeTitle: keyword, size: 5 }),
  });
  return ((await response.json()) as { data: { records: { noticeId: string }[] } }).data.records;
};

/** Every change the public change feed has, read page after page from the start as an archiver does. */
const changeFeed = async (portalUrl: string) => {
  const changes: TNoticeChangeItem[] = [];
  for (let cursor = ''; ;) {
    const response = await fetch(
      `${portalUrl}/supportal/v1/open-data/notice-changes?cursor=${cursor}&limit=500`,
    );
    const page = ((await response.json()) as { data: TNoticeChangePage }).data;
    changes.push(...page.changes);
    cursor = page.nextCursor;
    if (!page.hasMore) return changes;
  }
};

/**
 * The "done when": alerts leave through real transports. This file runs a server of its own,
 * mailing through an SMTP server started here (the shared e2e server writes mail to its outbox).
 */
describe('saved-search alerts reach a chat robot and a mailbox', () => {
  let receiver: TWebhookReceiver;
  let mailbox: TSmtpMailbox;
  let portalUrl = '';

  beforeAll(async () => {
    [receiver, mailbox] = await Promise.all([startWebhookReceiver(), startSmtpMailbox()]);
  });
  afterAll(async () => {
    await Promise.all([receiver?.close(), mailbox?.close()]);
  });
  const server = useOwnServer('alerts', async () => {
    const port = await freePort();
    portalUrl = `http://127.0.0.1:${port}`;
    return {
      DEMO_NOTICE_COUNT: '60',
      NODE_ENV: 'test',
      DEV_FIXED_CAPTCHA: E2E_CAPTCHA,
      // Its robot receiver listens on 127.0.0.1.
      TEST_LOOPBACK_WEBHOOKS: 'true',
      PORT: String(port),
      PUBLIC_BASE_URL: portalUrl,
      SMTP_URL: mailbox.url,
    };
  });
  /**
   * Staff publish a public 采购公告 now: a province author submits it, headquarters approves it.
   * Answers the draft's id.
   */
  const publishApproved = async (fields: {
    noticeTitle: string;
    noticeContent: string;
    bidDeadline: string;
    bidOpeningTime?: string;
  }) => {
    const province = await apiCallerAs(portalUrl, 'staff_prov', '10.89.1.2');
    const [unit] = await province<{ orgCode: string }[]>('/notice-console/query-publishing-units');
    const draft = await province<{ id: string; processInstID: string }>('/notice-console/save-notice-draft', {
      ...fields,
      purchaseNoticeType: '2',
      orgCode: unit?.orgCode,
      visitorView: '1',
      publicationTime: chinaTime(new Date()),
      submit: true,
    });
    const headquarters = await apiCallerAs(portalUrl, 'staff_hq', '10.89.1.3');
    const { records: todo } = await headquarters<{
      records: { workItemID: string; processInstID: string }[];
    }>('/process/query-workitem-list', { queryType: '0' });
    const item = todo.find((record) => record.processInstID === draft.processInstID);
    await headquarters('/process/approve-work-item', { workItemID: item?.workItemID, comment: '同意' });
    return draft;
  };
  /**
   * The browser logged in as the supplier (its second step's code read from the outbox). One session
   * serves every test: a second code within the resend wait would not be sent.
   */
  let supplierCookie: string | null = null;
  const logInSupplier = async () => {
    supplierCookie ??= await createApiClient(portalUrl, clientIp).loginCookieWithCode(
      SUPPLIER.userName,
      server.dataDir,
      {
        mobile: SUPPLIER.mobile,
        email: SUPPLIER.email,
      },
    );
    const cookie = supplierCookie;
    await browser.page
      .context()
      .addCookies([{ name: SESSION_COOKIE, value: cookie, url: portalUrl, httpOnly: true, sameSite: 'Lax' }]);
  };

  it('a supplier subscribes (WeCom robot and e-mail); staff publish a match; each gets it exactly once', async () => {
    const { page } = browser;
    const keyword = `光缆${Date.now() % 100_000}`;
    const title = `江苏分公司${keyword}线路工程施工采购公告`;
    // Whole minutes (the console takes minutes), ten days and ten days and two hours ahead.
    const bidDeadline = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 10 * 24 * 3_600_000);
    const bidOpening = new Date(bidDeadline.getTime() + 2 * 3_600_000);
    const expectedEvents = [
      [`SUMMARY:投标截止：${title}`, `DTSTART:${icsUtc(bidDeadline)}`],
      [`SUMMARY:开标：${title}`, `DTSTART:${icsUtc(bidOpening)}`],
    ];

    // demo_supplier has an e-mail address bound (and a second login step).
    await logInSupplier();

    await openPage(page, `${portalUrl}/purHome/searchNotice?keyword=${encodeURIComponent(keyword)}`);
    await page.getByRole('button', { name: '保存搜索/订阅' }).click();
    const dialog = await openedDialog(page, '保存搜索/订阅');
    await dialog.getByLabel('邮件（发到账号绑定的邮箱）').check();
    await dialog
      .getByRole('button', { name: '保 存' })
      .or(dialog.getByRole('button', { name: '保存' }))
      .click();
    await toast(page, '订阅已保存').waitFor();

    await openPage(page, `${portalUrl}/purHome/savedSearches`);
    const row = page.getByRole('row').filter({ hasText: keyword });
    // The account's own bound address needs no confirmation: it is active at once.
    await row.getByText('邮件 · 正常').waitFor();
    await row.getByRole('button', { name: '添加群机器人' }).click();
    const robot = await openedDialog(page, `添加群机器人 · ${keyword}`);
    await robot.getByLabel('Webhook 地址').fill(`${receiver.url}/cgi-bin/webhook/send?key=e2e-alerts`);
    await robot.getByRole('button', { name: '发送测试消息并保存' }).click();
    await toast(page, '测试消息已送达，机器人已添加').waitFor();
    await row.getByText('企业微信 · 正常').waitFor();

    // Staff publish a matching notice, its publish time now.
    await publishApproved({
      noticeTitle: title,
      bidDeadline: chinaTime(bidDeadline),
      bidOpeningTime: chinaTime(bidOpening),
      noticeContent: '<h3>一、项目概况</h3><p>光缆线路工程施工。</p>',
    });

    const robotMessages = () =>
      receiver.received.filter((message) => JSON.stringify(message.body).includes(title));
    const mails = () => mailbox.mails.filter((mail) => mail.subject.includes(title));
    const [message] = await poll(robotMessages, (found) => found.length > 0, 'the robot message');
    const [mail] = await poll(mails, (found) => found.length > 0, 'the mail');

    const records = await noticesTitled(portalUrl, keyword);
    expect(records).toHaveLength(1);
    const noticeId = records[0]?.noticeId ?? '';
    const link = `${portalUrl}/noticeDetail?id=${noticeId}`;

    expect(message?.path).toBe('/cgi-bin/webhook/send?key=e2e-alerts');
    expect(message?.body).toEqual({
      msgtype: 'markdown',
      markdown: { content: expect.stringContaining(`[【新公告】${title}](${link})`) },
    });
    expect(mail?.to).toEqual([SUPPLIER.email]);
    expect(mail?.subject).toBe(`【新公告】${title}`);
    expect(mail?.text).toContain(title);
    expect(mail?.text).toContain(`查看公告：${link}`);
    expect(mail?.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${portalUrl}/supportal/v1/saved-search/unsubscribe\\?token=[\\w-]{43}>$`),
    );

    // Machines that archive the portal see the same publication once in the change feed.
    const changes = (await changeFeed(portalUrl)).filter((change) => change.noticeId === noticeId);
    expect(changes.map((change) => [change.kind, change.notice?.noticeTitle])).toEqual([
      ['published', title],
    ]);

    // So do feed readers: the RSS feed of its type lists it with its link.
    const rss = await (
      await fetch(`${portalUrl}/supportal/v1/open-data/feeds/notices.rss?purchaseNoticeType=2`)
    ).text();
    expect(rss).toContain(`<title>${title}</title>`);
    expect(rss).toContain(`noticeDetail?id=${noticeId}`);

    // Open-data consumers get it as an OCDS tender release.
    const ocds = (await (
      await fetch(`${portalUrl}/supportal/v1/open-data/ocds/release-package?noticeId=${noticeId}`)
    ).json()) as { data: TOcdsReleasePackage };
    expect(
      ocds.data.releases.map((release) => ({
        tag: release.tag,
        title: release.tender.title,
        tenderPeriod: release.tender.tenderPeriod,
      })),
    ).toEqual([{ tag: ['tender'], title, tenderPeriod: { endDate: expect.any(String) } }]);
    expect(Date.parse(ocds.data.releases[0]?.tender.tenderPeriod?.endDate ?? '')).toBe(bidDeadline.getTime());

    // Sent once: a few more rounds of matching and sending add nothing.
    await new Promise((resolve) => setTimeout(resolve, SWEEPS_WAIT_MS));
    expect(robotMessages()).toHaveLength(1);
    expect(mails()).toHaveLength(1);

    // The supplier sees the deliveries as delivered.
    await openPage(page, `${portalUrl}/purHome/savedSearches`);
    const deliveries = page.getByRole('row').filter({ hasText: title });
    await expect.poll(() => deliveries.count()).toBe(3);
    await expect(deliveries.filter({ hasText: '已送达' }).count()).resolves.toBe(3);
    await saveScreens(page, 'saved-search-alerts-delivered');

    // The search's feed links, as the supplier gets them on 我的订阅: its RSS and calendar carry the notice.
    await page.getByRole('row').filter({ hasText: keyword }).getByRole('button', { name: '订阅源' }).click();
    const feedDialog = await openedDialog(page, `订阅源链接 · ${keyword}`);
    await feedDialog.getByRole('button', { name: '生成链接' }).click();
    const feedLink = async (label: string) =>
      (await feedDialog
        .getByTestId('feed-links')
        .getByRole('row', { name: new RegExp(`^${label}`) })
        .locator('code')
        .textContent()) ?? '';
    const searchRss = await feedLink('RSS');
    const searchCalendar = await feedLink('日历');
    expect(searchRss).toMatch(/\/saved-search\.rss\?token=/);
    expect(searchCalendar).toMatch(/\/saved-search\.ics\?token=/);
    await expect((await fetch(searchRss)).text()).resolves.toContain(`<title>${title}</title>`);
    const subscribed = await fetch(searchCalendar);
    expect(subscribed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(calendarEvents(await subscribed.text())).toEqual(expectedEvents);

    // The link in the mail opens the notice; its 添加到日历 downloads the same events.
    await openPage(page, link);
    await page.getByRole('heading', { name: title }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('region', { name: '项目信息' })
        .getByRole('link', { name: /添加到日历/ })
        .click(),
    ]);
    expect(calendarEvents(await readFile(await download.path(), 'utf8'))).toEqual(expectedEvents);
  }, 240_000);

  it('a search saved on a word of the body alerts once when staff publish a notice holding it there', async () => {
    const { page } = browser;
    const word = `接地网${Date.now() % 100_000}`;
    const title = `江苏分公司动力配套改造采购公告${Date.now() % 100_000}`;
    await logInSupplier();
    await openPage(page, `${portalUrl}/purHome/searchNotice?keyword=${encodeURIComponent(word)}&scope=body`);
    await page.getByRole('button', { name: '保存搜索/订阅' }).click();
    const dialog = await openedDialog(page, '保存搜索/订阅');
    await expect(dialog.getByLabel('关键字', { exact: true }).inputValue()).resolves.toBe(word);
    await dialog.getByText('正文', { exact: true }).waitFor();
    await dialog.getByLabel('邮件（发到账号绑定的邮箱）').check();
    await saveScreens(page, 'saved-search-dialog-full-text');
    await dialog
      .getByRole('button', { name: '保 存' })
      .or(dialog.getByRole('button', { name: '保存' }))
      .click();
    await toast(page, '订阅已保存').waitFor();

    await publishApproved({
      noticeTitle: title,
      bidDeadline: chinaTime(new Date(Date.now() + 10 * 24 * 3_600_000)),
      noticeContent: `<h3>一、项目概况</h3><p>机房新建${word}一处，含防雷测试。</p>`,
    });
    const mails = () => mailbox.mails.filter((mail) => mail.subject === `【新公告】${title}`);
    await poll(mails, (found) => found.length > 0, 'the mail of the body match');
    // Sent once: a few more rounds of matching and sending add nothing.
    await new Promise((resolve) => setTimeout(resolve, SWEEPS_WAIT_MS));
    expect(mails()).toHaveLength(1);

    await openPage(page, `${portalUrl}/purHome/savedSearches`);
    const row = page.getByRole('row').filter({ hasText: `正文含“${word}”` });
    await row.getByText('邮件 · 正常').waitFor();
    const bell = page.getByRole('row').filter({ hasText: title });
    await expect.poll(() => bell.filter({ hasText: '已送达' }).count()).toBe(2);
    await saveScreensAtBothWidths(page, 'saved-searches-full-text');
  }, 240_000);

  it('a withdrawn notice says 已撤回 in the console and reaches its subscriber once per channel, with the reason', async () => {
    const { page } = browser;
    const chromium = page.context().browser();
    if (!chromium) throw new Error('no browser');
    const keyword = `撤回${Date.now() % 100_000}`;
    const title = `江苏分公司${keyword}铁塔维护采购公告`;
    const reason = '采购需求取消，另行安排';
    await logInSupplier();
    /** The supplier's own calls, with the page's session. */
    const supplier = async <T>(endpoint: string, body: object): Promise<T> => {
      const response = await page.request.post(`${portalUrl}/supportal/v1${endpoint}`, {
        data: body,
        headers: WEB_PAGE_HEADERS(portalUrl),
      });
      const answer = (await response.json()) as { resultStat: string; data: T };
      if (answer.resultStat !== '000') throw new Error(`${endpoint}: ${JSON.stringify(answer)}`);
      return answer.data;
    };
    // Two saved searches of the supplier match the notice, with the bell, e-mail and a robot of each kind
    // (the second search's WeCom robot another one): the withdrawal still goes once per channel.
    receiver.answerWith(200, { errcode: 0, errmsg: 'ok', code: 0, msg: 'success' });
    const hookId = `withdrawn${Date.now() % 100_000}`;
    const robots = {
      wecom: `${receiver.url}/cgi-bin/webhook/send?key=${hookId}`,
      dingtalk: `${receiver.url}/robot/send?access_token=${hookId}`,
      feishu: `${receiver.url}/open-apis/bot/v2/hook/${hookId}`,
    };
    const first = await supplier<{ id: string }>('/saved-search/save-saved-search', {
      name: `${keyword}全部`,
      keyword,
      email: true,
    });
    for (const [kind, url] of Object.entries(robots))
      await supplier('/saved-search/add-webhook', { savedSearchId: first.id, kind, url });
    const second = await supplier<{ id: string }>('/saved-search/save-saved-search', {
      name: `${keyword}铁塔`,
      keyword: `${keyword}铁塔维护`,
      email: true,
    });
    await supplier('/saved-search/add-webhook', {
      savedSearchId: second.id,
      kind: 'wecom',
      url: `${robots.wecom}-second`,
    });

    const draft = await publishApproved({
      noticeTitle: title,
      bidDeadline: chinaTime(new Date(Date.now() + 10 * 24 * 3_600_000)),
      noticeContent: '<h3>一、项目概况</h3><p>铁塔维护。</p>',
    });
    const headed = (kind: string) => (message: { body: unknown }) =>
      JSON.stringify(message.body).includes(`【${kind}】${title}`);
    // Published: each search's channels had it (two mails, four robot messages).
    await poll(
      () => receiver.received.filter(headed('新公告')),
      (found) => found.length === 4,
      'the new-notice robot messages',
    );
    await poll(
      () => mailbox.mails.filter((mail) => mail.subject === `【新公告】${title}`),
      (found) => found.length === 2,
      'the new-notice mails',
    );

    // Staff withdraw it in the console, in a browser of their own.
    const staffContext = await chromium.newContext({
      baseURL: portalUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    const staff = await staffContext.newPage();
    await logInBrowser(staff, portalUrl, 'staff_prov', '10.89.2.4');
    await openPage(staff, `${portalUrl}/purHome/console/notices/${draft.id}`);
    await staff.getByRole('button', { name: /^撤\s*回$/ }).click();
    const dialog = await openedDialog(staff, '撤回公告');
    await dialog.getByLabel('撤回说明').fill(reason);
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await toast(staff, '公告已撤回').waitFor();
    await staff.getByText('已撤回', { exact: true }).first().waitFor();
    await saveScreensAtBothWidths(staff, 'console-notice-withdrawn');
    await staffContext.close();

    // One 撤回 per channel, with the reason: one mail, one message per robot kind, one bell notification.
    const withdrawnRobots = () => receiver.received.filter(headed('撤回'));
    const withdrawnMails = () => mailbox.mails.filter((mail) => mail.subject === `【撤回】${title}`);
    await poll(withdrawnRobots, (found) => found.length >= 3, 'the withdrawal robot messages');
    await poll(withdrawnMails, (found) => found.length >= 1, 'the withdrawal mail');
    // A few more rounds of matching and sending add nothing.
    await new Promise((resolve) => setTimeout(resolve, SWEEPS_WAIT_MS));
    expect(
      withdrawnRobots()
        .map((message) => message.path.split('?')[0])
        .sort(),
    ).toEqual(['/cgi-bin/webhook/send', `/open-apis/bot/v2/hook/${hookId}`, '/robot/send']);
    expect(withdrawnRobots().every((message) => JSON.stringify(message.body).includes(reason))).toBe(true);
    expect(withdrawnMails()).toHaveLength(1);
    expect(withdrawnMails()[0]?.text).toContain(`撤回原因：${reason}`);
    const bell = await supplier<{ records: { title: string; body: string }[] }>(
      '/notification/query-notifications',
      { size: 50 },
    );
    const withdrawnBell = bell.records.filter((record) => record.title === `【撤回】${title}`);
    expect(withdrawnBell).toHaveLength(1);
    expect(withdrawnBell[0]?.body).toContain(reason);

    // The notice page says 已撤回 with the reason, and nothing counts down.
    const records = await noticesTitled(portalUrl, keyword);
    await openPage(page, `${portalUrl}/noticeDetail?id=${records[0]?.noticeId}`);
    await page.getByRole('heading', { name: title }).getByText('已撤回', { exact: true }).waitFor();
    await page.getByText(reason).waitFor();
    expect(await page.getByTestId('bid-countdown').count()).toBe(0);
    await saveScreensAtBothWidths(page, 'notice-detail-withdrawn-alerts');
    receiver.answerWith(200, { errcode: 0, errmsg: 'ok' });
  }, 300_000);
});
