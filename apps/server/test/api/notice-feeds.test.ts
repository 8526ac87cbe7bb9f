import { FEED_ITEM_COUNT, NOTICE_STATE, OPEN_DATA_RATE_LIMITS, VISITOR_VIEW } from '@supportal/contract';
import { and, count, eq, lte } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../src/db/schema/index.js';
import type { TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';
import { provinceNoticeFields } from '../helpers/notice-fields.js';

const FEEDS = '/supportal/v1/open-data/feeds';
const BASE = 'http://portal.test';
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const TAG_URI = /^tag:portal\.test,\d{4}(-\d{2}(-\d{2})?)?:\S+$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['item', 'entry', 'link', 'category'].includes(name),
  parseTagValue: false,
});

type TXml = Record<string, unknown>;
/** Parses a feed, failing on anything that is not well-formed XML. */
const parseFeed = (body: string): TXml => {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body) as TXml;
};
const text = (node: unknown): string =>
  typeof node === 'string' ? node : String((node as TXml | undefined)?.['#text'] ?? '');

type TRssItem = { title: string; link: string[]; guid: TXml; pubDate: string; description: string };
type TAtomEntry = { id: string; title: unknown; updated: string; published: string; link: TXml[] };

const fields = (title: string, overrides: Partial<TNoticeFields> = {}) =>
  provinceNoticeFields(title, {
    purchaseNoticeType: '45',
    orgName: '测试省分公司',
    provAdmName: '江苏',
    ...overrides,
  });

describe.each(databaseKinds())('RSS and Atom feeds of notices on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 120, trustProxy: true });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  let nextIp = 1;
  const fetcher = () => {
    const ip = `203.0.113.${nextIp++}`;
    return (path: string, headers: Record<string, string> = {}) =>
      testApp.app.inject({
        method: 'GET',
        url: `${FEEDS}/${path}`,
        headers: { 'x-forwarded-for': ip, ...headers },
      });
  };
  const get = fetcher();
  const create = (notice: TNoticeFields) =>
    testApp.app.noticeWriter.transaction(testApp.database.db, (writer) => writer.create({ notice }));

  it('answers a valid RSS 2.0 channel of the newest public notices of a type, with absolute links', async () => {
    const title = '苏州<铁塔> & "基站" 候选人公示';
    const id = await create(fields(title));
    await create(fields('苏州内部公示（仅登录可见）', { visitorView: VISITOR_VIEW.loggedInOnly }));
    const answer = await get('notices.rss?purchaseNoticeType=45');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = parseFeed(answer.body).rss as TXml;
    expect(rss['@version']).toBe('2.0');
    const channel = rss.channel as TXml & { item: TRssItem[] };
    expect(text(channel.title)).toContain('候选人及结果公示');
    expect(text(channel.description)).not.toBe('');
    expect(channel.link).toEqual([`${BASE}/purAnnouncement?purchaseNoticeType=45`]);
    expect(channel['atom:link']).toMatchObject({
      '@rel': 'self',
      '@type': 'application/rss+xml',
      '@href': `${BASE}${FEEDS}/notices.rss?purchaseNoticeType=45`,
    });
    expect(text(channel.lastBuildDate)).toMatch(RFC_822);
    const items = channel.item;
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBeLessThanOrEqual(FEED_ITEM_COUNT);
    expect(items[0]?.title).toBe(title);
    expect(items[0]?.link).toEqual([`${BASE}/noticeDetail?id=${id}`]);
    for (const item of items) {
      expect(item.link[0]).toMatch(/^http:\/\/portal\.test\/noticeDetail\?id=\d+$/);
      expect(item.guid).toEqual({ '#text': item.link[0], '@isPermaLink': 'true' });
      expect(item.pubDate).toMatch(RFC_822);
      expect(item.title).not.toContain('仅登录可见');
    }
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Without filters: the newest public notices in force of every type, at most FEED_ITEM_COUNT.
    const [shown] = await testApp.database.db
      .select({ count: count() })
      .from(notices)
      .where(
        and(
          eq(notices.visitorView, VISITOR_VIEW.public),
          eq(notices.state, NOTICE_STATE.active),
          eq(notices.isHistory, false),
          lte(notices.publishedAt, new Date()),
        ),
      );
    const all = await get('notices.rss');
    const allItems = ((parseFeed(all.body).rss as TXml).channel as { item: TRssItem[] }).item;
    expect(allItems).toHaveLength(Math.min(shown?.count ?? 0, FEED_ITEM_COUNT));
    expect(allItems.length).toBeGreaterThan(items.length);
  });

  it('answers a valid Atom feed with unique tag: ids, RFC 3339 times and a self link', async () => {
    const answer = await get('notices.atom?purchaseNoticeType=45');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseFeed(answer.body).feed as TXml & { entry: TAtomEntry[]; link: TXml[] };
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(text(feed.id)).toMatch(TAG_URI);
    expect(text(feed.title)).toContain('候选人及结果公示');
    expect(text(feed.updated)).toMatch(RFC_3339);
    expect((feed.author as TXml).name).not.toBe('');
    expect(feed.link).toContainEqual({
      '@rel': 'self',
      '@type': 'application/atom+xml',
      '@href': `${BASE}${FEEDS}/notices.atom?purchaseNoticeType=45`,
    });
    const ids = feed.entry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(TAG_URI);
      expect(text(entry.title)).not.toBe('');
      expect(entry.updated).toMatch(RFC_3339);
      expect(entry.published).toMatch(RFC_3339);
      expect(entry.link[0]?.['@href']).toMatch(/^http:\/\/portal\.test\/noticeDetail\?id=\d+$/);
    }
    // Another feed has another id; the same filters in another order name the same feed.
    const byProvince = parseFeed((await get('notices.atom?provAdmCode=320000&purchaseNoticeType=45')).body);
    const sameFilters = parseFeed((await get('notices.atom?purchaseNoticeType=45&provAdmCode=320000')).body);
    expect(text((byProvince.feed as TXml).id)).not.toBe(text(feed.id));
    expect(text((byProvince.feed as TXml).id)).toBe(text((sameFilters.feed as TXml).id));
  });

  it('combines the list filters: type and province', async () => {
    await create(fields('无锡候选人公示（浙江）', { provAdmCode: '330000', provAdmName: '浙江' }));
    await create(fields('无锡候选人公示（江苏）'));
    const answer = await get('notices.rss?purchaseNoticeType=45&provAdmCode=320000');
    const channel = (parseFeed(answer.body).rss as TXml).channel as TXml & { item: TRssItem[] };
    const titles = channel.item.map((item) => item.title);
    expect(titles).toContain('无锡候选人公示（江苏）');
    expect(titles).not.toContain('无锡候选人公示（浙江）');
    expect(text(channel.title)).toContain('江苏');
  });

  it('leaves out withdrawn notices and notices whose publication time has not come', async () => {
    const withdrawn = await create(fields('常州候选人公示（将撤回）'));
    await create(fields('常州候选人公示（明天公开）', { publishedAt: new Date(Date.now() + 86_400_000) }));
    const before = await get('notices.rss?purchaseNoticeType=45');
    const titlesBefore = ((parseFeed(before.body).rss as TXml).channel as { item: TRssItem[] }).item.map(
      (item) => item.title,
    );
    expect(titlesBefore).toContain('常州候选人公示（将撤回）');
    expect(titlesBefore).not.toContain('常州候选人公示（明天公开）');
    await testApp.app.noticeWriter.transaction(testApp.database.db, (writer) =>
      writer.setState(withdrawn, { active: false, reason: '已撤回：测试' }),
    );
    const after = await get('notices.rss?purchaseNoticeType=45', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    const titlesAfter = ((parseFeed(after.body).rss as TXml).channel as { item: TRssItem[] }).item.map(
      (item) => item.title,
    );
    expect(titlesAfter).not.toContain('常州候选人公示（将撤回）');
  });

  it('answers 304 to a reader whose copy is current, by ETag or by date, and 200 once a notice appears', async () => {
    const first = await get('notices.atom?purchaseNoticeType=45');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();
    const byTag = await get('notices.atom?purchaseNoticeType=45', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    expect(
      (await get('notices.atom?purchaseNoticeType=45', { 'if-modified-since': lastModified })).statusCode,
    ).toBe(304);
    // A tag of another document wins over a current date (If-None-Match decides when sent).
    expect(
      (
        await get('notices.atom?purchaseNoticeType=45', {
          'if-none-match': '"other"',
          'if-modified-since': lastModified,
        })
      ).statusCode,
    ).toBe(200);
    // Last-Modified has whole seconds: wait for the next one so the new notice is later.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await create(fields('南通候选人公示（新）'));
    const changed = await get('notices.atom?purchaseNoticeType=45', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(
      (await get('notices.atom?purchaseNoticeType=45', { 'if-modified-since': lastModified })).statusCode,
    ).toBe(200);
  });

  it('refuses a filter it does not know and a malformed one with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['notices.rss?purchaseNoticeTyp=2', 'purchaseNoticeTyp'],
      ['notices.atom?province=320000', 'province'],
      [`notices.rss?provAdmCode=${'3'.repeat(13)}`, 'provAdmCode'],
      // Values nothing can match: refused rather than echoed into the title of a feed empty for good.
      ['notices.rss?purchaseNoticeType=abc', 'purchaseNoticeType'],
      ['notices.atom?purchaseNoticeType=45,99', 'purchaseNoticeType'],
      ['notices.rss?unitLevel=9', 'unitLevel'],
      ['notices.rss?provAdmCode=320000,999999', 'provAdmCode'],
      ['notices.atom?orgCode=no-such-unit', 'orgCode'],
    ] as const) {
      const answer = await get(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(
        answer.json<{ errors: { path: string }[] }>().errors.map((error) => error.path.split('.')[0]),
      ).toContain(field);
    }
  });

  it('dates a feed no notice ever entered with the moment of the answer, not 1970', async () => {
    const asked = Math.floor(Date.now() / 1000) * 1000;
    const rss = await get('notices.rss?noticeTitle=从未出现过的标题词');
    expect(rss.statusCode).toBe(200);
    const channel = (parseFeed(rss.body).rss as TXml).channel as TXml;
    expect(channel.item).toBeUndefined();
    expect(Date.parse(text(channel.lastBuildDate))).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(String(rss.headers['last-modified']))).toBeGreaterThanOrEqual(asked);
    const atom = parseFeed((await get('notices.atom?noticeTitle=从未出现过的标题词')).body).feed as TXml;
    expect(Date.parse(text(atom.updated))).toBeGreaterThanOrEqual(asked);
  });

  it('names a keyword in the title and lists only notices with it', async () => {
    await create(fields('泰州铁塔光缆候选人公示'));
    const channel = (
      parseFeed((await get('notices.rss?noticeTitle=光缆&purchaseNoticeType=45')).body).rss as TXml
    ).channel as TXml & { item: TRssItem[] };
    expect(text(channel.title)).toContain('候选人及结果公示 · 关键字“光缆”');
    expect(channel.item.map((item) => item.title)).toContain('泰州铁塔光缆候选人公示');
    expect(channel.item.every((item) => item.title.includes('光缆'))).toBe(true);
  });

  it('limits feed reads per address with a 429 in the envelope', async () => {
    const read = fetcher();
    for (let call = 0; call < OPEN_DATA_RATE_LIMITS.feeds.limit; call += 1)
      expect((await read('notices.rss?purchaseNoticeType=45')).statusCode).not.toBe(429);
    const refused = await read('notices.rss?purchaseNoticeType=45');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ data: unknown }>().data).toBeNull();
  });
});
