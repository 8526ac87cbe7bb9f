import {
  issueFeedToken,
  queryNotifications,
  querySavedSearches,
  ROLES,
  saveSavedSearch,
  subscribeEmail,
  type TSavedSearch,
  type TSavedSearchFeedLinks,
} from '@supportal/contract';
import { like } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDeliveries } from '../../src/db/schema/index.js';
import { buildPdf, CONTENT_TYPES } from '../../src/demo-data/file-formats.js';
import { runAttachmentTextJob } from '../../src/modules/attachment-text/index.js';
import { extractText } from '../../src/modules/attachment-text/text-extraction.js';
import { storeFile } from '../../src/modules/files/index.js';
import type { TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import { accountCalls } from '../helpers/account-calls.js';
import { authBackends, createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { createTestAccount } from '../helpers/auth-client.js';
import { provinceNoticeFields } from '../helpers/notice-fields.js';

/** The item titles of an RSS document, newest first. */
const feedTitles = (rss: string) =>
  (
    (
      new XMLParser({ isArray: (name) => name === 'item' }).parse(rss) as {
        rss: { channel: { item?: { title: string }[] } };
      }
    ).rss.channel.item ?? []
  ).map((item) => String(item.title));

/** Saved searches with full-text conditions (issue 23 item 3): the search page's semantics, pushed once. */
describe.each(authBackends())('saved searches on full text ($database)', (backend) => {
  let testApp: TAuthTestApp;
  const { call } = accountCalls(() => testApp.app);
  let alice = '';

  const publish = (title: string, overrides: Partial<TNoticeFields> = {}, attachmentFileIds: number[] = []) =>
    testApp.app.noticeWriter.transaction(testApp.database.db, (writer) =>
      writer.create({ notice: provinceNoticeFields(title, overrides), attachmentFileIds }),
    );
  const alertRound = async () => {
    await testApp.app.alerts.match();
    await testApp.app.alerts.deliver();
  };
  /** The titles of alice's in-app alerts, in the order they came. */
  const alerted = async () => {
    const inbox = (await call(alice, queryNotifications, { size: 50 })).data.records as {
      title: string;
      kind: string;
    }[];
    return inbox
      .filter((item) => item.kind === 'savedSearchMatch')
      .map((item) => item.title)
      .sort();
  };
  const save = (name: string, conditions: object) =>
    call(alice, saveSavedSearch, { name, inApp: true, ...conditions });

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
    alice = (await createTestAccount(testApp.database.db, { roles: [ROLES.supplier] })).loginName;
  });
  afterAll(async () => testApp?.close());

  it('keeps the query and its scope, and refuses what the search page refuses, naming the field', async () => {
    const saved = await save('防雷蓄电池', { fullTextQuery: ' 防雷接地  蓄电池组 ', fullTextScope: 'body' });
    expect(saved.status, saved.resultMsg).toBe(200);
    expect(saved.data).toMatchObject({
      fullTextQuery: '防雷接地  蓄电池组',
      fullTextScope: 'body',
      keyword: '',
    });
    const listed = (await call(alice, querySavedSearches)).data.records as TSavedSearch[];
    expect(listed.find((search) => search.id === saved.data.id)).toMatchObject({
      fullTextQuery: '防雷接地  蓄电池组',
      fullTextScope: 'body',
    });

    for (const [fullTextQuery, message] of [
      ['   ', '请输入搜索内容'],
      ['一 二 三 四 五 六', '搜索内容最多5个词'],
      ['光'.repeat(51), '搜索内容不能超过50个字符'],
    ] as const) {
      const refused = await save('不合格', { fullTextQuery });
      expect(refused.status).toBe(400);
      expect(refused.errors).toEqual([expect.objectContaining({ path: 'fullTextQuery', message })]);
    }
    const badScope = await save('不合格', { fullTextQuery: '光缆', fullTextScope: 'everywhere' });
    expect(badScope.status).toBe(400);
    expect(badScope.errors?.map((error) => error.path)).toEqual(['fullTextScope']);
  });

  it('alerts once for a notice whose body holds every word, and not for one holding some, nor outside the scope', async () => {
    // Saved in the first test: 防雷接地 and 蓄电池组 in the body.
    await save('全部范围', { fullTextQuery: '"接地 装置" 机房', fullTextScope: 'all' });
    await publish('南京分公司动力配套采购公告', {
      contentHtml: '<p>本项目包括机房<b>防雷接地</b>改造和<em>蓄电池组</em>更换。</p>',
    });
    await publish('苏州分公司动力配套采购公告', { contentHtml: '<p>只更换蓄电池组。</p>' });
    await publish('防雷接地蓄电池组标题采购公告', { contentHtml: '<p>正文不含这些词。</p>' });
    await publish('无锡分公司机房改造公告', { contentHtml: '<p>新建接地 装置一套，机房两间。</p>' });
    await publish('常州分公司机房改造公告', { contentHtml: '<p>新建接地和装置一套，机房两间。</p>' });
    await alertRound();
    await alertRound();
    expect(await alerted()).toEqual([
      '【新公告】南京分公司动力配套采购公告',
      '【新公告】无锡分公司机房改造公告',
    ]);
  });

  it('matches words inside an attachment once its text is read, and tells a search that matched already nothing more', async () => {
    await save('附件螺栓', { fullTextQuery: '不锈钢防盗螺栓', fullTextScope: 'attachment' });
    await save('标题铁塔', { keyword: '铁塔加固' });
    const fileId = await storeFile(testApp.database.db, testApp.fileStore, {
      fileName: '技术规范书.pdf',
      contentType: CONTENT_TYPES.pdf,
      bytes: buildPdf({
        title: '技术规范书',
        paragraphs: ['第一章 总则', '塔身连接处全部采用不锈钢防盗螺栓，规格 M20。'],
        createdAt: new Date('2026-03-01T02:00:00Z'),
      }),
    });
    await publish('盐城分公司铁塔加固工程采购公告', {}, [fileId]);
    await alertRound();
    // The title matched at once; the attachment's words are not known yet.
    expect((await alerted()).filter((title) => title.includes('盐城'))).toEqual([
      '【新公告】盐城分公司铁塔加固工程采购公告',
    ]);

    await runAttachmentTextJob({
      db: testApp.database.db,
      store: testApp.fileStore,
      extract: extractText,
    });
    await alertRound();
    await alertRound();
    expect((await alerted()).filter((title) => title.includes('盐城'))).toEqual([
      '【新公告】盐城分公司铁塔加固工程采购公告',
      '【新公告】盐城分公司铁塔加固工程采购公告',
    ]);
    // One delivery per search, the title search's included: matching again wrote nothing twice.
    const deliveries = await testApp.database.db
      .select({ savedSearchId: alertDeliveries.savedSearchId })
      .from(alertDeliveries)
      .where(like(alertDeliveries.title, '盐城%'));
    expect(deliveries).toHaveLength(2);
    expect(new Set(deliveries.map((row) => row.savedSearchId)).size).toBe(2);
  });

  it('lists in the search’s feed exactly the notices its full-text query finds', async () => {
    const saved = await save('接地订阅源', { fullTextQuery: '防雷接地 蓄电池组', fullTextScope: 'body' });
    const links = (await call(alice, issueFeedToken, { id: saved.data.id })).data as TSavedSearchFeedLinks;
    const rss = await testApp.app.inject({ method: 'GET', url: links.rss.replace(/^https?:\/\/[^/]+/, '') });
    expect(rss.statusCode).toBe(200);
    expect(feedTitles(rss.body)).toEqual(['南京分公司动力配套采购公告']);
  });

  it('answers the public feed of a full-text query as the search page finds it, refusing a bad scope', async () => {
    const feed = (query: string) =>
      testApp.app.inject({ method: 'GET', url: `/supportal/v1/open-data/feeds/notices.rss?${query}` });
    const query = new URLSearchParams({ fullTextQuery: '防雷接地 蓄电池组', fullTextScope: 'body' });
    const answer = await feed(query.toString());
    expect(answer.statusCode).toBe(200);
    expect(feedTitles(answer.body)).toEqual(['南京分公司动力配套采购公告']);
    query.delete('fullTextScope');
    expect(feedTitles((await feed(query.toString())).body)).toEqual([
      '防雷接地蓄电池组标题采购公告',
      '南京分公司动力配套采购公告',
    ]);
    const refused = await feed('fullTextQuery=%E5%85%89&fullTextScope=everywhere');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: { path: string }) => error.path)).toEqual(['fullTextScope']);
  });

  it('lets a visitor subscribe by e-mail to a full-text query', async () => {
    const subscribed = await call(null, subscribeEmail, {
      fullTextQuery: '防雷接地',
      email: 'visitor@example.com',
    });
    expect(subscribed.status, subscribed.resultMsg).toBe(200);
    const refused = await call(null, subscribeEmail, { fullTextQuery: ' ', email: 'visitor@example.com' });
    expect(refused.status).toBe(400);
    expect(refused.errors?.map((error) => error.path)).toEqual(['fullTextQuery']);
  });
});
