import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../src/db/schema/index.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

type TRecord = {
  noticeId: string;
  noticeTitle: string;
  purchaseNoticeType: string;
  publicationTimeStr: string | null;
  createTime: string | null;
  authoringTime: string | null;
  provAdmName: string | null;
  unitLevel: string | null;
  isHistory: string;
};

describe.each(databaseKinds())('obp-notice/query-notice on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 600 });
  });
  afterAll(async () => testApp?.close());

  const call = async (path: string, payload: object) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/supportal/v1/obp-notice/${path}`,
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const queryNotice = (payload: object) => call('query-notice', payload);

  it('lists one type newest first with its total and China-time strings', async () => {
    const { status, body } = await queryNotice({ purchaseNoticeType: '2', current: 1, size: 20 });
    expect(status).toBe(200);
    expect(body.resultStat).toBe('000');
    const records: TRecord[] = body.data.records;
    expect(records.length).toBe(20);
    expect(body.data.total).toBeGreaterThan(20);
    expect(records.every((record) => record.purchaseNoticeType === '2' && record.isHistory === '0')).toBe(
      true,
    );
    const times = records.map((record) => record.publicationTimeStr ?? '');
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('pages without overlap', async () => {
    const first = await queryNotice({ purchaseNoticeType: '2', current: 1, size: 5 });
    const second = await queryNotice({ purchaseNoticeType: '2', current: 2, size: 5 });
    const ids = [...first.body.data.records, ...second.body.data.records].map(
      (record: TRecord) => record.noticeId,
    );
    expect(new Set(ids).size).toBe(10);
  });

  it('filters by unit level and by history mode', async () => {
    const hq = await queryNotice({ purchaseNoticeType: '2', unitLevel: '1', size: 50 });
    expect(hq.body.data.records.length).toBeGreaterThan(0);
    expect(hq.body.data.records.every((record: TRecord) => record.unitLevel === '1')).toBe(true);
    const history = await queryNotice({ purchaseNoticeType: 'his', size: 50 });
    expect(history.body.data.records.every((record: TRecord) => record.isHistory === '1')).toBe(true);
  });

  it('never shows anonymous callers notices meant for logged-in users', async () => {
    const asked = await queryNotice({ purchaseNoticeType: '3', visitorView: '0,1', isLogin: true, size: 50 });
    expect(asked.body.data.total).toBe(0);
  });

  it('finds exactly the titles containing a keyword', async () => {
    const all = await queryNotice({ size: 100 });
    const sample = all.body.data.records.find((record: TRecord) => record.noticeTitle.includes('铁塔'));
    expect(sample).toBeDefined();
    const { body } = await queryNotice({ noticeTitle: '铁塔', size: 100 });
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.records.every((record: TRecord) => record.noticeTitle.includes('铁塔'))).toBe(true);
    const literal = await queryNotice({ noticeTitle: '%_', size: 10 });
    expect(literal.body.data.total).toBe(0);
  });

  it('caps a huge page size instead of failing', async () => {
    const { status, body } = await queryNotice({ size: 100000 });
    expect(status).toBe(200);
    expect(body.data.size).toBe(100);
    expect(body.data.records.length).toBeLessThanOrEqual(100);
  });

  it.each([
    [{ current: 0 }, '页码'],
    [{ current: -3 }, '页码'],
    [{ current: 'abc' }, '页码'],
    [{ size: 0 }, '每页条数'],
    [{ noticeTitle: '光'.repeat(10000) }, 'noticeTitle'],
    [{ publicationTimeStart: "2024-01-01'; drop table notices;--" }, '时间格式'],
  ])('answers bad input %j with a 400 envelope', async (payload, expected) => {
    const { status, body } = await queryNotice(payload);
    expect(status).toBe(400);
    expect(body.resultStat).toBe('400');
    expect(body.resultMsg).toContain(expected);
  });

  it('treats empty strings as unset', async () => {
    const { status, body } = await queryNotice({
      purchaseNoticeType: '2',
      orgName: '',
      noticeTitle: '',
      current: '',
      size: '',
    });
    expect(status).toBe(200);
    expect(body.data.size).toBe(20);
  });

  it('filters by province code', async () => {
    const provinces = await testApp.database.db
      .select({ code: notices.provAdmCode, name: notices.provAdmName })
      .from(notices)
      .where(
        and(
          eq(notices.purchaseNoticeType, '2'),
          eq(notices.visitorView, '1'),
          eq(notices.isHistory, false),
          isNotNull(notices.provAdmCode),
        ),
      )
      .groupBy(notices.provAdmCode, notices.provAdmName)
      .orderBy(sql`count(*) DESC`)
      .limit(2);
    const [first, second] = provinces;
    const all = await queryNotice({ purchaseNoticeType: '2' });
    const one = await queryNotice({ purchaseNoticeType: '2', provAdmCode: first?.code, size: 100 });
    expect(one.status).toBe(200);
    const records: TRecord[] = one.body.data.records;
    expect(records.length).toBeGreaterThan(1);
    expect(records.every((record) => record.provAdmName === first?.name)).toBe(true);
    expect(one.body.data.total).toBeLessThan(all.body.data.total);
    const both = await queryNotice({
      purchaseNoticeType: '2',
      provAdmCode: `${first?.code},${second?.code}`,
    });
    expect(both.body.data.total).toBeGreaterThan(one.body.data.total);
  });

  it('lists advance notices among procurement announcements alone, or leaves them out', async () => {
    const advance = await queryNotice({ purchaseNoticeType: '2', noticeType: '49', size: 100 });
    const advanceRecords: TRecord[] = advance.body.data.records;
    expect(advanceRecords.length).toBeGreaterThan(0);
    expect(advanceRecords.every((record) => record.purchaseNoticeType === '49')).toBe(true);
    expect((await queryNotice({ noticeType: '49', size: 100 })).body.data.total).toBe(
      advance.body.data.total,
    );
    const ordinary = await queryNotice({ purchaseNoticeType: '2', excludeNoticeType: '49', size: 100 });
    expect(ordinary.body.data.records.every((record: TRecord) => record.purchaseNoticeType === '2')).toBe(
      true,
    );
    expect(ordinary.body.data.total).toBeGreaterThan(0);
    // A type outside the asked family matches nothing rather than being ignored.
    expect((await queryNotice({ purchaseNoticeType: '2', noticeType: '8' })).body.data.total).toBe(0);
  });

  it.each([
    ['query-notice', { purchaseNoticeType: '2', purMode: '1' }, 'purMode'],
    ['query-notice', { noticeState: '1' }, 'noticeState'],
    ['search-notice-list', { noticeTitle: '铁塔', provAdmCode: '320000' }, 'provAdmCode'],
    ['search-notice-list', { noticeTitle: '铁塔', isHistory: '1' }, 'isHistory'],
    ['query-notice-top', { noticeTitle: '铁塔' }, 'noticeTitle'],
  ])('refuses a filter %s does not support (%j) with a 400 naming it', async (path, payload, field) => {
    const { status, body } = await call(path, payload);
    expect(status).toBe(400);
    expect(body.resultStat).toBe('400');
    expect(body.resultMsg).toContain(field);
  });

  it('treats empty filter fields as absent and tolerates unknown fields that are not filters', async () => {
    const plain = await queryNotice({ purchaseNoticeType: '2' });
    const padded = await queryNotice({
      purchaseNoticeType: '2',
      provAdmCode: '',
      noticeType: '',
      excludeNoticeType: '',
      purMode: '',
      noticeState: null,
      clientVersion: '3.2',
      _t: 1767225600000,
    });
    expect(padded.status).toBe(200);
    expect(padded.body.data.total).toBe(plain.body.data.total);
    const search = await call('search-notice-list', { noticeTitle: '铁塔', provAdmCode: '', orgName: '' });
    expect(search.status).toBe(200);
    expect(search.body.data.total).toBeGreaterThan(0);
  });

  // Changes a notice: keep last.
  it('sends createTime as the moment a notice became public, newest first, with the authoring time beside', async () => {
    const [oldest] = await testApp.database.db
      .select({ id: notices.id })
      .from(notices)
      .where(
        and(eq(notices.purchaseNoticeType, '2'), eq(notices.visitorView, '1'), eq(notices.isHistory, false)),
      )
      .orderBy(sql`${notices.publishedAt} ASC`)
      .limit(1);
    const [newest] = await testApp.database.db
      .select({ publishedAt: notices.publishedAt })
      .from(notices)
      .orderBy(desc(notices.publishedAt))
      .limit(1);
    // Written long ago, published just after every other notice.
    await testApp.database.db
      .update(notices)
      .set({
        createdAt: new Date('2020-01-02T01:00:00Z'),
        publishedAt: new Date((newest?.publishedAt?.getTime() ?? 0) + 60_000),
      })
      .where(eq(notices.id, oldest?.id ?? 0));
    await testApp.app.noticesChanged();
    const { body } = await queryNotice({ purchaseNoticeType: '2', size: 20 });
    const records: TRecord[] = body.data.records;
    expect(records[0]?.noticeId).toBe(String(oldest?.id));
    expect(records[0]?.createTime).toBe(records[0]?.publicationTimeStr);
    expect(records[0]?.authoringTime).toBe('2020-01-02 09:00:00');
    const createTimes = records.map((record) => record.createTime ?? '');
    expect(createTimes).toEqual([...createTimes].sort().reverse());
  });
});
