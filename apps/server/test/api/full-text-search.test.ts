import { VISITOR_VIEW } from '@supportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { noticeTextChunks } from '../../src/db/schema/index.js';
import { installNoticeText } from '../../src/modules/notices/index.js';
import type { TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import { createAuthClient, TEST_CAPTCHA } from '../helpers/auth-client.js';
import { noticeSearchCalls, plainScanCorpus } from '../helpers/notice-search.js';
import { provinceNoticeFields } from '../helpers/notice-fields.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

describe.each(databaseKinds())('full-text search on %s', (kind) => {
  let testApp: TTestApp;
  let memberToken: string;

  const { searchAnswer, allIds } = noticeSearchCalls(() => testApp.app);

  const publish = (fields: TNoticeFields) =>
    testApp.app.noticeWriter.transaction(testApp.database.db, (writer) => writer.create({ notice: fields }));

  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 150, identity: { fixedCaptcha: TEST_CAPTCHA } });
    memberToken = (await createAuthClient(testApp.app).loginToken('demo_simple')).authorization;
  });
  afterAll(async () => testApp?.close());

  it('finds exactly the notices whose title or body holds every term, as a plain scan does', async () => {
    const corpus = await plainScanCorpus(testApp.database.db);
    // Runs of 1 to 12 characters taken from bodies and titles at fixed places, pairs of them, and a
    // few that match nothing or hold wildcard characters.
    const runs: string[] = [];
    corpus.forEach((notice, index) => {
      if (index % 9 !== 0) return;
      const length = (index % 12) + 1;
      const body = notice.texts[1] ?? '';
      const run = body.slice(
        index % Math.max(1, body.length - length),
        (index % Math.max(1, body.length - length)) + length,
      );
      if (run.trim() === run && run !== '' && !/[\s"“”]/.test(run)) runs.push(run);
      runs.push(notice.texts[0]?.slice(2, 2 + ((index % 5) + 2)) ?? '');
    });
    const queries = [
      ...runs.filter((run) => run !== '' && !/[\s"“”]/.test(run)),
      ...runs.slice(0, 12).map((run, index) => `${run} ${runs[index + 12] ?? '公告'}`),
      '光缆 采购',
      '没有这样的文字',
      '100%',
      '_',
      '5G',
      '5g',
    ];
    expect(queries.length).toBeGreaterThan(30);
    let queriesWithMatches = 0;
    for (const query of queries) {
      const terms = query.toLowerCase().split(' ');
      const expected = corpus
        .filter((notice) => terms.every((term) => notice.texts.some((text) => text.includes(term))))
        .map((notice) => String(notice.id));
      const found = await allIds({ fullTextQuery: query });
      expect(found.ids, query).toEqual(expected);
      expect(found.total, query).toBe(expected.length);
      if (expected.length > 0) queriesWithMatches += 1;
    }
    // Most queries come from the corpus: the comparison is about real matches, not empty lists.
    expect(queriesWithMatches).toBeGreaterThan(queries.length / 2);
  });

  it('wants all words anywhere in the notice, a quoted phrase as one run, within the chosen scope', async () => {
    await publish(
      provinceNoticeFields('鹈鹕光缆线路维护', { contentHtml: '<p>本项目鹈鹕采购一批配件。</p>' }),
    );
    await publish(
      provinceNoticeFields('鹈鹕光缆巡检', { contentHtml: '<p>服务内容：鹈鹕光缆 采购与安装。</p>' }),
    );
    await publish(provinceNoticeFields('鹈鹕蓄电池', { contentHtml: '<p>无关内容</p>' }));
    const titlesOf = async (payload: Record<string, unknown>) =>
      (await searchAnswer({ ...payload, size: 20 })).body.data.records
        .map((record) => record.noticeTitle)
        .sort();
    expect(await titlesOf({ fullTextQuery: '鹈鹕光缆 采购' })).toEqual(['鹈鹕光缆巡检', '鹈鹕光缆线路维护']);
    expect(await titlesOf({ fullTextQuery: '"鹈鹕光缆 采购"' })).toEqual(['鹈鹕光缆巡检']);
    expect(await titlesOf({ fullTextQuery: '“鹈鹕光缆 采购”' })).toEqual(['鹈鹕光缆巡检']);
    expect(await titlesOf({ fullTextQuery: '鹈鹕 采购', fullTextScope: 'title' })).toEqual([]);
    expect(await titlesOf({ fullTextQuery: '鹈鹕采购', fullTextScope: 'body' })).toEqual([
      '鹈鹕光缆线路维护',
    ]);
    expect(await titlesOf({ fullTextQuery: '鹈鹕采购', fullTextScope: 'title' })).toEqual([]);
    // The title keyword keeps its meaning and narrows a full-text search.
    expect(await titlesOf({ fullTextQuery: '鹈鹕', noticeTitle: '巡检' })).toEqual(['鹈鹕光缆巡检']);
  });

  it('finds Latin letters in either case, full-width and accented ones too', async () => {
    await publish(
      provinceNoticeFields('鹌鹑线缆采购', {
        contentHtml: '<p>型号ＧＹＴＡ５３鹌鹑，厂家Škoda鹌鹑分厂，容量12V100AH，温标\u212AVX9。</p>',
      }),
    );
    const totalOf = async (query: string) => (await searchAnswer({ fullTextQuery: query })).body.data.total;
    expect(await totalOf('ｇｙｔａ５３鹌鹑')).toBe(1);
    expect(await totalOf('škoda鹌鹑')).toBe(1);
    expect(await totalOf('12v100ah')).toBe(1);
    // The Kelvin sign folds to an ASCII k.
    expect(await totalOf('kvx9')).toBe(1);
    expect(await totalOf('ＧＹＴＢ５３鹌鹑')).toBe(0);
  });

  it('works on query-notice too, combined with its filters; noticeTitle still means the title', async () => {
    await publish(provinceNoticeFields('鹭鸶江苏公告', { contentHtml: '<p>鹭鸶正文</p>' }));
    await publish(
      provinceNoticeFields('鹭鸶广东公告', { contentHtml: '<p>鹭鸶正文</p>', provAdmCode: '440000' }),
    );
    const list = async (payload: Record<string, unknown>) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/supportal/v1/obp-notice/query-notice',
        payload,
      });
      return response.json().data as { records: { noticeTitle: string }[]; total: number };
    };
    const both = await list({ fullTextQuery: '鹭鸶正文' });
    expect(both.total).toBe(2);
    const jiangsu = await list({ fullTextQuery: '鹭鸶正文', provAdmCode: '320000' });
    expect(jiangsu.records.map((record) => record.noticeTitle)).toEqual(['鹭鸶江苏公告']);
    expect((await list({ noticeTitle: '鹭鸶正文' })).total).toBe(0);
  });

  it('says where each notice matched, with a plain-text snippet and the matches marked', async () => {
    await publish(
      provinceNoticeFields('鸳鸯设备采购公告', {
        contentHtml: `<p>${'前言'.repeat(80)}</p><p>供应商须具备<strong>鸳鸯GYTA53</strong>光缆的生产资质&lt;b&gt;。</p>`,
      }),
    );
    const { body } = await searchAnswer({ fullTextQuery: 'gyta53 资质' });
    const [record] = body.data.records;
    expect(body.data.total).toBe(1);
    const hit = record?.hit;
    expect(hit?.location).toBe('body');
    expect(hit?.snippet.length).toBeLessThanOrEqual(120);
    expect(hit?.snippet).toContain('鸳鸯GYTA53光缆的生产资质<b>');
    const marked = hit?.highlights.map(({ start, length }) => hit.snippet.slice(start, start + length));
    expect(marked).toEqual(['GYTA53', '资质']);
    const inTitle = await searchAnswer({ fullTextQuery: '鸳鸯设备' });
    expect(inTitle.body.data.records[0]?.hit).toMatchObject({
      location: 'title',
      snippet: '鸳鸯设备采购公告',
    });
  });

  it('follows an amendment: the old body word is gone, the new one found', async () => {
    const id = await publish(provinceNoticeFields('鹧鸪修订测试', { contentHtml: '<p>旧词鹧鸪甲</p>' }));
    await testApp.app.noticeWriter.transaction(testApp.database.db, (writer) =>
      writer.amend(id, { fields: { contentHtml: '<p>新词鹧鸪乙</p>' }, accountId: null, reason: '更正' }),
    );
    expect((await searchAnswer({ fullTextQuery: '鹧鸪甲' })).body.data.total).toBe(0);
    expect((await searchAnswer({ fullTextQuery: '鹧鸪乙' })).body.data.total).toBe(1);
  });

  it('indexes at start the notices stored before the text index (and only those)', async () => {
    const id = await publish(provinceNoticeFields('鸬鹚旧公告', { contentHtml: '<p>鸬鹚旧正文</p>' }));
    // As a database from before migration 0028 holds it: the notice without text chunks.
    await testApp.database.db.delete(noticeTextChunks).where(eq(noticeTextChunks.noticeId, id));
    expect((await searchAnswer({ fullTextQuery: '鸬鹚旧正文' })).body.data.total).toBe(0);
    expect(await installNoticeText(testApp.database.db)).toBe(1);
    await testApp.app.noticesChanged();
    expect((await searchAnswer({ fullTextQuery: '鸬鹚旧正文' })).body.data.total).toBe(1);
    expect(await installNoticeText(testApp.database.db)).toBe(0);
  });

  it('never shows visitors a login-only notice, in records, totals or counts per type', async () => {
    await publish(provinceNoticeFields('鹌鹑公开公告', { contentHtml: '<p>鹌鹑正文词</p>' }));
    await publish(
      provinceNoticeFields('内部公告', {
        contentHtml: '<p>鹌鹑正文词 仅登录</p>',
        visitorView: VISITOR_VIEW.loggedInOnly,
        purchaseNoticeType: '3',
      }),
    );
    const anonymous = await searchAnswer({
      fullTextQuery: '鹌鹑正文词',
      isCount: true,
      isLogin: true,
      visitorView: '0,1',
    });
    expect(anonymous.body.data.total).toBe(1);
    expect(anonymous.body.data.records.map((record) => record.noticeTitle)).toEqual(['鹌鹑公开公告']);
    expect(anonymous.body.data.typeCounts).toEqual([{ purchaseNoticeType: '2', count: 1 }]);
    expect((await searchAnswer({ fullTextQuery: '仅登录' })).body.data.total).toBe(0);
    const member = await searchAnswer(
      { fullTextQuery: '鹌鹑正文词', isCount: true, visitorView: '0,1' },
      memberToken,
    );
    expect(member.body.data.total).toBe(2);
    expect(member.body.data.typeCounts).toEqual([
      { purchaseNoticeType: '2', count: 1 },
      { purchaseNoticeType: '3', count: 1 },
    ]);
  });

  it.each([
    [{ fullTextQuery: '' }, '请输入搜索内容'],
    [{ fullTextQuery: '   ' }, '请输入搜索内容'],
    [{ fullTextQuery: '""' }, '请输入搜索内容'],
    [{ fullTextQuery: '光'.repeat(51) }, '搜索内容不能超过50个字符'],
    [{ fullTextQuery: '一 二 三 四 五 六' }, '搜索内容最多5个词'],
    [{ fullTextQuery: '光缆', fullTextScope: 'everywhere' }, 'fullTextScope'],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const { status, body } = await searchAnswer(payload);
    expect(status).toBe(400);
    expect(body.resultStat).toBe('400');
    expect(body.resultMsg).toContain(message);
    expect(body.resultMsg).toContain(Object.keys(payload).at(-1));
  });
});
