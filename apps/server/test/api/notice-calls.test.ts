import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

type TRecord = {
  noticeId: string;
  noticeTitle: string;
  purchaseNoticeType: string;
  unitLevel: string | null;
};

describe.each(databaseKinds())('public notice calls on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 500 });
  });
  afterAll(async () => testApp?.close());

  const call = async (path: string, payload: object = {}) => {
    const response = await testApp.app.inject({ method: 'POST', url: `/supportal/v1${path}`, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const firstOfType = async (type: string) =>
    (await call('/obp-notice/query-notice', { purchaseNoticeType: type, size: 1 })).body.data
      .records[0] as TRecord;

  describe('search-notice-list', () => {
    it('returns exactly the titles containing the keyword, newest first, with per-type counts', async () => {
      const { status, body } = await call('/obp-notice/search-notice-list', {
        noticeTitle: '光缆',
        isCount: true,
        size: 100,
      });
      expect(status).toBe(200);
      const records: TRecord[] = body.data.records;
      expect(body.data.total).toBeGreaterThan(0);
      expect(records.every((record) => record.noticeTitle.includes('光缆'))).toBe(true);
      const counted = body.data.typeCounts.reduce(
        (sum: number, entry: { count: number }) => sum + entry.count,
        0,
      );
      expect(counted).toBe(body.data.total);
      const firstType = body.data.typeCounts[0];
      const narrowed = await call('/obp-notice/search-notice-list', {
        noticeTitle: '光缆',
        purchaseNoticeType: firstType.purchaseNoticeType,
        isCount: true,
      });
      expect(narrowed.body.data.total).toBe(firstType.count);
      // The counts of the left list do not shrink when one type is picked.
      expect(narrowed.body.data.typeCounts).toEqual(body.data.typeCounts);
    });

    it('agrees with a plain containment scan of every title', async () => {
      const all = await call('/obp-notice/query-notice', { size: 100, current: 1 });
      const total = all.body.data.total as number;
      const titles: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 100); page += 1) {
        const { body } = await call('/obp-notice/query-notice', { size: 100, current: page });
        titles.push(...body.data.records.map((record: TRecord) => record.noticeTitle));
      }
      for (const keyword of ['铁塔', '蓄电池', '5G', '集中采购项目']) {
        const expected = titles.filter((title) => title.toLowerCase().includes(keyword.toLowerCase())).length;
        const { body } = await call('/obp-notice/search-notice-list', { noticeTitle: keyword, size: 1 });
        expect({ keyword, total: body.data.total }).toEqual({ keyword, total: expected });
      }
    });

    it('returns nothing without a keyword and hides members-only types from visitors', async () => {
      const empty = await call('/obp-notice/search-notice-list', { noticeTitle: '  ', isCount: true });
      expect(empty.body.data).toMatchObject({ records: [], total: 0, typeCounts: [] });
      const { body } = await call('/obp-notice/search-notice-list', {
        noticeTitle: '公告',
        isCount: true,
        isLogin: true,
        visitorView: '0,1',
      });
      const types = body.data.typeCounts.map(
        (entry: { purchaseNoticeType: string }) => entry.purchaseNoticeType,
      );
      expect(types).not.toContain('3');
    });

    it.each([['<script>alert(1)</script>'], ["' OR 1=1 --"], ['%']])(
      'treats %s as a literal keyword',
      async (keyword) => {
        const { status, body } = await call('/obp-notice/search-notice-list', { noticeTitle: keyword });
        expect(status).toBe(200);
        expect(body.data.total).toBe(0);
      },
    );

    it('refuses a 10,000-character keyword with a 400', async () => {
      const { status, body } = await call('/obp-notice/search-notice-list', {
        noticeTitle: '光'.repeat(10_000),
      });
      expect(status).toBe(400);
      expect(body.resultStat).toBe('400');
    });
  });

  it('query-notice-top gives the latest public notices across types', async () => {
    const { body } = await call('/obp-notice/query-notice-top', { size: 5 });
    expect(body.data).toHaveLength(5);
    const times = body.data.map((record: { publicationTimeStr: string }) => record.publicationTimeStr);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('query-notice-by-type answers every box in one call', async () => {
    const { status, body } = await call('/obp-notice/query-notice-by-type', {
      size: 8,
      groups: [
        { key: '2-1', purchaseNoticeType: '2', unitLevel: '1' },
        { key: '2-3', purchaseNoticeType: '2', unitLevel: '3' },
        { key: '41', purchaseNoticeType: '41,42' },
      ],
    });
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['2-1', '2-3', '41']);
    expect(body.data['2-1'].length).toBeGreaterThan(0);
    expect(body.data['2-1'].length).toBeLessThanOrEqual(8);
    expect(body.data['2-1'].every((record: TRecord) => record.unitLevel === '1')).toBe(true);
    expect(body.data['41'].every((record: TRecord) => ['41', '42'].includes(record.purchaseNoticeType))).toBe(
      true,
    );
    const bad = await call('/obp-notice/query-notice-by-type', { groups: 'x' });
    expect(bad.status).toBe(400);
  });

  describe('get-notice-by-id', () => {
    it('returns the notice with sanitized HTML', async () => {
      const notice = await firstOfType('2');
      const { status, body } = await call('/obp-notice/get-notice-by-id', { id: notice.noticeId });
      expect(status).toBe(200);
      expect(body.data.noticeTitle).toBe(notice.noticeTitle);
      expect(body.data.noticeContent).toContain('<table');
      expect(body.data.noticeContent).not.toMatch(/<script|on\w+=|javascript:/i);
    });

    it('strips scripts from a stored body before it reaches a browser', async () => {
      const notice = await firstOfType('4');
      const { notices } = await import('../../src/db/schema/index.js');
      const { eq } = await import('drizzle-orm');
      await testApp.database.db
        .update(notices)
        .set({
          contentHtml:
            '<p onmouseover="x()">正文</p><script>steal()</script><a href="javascript:x()">链接</a>',
        })
        .where(eq(notices.id, Number(notice.noticeId)));
      const { body } = await call('/obp-notice/get-notice-by-id', { id: notice.noticeId });
      expect(body.data.noticeContent).toBe(
        '<p>正文</p><a target="_blank" rel="noopener noreferrer">链接</a>',
      );
    });

    it.each([
      [{ id: 'abc' }, 400],
      [{ id: '-1' }, 400],
      [{}, 400],
      [{ id: '999999999' }, 404],
    ])('answers %j with %i and the envelope', async (payload, status) => {
      const response = await call('/obp-notice/get-notice-by-id', payload);
      expect(response.status).toBe(status);
      expect(response.body.resultStat).toBe(String(status));
    });

    it('does not show visitors a members-only notice', async () => {
      const { notices } = await import('../../src/db/schema/index.js');
      const { eq } = await import('drizzle-orm');
      const [hidden] = await testApp.database.db
        .select({ id: notices.id })
        .from(notices)
        .where(eq(notices.visitorView, '0'))
        .limit(1);
      expect(hidden).toBeDefined();
      const response = await call('/obp-notice/get-notice-by-id', { id: String(hidden?.id) });
      expect(response.status).toBe(404);
    });
  });

  it('get-his-notice-type lists the types that have history notices', async () => {
    const { body } = await call('/obp-notice/get-his-notice-type');
    expect(Object.keys(body.data).length).toBeGreaterThan(0);
    for (const [type, label] of Object.entries(body.data)) {
      const { body: list } = await call('/obp-notice/query-notice', {
        purchaseNoticeType: type,
        isHistory: '1',
        size: 1,
      });
      expect(list.data.total, `history of ${type} (${label})`).toBeGreaterThan(0);
    }
  });

  it('query-black-notice returns the rows of a black-list notice', async () => {
    const { notices } = await import('../../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const [blacklist] = await testApp.database.db
      .select({ id: notices.id })
      .from(notices)
      .where(eq(notices.purchaseNoticeType, '3'))
      .limit(1);
    // Black-list notices are for logged-in users: visitors get 404.
    const anonymous = await call('/obp-notice/query-black-notice', { id: String(blacklist?.id) });
    expect(anonymous.status).toBe(404);
  });

  it('organization/get-org3-all lists 总部, provinces and cities', async () => {
    const { body } = await call('/organization/get-org3-all');
    const levels = new Set(body.data.map((org: { orgLevel: string }) => org.orgLevel));
    expect([...levels].sort()).toEqual(['1', '2', '3']);
    expect(body.data.filter((org: { orgLevel: string }) => org.orgLevel === '2')).toHaveLength(31);
  });

  it('area/find-adm-info-for-province-or-city lists provinces, then the cities of one', async () => {
    const provinces = (await call('/area/find-adm-info-for-province-or-city')).body.data;
    expect(provinces).toHaveLength(31);
    const cities = (
      await call('/area/find-adm-info-for-province-or-city', { parentCode: provinces[0].admCode })
    ).body.data;
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((city: { parentCode: string }) => city.parentCode === provinces[0].admCode)).toBe(
      true,
    );
  });

  it('dictionary/find-by-type needs a session', async () => {
    const { status, body } = await call('/dictionary/find-by-type', { type: 'portalRatingTime' });
    expect(status).toBe(401);
    expect(body.resultStat).toBe('401');
  });
});
