import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

type TRecord = {
  noticeId: string;
  noticeTitle: string;
  purchaseNoticeType: string;
  publicationTimeStr: string | null;
  unitLevel: string | null;
  isHistory: string;
};

describe.each(databaseKinds())('obp-notice/query-notice on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 600 });
  });
  afterAll(async () => testApp?.close());

  const queryNotice = async (payload: object) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/supportal/v1/obp-notice/query-notice',
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

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
});
