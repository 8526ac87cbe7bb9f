import { VISITOR_VIEW } from '@supportal/contract';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../src/db/schema/index.js';
import type { TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import { provinceNoticeFields } from '../helpers/notice-fields.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

const BASE = 'http://portal.test';
const PART_SIZE = 40;
const W3C_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

const parser = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name), parseTagValue: false });
type TEntry = { loc: string; lastmod?: string };
const parseXml = (body: string) => {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body) as {
    sitemapindex?: { sitemap: TEntry[] };
    urlset?: { url?: TEntry[] };
  };
};

describe.each(databaseKinds())('robots.txt and sitemaps on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 100, sitemapMaxUrls: PART_SIZE });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });
  const create = (notice: TNoticeFields) =>
    testApp.app.noticeWriter.transaction(testApp.database.db, (writer) => writer.create({ notice }));

  /** Every notice URL of every part the index lists, in order. */
  const listedNotices = async () => {
    const index = parseXml((await get('/sitemap.xml')).body).sitemapindex?.sitemap ?? [];
    const parts = index.filter((entry) => entry.loc.includes('/sitemap-notices-'));
    const urls: TEntry[][] = [];
    for (const part of parts) {
      const answer = await get(part.loc.replace(BASE, ''));
      expect(answer.statusCode).toBe(200);
      urls.push(parseXml(answer.body).urlset?.url ?? []);
    }
    return { index, parts, urls };
  };

  it('serves robots.txt: public pages open, workspace, login and API closed but feeds, and the sitemap', async () => {
    const answer = await get('/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const lines = answer.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const closed of ['/purHome', '/login', '/subscription', '/supportal/'])
      expect(lines).toContain(`Disallow: ${closed}`);
    expect(lines).toContain('Allow: /supportal/v1/open-data/feeds/notices.rss');
    expect(lines).toContain('Allow: /supportal/v1/open-data/feeds/notices.atom');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('lists every public published notice once, in parts of at most the limit, with lastmod', async () => {
    const loginOnly = await create(
      provinceNoticeFields('仅登录可见的候选人公示', { visitorView: VISITOR_VIEW.loggedInOnly }),
    );
    const scheduled = await create(
      provinceNoticeFields('明天发布的采购公告', { publishedAt: new Date(Date.now() + 86_400_000) }),
    );
    const expected = await testApp.database.db
      .select({ id: notices.id })
      .from(notices)
      .where(
        and(
          eq(notices.visitorView, VISITOR_VIEW.public),
          isNotNull(notices.publishedAt),
          lte(notices.publishedAt, new Date()),
        ),
      )
      .orderBy(asc(notices.id));
    expect(expected.length).toBeGreaterThan(PART_SIZE);

    const indexAnswer = await get('/sitemap.xml');
    expect(indexAnswer.statusCode).toBe(200);
    expect(indexAnswer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { index, parts, urls } = await listedNotices();
    expect(index[0]).toEqual({ loc: `${BASE}/sitemap-pages.xml` });
    expect(parts.map((part) => part.loc)).toEqual(
      parts.map((_, offset) => `${BASE}/sitemap-notices-${offset + 1}.xml`),
    );
    expect(parts).toHaveLength(Math.ceil(expected.length / PART_SIZE));
    for (const part of parts) expect(part.lastmod).toMatch(W3C_DATE);
    for (const part of urls) expect(part.length).toBeLessThanOrEqual(PART_SIZE);
    const all = urls.flat();
    expect(all.map((url) => url.loc)).toEqual(expected.map((row) => `${BASE}/noticeDetail?id=${row.id}`));
    for (const url of all) expect(url.lastmod).toMatch(W3C_DATE);
    expect(all.some((url) => url.loc.endsWith(`id=${loginOnly}`))).toBe(false);
    expect(all.some((url) => url.loc.endsWith(`id=${scheduled}`))).toBe(false);

    const pages = parseXml((await get('/sitemap-pages.xml')).body).urlset?.url ?? [];
    expect(pages.map((page) => page.loc)).toContain(`${BASE}/announcement`);
    expect((await get(`/sitemap-notices-${parts.length + 1}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemap-notices-0.xml')).statusCode).toBe(404);
  });

  it('shows a new notice at once (its write forgets the built sitemaps) and answers 304 while nothing changed', async () => {
    const first = await get('/sitemap.xml');
    const etag = String(first.headers.etag);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    const before = (await listedNotices()).urls.flat().length;

    const id = await create(provinceNoticeFields('新发布的候选人公示', { purchaseNoticeType: '45' }));
    const after = (await listedNotices()).urls.flat();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.loc).toBe(`${BASE}/noticeDetail?id=${id}`);
  });
});
