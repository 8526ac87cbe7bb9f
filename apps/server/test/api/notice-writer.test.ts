import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NOTICE_ATTACHMENT_REL_NAME, VISITOR_VIEW } from '@supportal/contract';
import { attachments, files, noticeRevisions, noticeTermCounts, notices } from '../../src/db/schema/index.js';
import type { TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import { eventually } from '../helpers/eventually.js';
import { databaseKinds, testAppOfBlock, type TTestApp } from '../helpers/test-app.js';

const post = async (app: FastifyInstance, url: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url: `/supportal/v1${url}`, payload });
  return response.json();
};

const search = async (app: FastifyInstance, noticeTitle: string) =>
  (await post(app, '/obp-notice/query-notice', { noticeTitle, size: 20 })).data as {
    total: number;
    records: { noticeId: string; noticeTitle: string; noticeState: string }[];
  };

/** Every term count, as the triggers keep them, against a count straight from the notices. */
const termCountsMatchNotices = async (app: TTestApp) => {
  const stored = await app.database.db
    .select({ term: noticeTermCounts.term, n: sql<number>`sum(${noticeTermCounts.noticeCount})::integer` })
    .from(noticeTermCounts)
    .groupBy(noticeTermCounts.term)
    .having(sql`sum(${noticeTermCounts.noticeCount}) <> 0`)
    .orderBy(noticeTermCounts.term);
  const term = sql<string>`unnest(array_append(${notices.titleGrams}, ''))`;
  const recounted = await app.database.db
    .select({ term, n: sql<number>`count(*)::integer` })
    .from(notices)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return stored.length > 0 && JSON.stringify(stored) === JSON.stringify(recounted);
};

const fields = (title: string): TNoticeFields => ({
  title,
  contentHtml: '<p>正文</p><script>alert(1)</script><table><tr><td>包1</td></tr></table>',
  purchaseNoticeType: '2',
  unitLevel: '2',
  orgName: '测试省分公司',
  visitorView: VISITOR_VIEW.public,
  publishedAt: new Date(),
});

describe.each(databaseKinds())('the notice writer on %s', (kind) => {
  const { testApp, openSecondInstance } = testAppOfBlock(kind, { noticeCount: 60 });

  it('publishes a notice that search finds at once, with its body sanitized and term counts kept', async () => {
    const { app, database } = testApp();
    // A cached answer from before the write must not hide the new notice.
    expect((await search(app, '蜂鸟光缆')).total).toBe(0);
    const [file] = await database.db
      .insert(files)
      .values({
        fileName: '附件.pdf',
        contentType: 'application/pdf',
        sizeBytes: 3,
        sha256: 'x',
        storageKey: 'writer-test',
      })
      .returning({ id: files.id });
    if (!file) throw new Error('file row missing');
    const id = await app.noticeWriter.transaction(database.db, (writer) =>
      writer.create({ notice: fields('蜂鸟光缆采购公告'), attachmentFileIds: [file.id] }),
    );
    const found = await search(app, '蜂鸟光缆');
    expect(found.total).toBe(1);
    expect(found.records[0]?.noticeId).toBe(String(id));
    const [row] = await database.db.select().from(notices).where(eq(notices.id, id));
    expect(row?.contentHtml).not.toContain('script');
    expect(row?.contentHtml).toContain('<td>包1</td>');
    const links = await database.db
      .select()
      .from(attachments)
      .where(eq(attachments.relId, String(id)));
    expect(links).toEqual([
      { fileId: file.id, relName: NOTICE_ATTACHMENT_REL_NAME, relId: String(id), sort: 1 },
    ]);
    expect(await termCountsMatchNotices(testApp())).toBe(true);
  });

  it('amends a notice: the old version is kept, search follows the new title', async () => {
    const { app, database } = testApp();
    const id = await app.noticeWriter.transaction(database.db, (writer) =>
      writer.create({ notice: fields('鹈鹕铁塔维护采购公告') }),
    );
    expect((await search(app, '鹈鹕')).total).toBe(1);
    const { revision } = await app.noticeWriter.transaction(database.db, (writer) =>
      writer.amend(id, {
        fields: { title: '鸬鹚铁塔维护采购公告', contentHtml: '<p>更正后的正文</p>' },
        accountId: null,
        reason: '项目名称有误',
      }),
    );
    expect(revision).toBe(2);
    expect((await search(app, '鹈鹕')).total).toBe(0);
    expect((await search(app, '鸬鹚')).records.map((record) => record.noticeId)).toEqual([String(id)]);
    const kept = await database.db.select().from(noticeRevisions).where(eq(noticeRevisions.noticeId, id));
    expect(kept).toMatchObject([{ revision: 1, title: '鹈鹕铁塔维护采购公告', reason: '项目名称有误' }]);
    expect(kept[0]?.contentHtml).toContain('包1');
    expect(await termCountsMatchNotices(testApp())).toBe(true);
  });

  it('withdraws a notice: lists grey it out and keep the reason', async () => {
    const { app, database } = testApp();
    const id = await app.noticeWriter.transaction(database.db, (writer) =>
      writer.create({ notice: fields('鸳鸯设备采购公告') }),
    );
    expect((await search(app, '鸳鸯')).records[0]?.noticeState).toBe('1');
    await app.noticeWriter.transaction(database.db, (writer) =>
      writer.setState(id, { active: false, reason: '采购需求取消' }),
    );
    expect((await search(app, '鸳鸯')).records[0]?.noticeState).toBe('0');
    const [row] = await database.db.select().from(notices).where(eq(notices.id, id));
    expect(row?.stateReason).toBe('采购需求取消');
  });

  it('writes nothing when the transaction fails', async () => {
    const { app, database } = testApp();
    await expect(
      app.noticeWriter.transaction(database.db, async (writer) => {
        await writer.create({ notice: fields('鹌鹑服务采购公告') });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect((await search(app, '鹌鹑')).total).toBe(0);
    expect(await termCountsMatchNotices(testApp())).toBe(true);
  });

  it.runIf(kind === 'postgres')(
    'makes every instance sharing the database forget its cached lists',
    async () => {
      const second = await openSecondInstance();
      const { app } = second;
      expect((await search(app, '鹧鸪')).total).toBe(0);
      await testApp().app.noticeWriter.transaction(testApp().database.db, (writer) =>
        writer.create({ notice: fields('鹧鸪机房采购公告') }),
      );
      expect(await eventually(async () => (await search(app, '鹧鸪')).total === 1)).toBe(true);
    },
  );
});
