import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TNoticeChangeItem, TNoticeChangePage, TOcdsReleasePackage } from '@supportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../apps/server/test/helpers/processes.js';
import { startSmtpMailbox, type TSmtpMailbox } from '../../apps/server/test/helpers/smtp-mailbox.js';
import {
  startWebhookReceiver,
  type TWebhookReceiver,
} from '../../apps/server/test/helpers/webhook-receiver.js';
import { apiCallerAs, createApiClient, E2E_CAPTCHA, SESSION_COOKIE } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { openedDialog, toast } from '../support/login-page.js';
import { openPage, saveScreens } from '../support/page-helpers.js';
import { startServer, stopServer, type TStartedServer } from '../support/server-process.js';

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
  let server: TStartedServer;
  let dataDir = '';
  let portalUrl = '';

  beforeAll(async () => {
    [receiver, mailbox] = await Promise.all([startWebhookReceiver(), startSmtpMailbox()]);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-e2e-alerts-'));
    const port = await freePort();
    portalUrl = `http://127.0.0.1:${port}`;
    server = await startServer({
      DATA_DIR: dataDir,
      DEMO_NOTICE_COUNT: '60',
      NODE_ENV: 'test',
      DEV_FIXED_CAPTCHA: E2E_CAPTCHA,
      // Its robot receiver listens on 127.0.0.1.
      TEST_LOOPBACK_WEBHOOKS: 'true',
      PORT: String(port),
      PUBLIC_BASE_URL: portalUrl,
      SMTP_URL: mailbox.url,
    });
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    await Promise.all([receiver?.close(), mailbox?.close()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

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

    // demo_supplier has an e-mail address bound (and a second login step, its code from the outbox).
    const cookie = await createApiClient(portalUrl, clientIp).loginCookieWithCode(
      SUPPLIER.userName,
      dataDir,
      {
        mobile: SUPPLIER.mobile,
        email: SUPPLIER.email,
      },
    );
    await page
      .context()
      .addCookies([{ name: SESSION_COOKIE, value: cookie, url: portalUrl, httpOnly: true, sameSite: 'Lax' }]);

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

    // Staff publish a matching notice, its publish time now: a province author, headquarters approves.
    const province = await apiCallerAs(portalUrl, 'staff_prov', '10.89.1.2');
    const [unit] = await province<{ orgCode: string }[]>('/notice-console/query-publishing-units');
    const draft = await province<{ processInstID: string }>('/notice-console/save-notice-draft', {
      noticeTitle: title,
      purchaseNoticeType: '2',
      orgCode: unit?.orgCode,
      visitorView: '1',
      publicationTime: chinaTime(new Date()),
      bidDeadline: chinaTime(bidDeadline),
      bidOpeningTime: chinaTime(bidOpening),
      noticeContent: '<h3>一、项目概况</h3><p>光缆线路工程施工。</p>',
      submit: true,
    });
    const headquarters = await apiCallerAs(portalUrl, 'staff_hq', '10.89.1.3');
    const { records: todo } = await headquarters<{
      records: { workItemID: string; processInstID: string }[];
    }>('/process/query-workitem-list', { queryType: '0' });
    const item = todo.find((record) => record.processInstID === draft.processInstID);
    await headquarters('/process/approve-work-item', { workItemID: item?.workItemID, comment: '同意' });

    const robotMessages = () =>
      receiver.received.filter((message) => JSON.stringify(message.body).includes(title));
    const mails = () => mailbox.mails.filter((mail) => mail.subject.includes(title));
    const [message] = await poll(robotMessages, (found) => found.length > 0, 'the robot message');
    const [mail] = await poll(mails, (found) => found.length > 0, 'the mail');

    const { records } = await (
      await fetch(`${portalUrl}/supportal/v1/obp-notice/query-notice`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ noticeTitle: keyword, size: 5 }),
      })
    )
      .json()
      .then((answer: { data: { records: { noticeId: string }[] } }) => answer.data);
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
});
