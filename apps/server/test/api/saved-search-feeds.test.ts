import {
  issueFeedToken,
  querySavedSearches,
  revokeFeedToken,
  ROLES,
  saveSavedSearch,
  VISITOR_VIEW,
  type TEndpoint,
  type TSavedSearch,
  type TSavedSearchFeedLinks,
} from '@supportal/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../../src/db/schema/index.js';
import type { TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import { authBackends, createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { createAuthClient, createTestAccount } from '../helpers/auth-client.js';
import { provinceNoticeFields } from '../helpers/notice-fields.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data of a few calls, read by the assertions
type TAnswer = { status: number; resultMsg: string; data: any };

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['item', 'entry'].includes(name),
});

describe.each(authBackends())('feeds of a saved search ($database)', (backend) => {
  let testApp: TAuthTestApp;
  const people = new Map<string, string>();

  const call = async (who: string | null, endpoint: TEndpoint, body?: object): Promise<TAnswer> => {
    const authorization = who ? people.get(who) : undefined;
    const response = await testApp.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: authorization ? { authorization } : {},
      payload: body ?? {},
    });
    return { status: response.statusCode, ...response.json() };
  };
  /** A feed reader: no session, only the link. */
  const read = (link: string) =>
    testApp.app.inject({ method: 'GET', url: link.replace('http://portal.test', '') });
  const titlesOf = (rss: string): string[] => {
    expect(XMLValidator.validate(rss)).toBe(true);
    const channel = (parser.parse(rss) as { rss: { channel: { item?: { title: string }[] } } }).rss.channel;
    return (channel.item ?? []).map((item) => String(item.title));
  };
  const publish = (title: string, overrides: Partial<TNoticeFields> = {}) =>
    testApp.app.noticeWriter.transaction(testApp.database.db, (writer) =>
      writer.create({ notice: provinceNoticeFields(title, overrides) }),
    );

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
    for (const who of ['alice', 'bob']) {
      const account = await createTestAccount(testApp.database.db, { roles: [ROLES.supplier] });
      people.set(who, (await createAuthClient(testApp.app).loginToken(account.loginName)).authorization);
    }
  });
  afterAll(async () => {
    await testApp?.close();
  });

  let searchId = '';
  let links: TSavedSearchFeedLinks;

  it('gives the owner secret RSS and Atom links listing the public notices the search matches', async () => {
    const saved = await call('alice', saveSavedSearch, {
      name: '江苏光缆',
      keyword: '光缆',
      noticeTypes: '2',
      provAdmCode: '320000',
    });
    searchId = String(saved.data.id);
    await publish('江苏光缆线路采购公告');
    await publish('浙江光缆线路采购公告', { provAdmCode: '330000' });
    await publish('江苏铁塔维护采购公告');
    await publish('江苏光缆内部公告', { visitorView: VISITOR_VIEW.loggedInOnly });

    expect((await call(null, issueFeedToken, { id: searchId })).status).toBe(401);
    expect((await call('bob', issueFeedToken, { id: searchId })).status).toBe(404);
    const issued = await call('alice', issueFeedToken, { id: searchId });
    expect(issued.status).toBe(200);
    links = issued.data as TSavedSearchFeedLinks;
    expect(links.rss).toMatch(
      /^http:\/\/portal\.test\/supportal\/v1\/open-data\/feeds\/saved-search\.rss\?token=[\w-]{40,}$/,
    );
    expect(links.atom).toMatch(/saved-search\.atom\?token=/);

    const rss = await read(links.rss);
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(titlesOf(rss.body)).toEqual(['江苏光缆线路采购公告']);
    const atom = await read(links.atom);
    expect(atom.statusCode).toBe(200);
    expect(XMLValidator.validate(atom.body)).toBe(true);
    expect(atom.body).toContain('江苏光缆线路采购公告');
    expect(atom.body).toContain('我的订阅：江苏光缆');

    // Only the hash is stored; the list shows that a link exists, never the token.
    const rows = await testApp.database.db.select({ hash: savedSearches.feedTokenHash }).from(savedSearches);
    const token = new URL(links.rss).searchParams.get('token') ?? '';
    expect(rows.some((row) => row.hash?.includes(token))).toBe(false);
    const list = await call('alice', querySavedSearches);
    const search = (list.data.records as TSavedSearch[]).find((item) => item.id === searchId);
    expect(search?.feedTokenCreateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(list.data)).not.toContain(token);
  });

  it('gives a calendar of the deadlines and openings of the notices the search matches', async () => {
    const deadline = new Date(Date.now() + 5 * 24 * 3_600_000);
    deadline.setUTCSeconds(0, 0);
    const opening = new Date(deadline.getTime() + 3_600_000);
    await publish('江苏光缆敷设采购公告', { bidDeadline: deadline, bidOpeningAt: opening });
    await publish('浙江光缆敷设采购公告', { provAdmCode: '330000', bidDeadline: deadline });
    await publish('江苏光缆旧项目采购公告', { bidDeadline: new Date(Date.now() - 60 * 24 * 3_600_000) });
    expect(links.ics).toMatch(/saved-search\.ics\?token=[\w-]{40,}$/);

    const calendar = await read(links.ics);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = calendar.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    const stamp = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const summaries = lines.filter((line) => line.startsWith('SUMMARY:'));
    expect(summaries).toEqual([
      'SUMMARY:投标截止：江苏光缆敷设采购公告',
      'SUMMARY:开标：江苏光缆敷设采购公告',
    ]);
    expect(lines).toContain(`DTSTART:${stamp(deadline)}`);
    expect(lines).toContain(`DTSTART:${stamp(opening)}`);

    // A calendar application asks again with the validators it got: nothing changed, 304.
    const again = await testApp.app.inject({
      method: 'GET',
      url: links.ics.replace('http://portal.test', ''),
      headers: { 'if-none-match': String(calendar.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the edited search to a reader asking only If-Modified-Since, and 304 while nothing changed', async () => {
    // Everything shown last changed an hour ago, so the edit below falls in a later second than the
    // Last-Modified the reader holds (HTTP dates have whole seconds).
    const hourAgo = new Date(Date.now() - 3_600_000);
    const deadline = new Date(Date.now() + 5 * 24 * 3_600_000);
    for (const title of ['江苏铁塔基础采购公告', '江苏机房空调采购公告'])
      await publish(title, { publishedAt: hourAgo, updatedAt: hourAgo, bidDeadline: deadline });
    const saved = await call('alice', saveSavedSearch, {
      name: '江苏铁塔',
      keyword: '铁塔基础',
      noticeTypes: '2',
      provAdmCode: '320000',
    });
    const id = String(saved.data.id);
    await testApp.database.db
      .update(savedSearches)
      .set({ conditionsChangedAt: hourAgo })
      .where(eq(savedSearches.id, Number(id)));
    const feedLinks = (await call('alice', issueFeedToken, { id })).data as TSavedSearchFeedLinks;
    const readSince = (link: string, since: string) =>
      testApp.app.inject({
        method: 'GET',
        url: link.replace('http://portal.test', ''),
        headers: { 'if-modified-since': since },
      });

    const before = await Promise.all([feedLinks.rss, feedLinks.atom, feedLinks.ics].map(read));
    const lastModified = before.map((answer) => String(answer.headers['last-modified']));
    expect(lastModified.map(Date.parse)).toEqual(
      lastModified.map(() => Math.floor(hourAgo.getTime() / 1000) * 1000),
    );
    expect(before.map((answer) => answer.body.includes('江苏铁塔基础采购公告'))).toEqual([true, true, true]);
    const unchanged = await Promise.all(
      [feedLinks.rss, feedLinks.atom, feedLinks.ics].map((link, index) =>
        readSince(link, lastModified[index] ?? ''),
      ),
    );
    expect(unchanged.map((answer) => answer.statusCode)).toEqual([304, 304, 304]);

    expect(
      (
        await call('alice', saveSavedSearch, {
          id,
          name: '江苏空调',
          keyword: '空调',
          noticeTypes: '2',
          provAdmCode: '320000',
        })
      ).status,
    ).toBe(200);
    const after = await Promise.all(
      [feedLinks.rss, feedLinks.atom, feedLinks.ics].map((link, index) =>
        readSince(link, lastModified[index] ?? ''),
      ),
    );
    expect(after.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const [rss, atom, calendar] = after.map((answer) => answer.body);
    expect(titlesOf(rss ?? '')).toEqual(['江苏机房空调采购公告']);
    expect(rss).toContain('我的订阅：江苏空调');
    expect(atom).toContain('我的订阅：江苏空调');
    expect(atom).not.toContain('江苏铁塔基础采购公告');
    expect(calendar?.split('\r\n').filter((line) => line.startsWith('SUMMARY:'))).toEqual([
      'SUMMARY:投标截止：江苏机房空调采购公告',
    ]);
    const current = await Promise.all(
      [feedLinks.rss, feedLinks.atom, feedLinks.ics].map((link, index) =>
        readSince(link, String(after[index]?.headers['last-modified'])),
      ),
    );
    expect(current.map((answer) => answer.statusCode)).toEqual([304, 304, 304]);
  });

  it('answers 404 to a wrong, replaced or revoked token', async () => {
    const wrong = await read(links.rss.replace(/token=.*/, 'token=not-a-token'));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<{ data: unknown }>().data).toBeNull();
    expect((await read(links.rss.replace(/\?token=.*/, ''))).statusCode).toBe(400);

    const renewed = (await call('alice', issueFeedToken, { id: searchId })).data as TSavedSearchFeedLinks;
    expect(renewed.rss).not.toBe(links.rss);
    expect((await read(links.rss)).statusCode).toBe(404);
    expect((await read(renewed.atom)).statusCode).toBe(200);

    expect((await call('bob', revokeFeedToken, { id: searchId })).status).toBe(404);
    expect((await call('alice', revokeFeedToken, { id: searchId })).status).toBe(200);
    expect((await read(renewed.rss)).statusCode).toBe(404);
    expect((await read(renewed.atom)).statusCode).toBe(404);
    expect((await read(renewed.ics)).statusCode).toBe(404);
    const list = await call('alice', querySavedSearches);
    expect(
      (list.data.records as TSavedSearch[]).find((item) => item.id === searchId)?.feedTokenCreateTime,
    ).toBeNull();
  });
});
