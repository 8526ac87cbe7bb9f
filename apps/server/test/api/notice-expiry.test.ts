import { and, count, eq, like, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NOTICE_STATE, VISITOR_VIEW } from '@supportal/contract';
import { notices } from '../../src/db/schema/index.js';
import { expireDueNotices } from '../../src/modules/notices/notice-expiry.js';
import { EXPIRED_REASON, type TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import { eventually } from '../helpers/eventually.js';
import { databaseKinds, testAppOfBlock } from '../helpers/test-app.js';

const post = async (app: FastifyInstance, url: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url: `/supportal/v1${url}`, payload });
  return response.json();
};

const listed = async (app: FastifyInstance, noticeTitle: string) =>
  (await post(app, '/obp-notice/query-notice', { noticeTitle, size: 20 })).data.records as {
    noticeId: string;
    noticeState: string;
  }[];

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1_000);

const fields = (title: string, expireAt: Date | null): TNoticeFields => ({
  title,
  contentHtml: '<p>正文</p>',
  purchaseNoticeType: '2',
  unitLevel: '2',
  orgName: '测试省分公司',
  visitorView: VISITOR_VIEW.public,
  publishedAt: secondsFromNow(-3_600),
  effectAt: secondsFromNow(-3_600),
  expireAt,
});

describe.each(databaseKinds())('notices expire at their expiry time on %s', (kind) => {
  const { testApp, openSecondInstance } = testAppOfBlock(kind, { noticeCount: 40 });

  const create = (title: string, expireAt: Date | null) =>
    testApp().app.noticeWriter.transaction(testApp().database.db, (writer) =>
      writer.create({ notice: fields(title, expireAt) }),
    );
  /** Notices in force whose expiry time the clock has just passed (titles starting with `prefix`). */
  const expireSoon = async (prefix: string, howMany: number) => {
    for (let index = 0; index < howMany; index += 1) await create(`${prefix}${index}`, secondsFromNow(3_600));
    await testApp()
      .database.db.update(notices)
      .set({ expireAt: secondsFromNow(-1) })
      .where(like(notices.title, `${prefix}%`));
  };
  const dueCount = async () =>
    (
      await testApp()
        .database.db.select({ n: count() })
        .from(notices)
        .where(and(eq(notices.state, NOTICE_STATE.active), lte(notices.expireAt, new Date())))
    )[0]?.n ?? 0;

  it('greys out a notice once its expiry time passes, its page saying so, without anyone acting', async () => {
    const { app, database } = testApp();
    const expiresAt = secondsFromNow(1);
    const id = await create('鹭鸶基站电源采购公告', expiresAt);
    const lasting = await create('鹭鸶机房空调采购公告', secondsFromNow(3_600));
    const forever = await create('鹭鸶光缆长期框架公告', null);
    // A list read before the expiry is cached; the expiry must not leave it stale.
    expect((await listed(app, '鹭鸶')).map((row) => row.noticeState)).toEqual(['1', '1', '1']);

    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 20));
    await expireDueNotices(database.db, app.noticeWriter);

    const states = new Map((await listed(app, '鹭鸶')).map((row) => [row.noticeId, row.noticeState]));
    expect(states.get(String(id))).toBe('0');
    expect(states.get(String(lasting))).toBe('1');
    expect(states.get(String(forever))).toBe('1');
    const detail = (await post(app, '/obp-notice/get-notice-by-id', { id: String(id) })).data;
    expect(detail).toMatchObject({ noticeState: '0', stateReason: EXPIRED_REASON });
    // It stopped being in force at its expiry time, not whenever the sweep came by.
    const [row] = await database.db.select().from(notices).where(eq(notices.id, id));
    expect(row?.stateChangedAt?.getTime()).toBe(expiresAt.getTime());
    expect(await expireDueNotices(database.db, app.noticeWriter)).toBe(0);
  });

  it('expires each notice once when two sweeps race', async () => {
    const { app, database } = testApp();
    await expireSoon('鹦鹉赛跑公告', 30);
    const due = await dueCount();
    expect(due).toBeGreaterThanOrEqual(30);
    const [first, other] = await Promise.all([
      expireDueNotices(database.db, app.noticeWriter),
      expireDueNotices(database.db, app.noticeWriter),
    ]);
    expect(first + other).toBe(due);
    expect(await dueCount()).toBe(0);
    expect((await listed(app, '鹦鹉赛跑')).every((row) => row.noticeState === '0')).toBe(true);
  });

  it('stores a notice already past its expiry as expired (published late)', async () => {
    const { app } = testApp();
    const id = await create('鹌鹑迟到发布公告', secondsFromNow(-5));
    const detail = (await post(app, '/obp-notice/get-notice-by-id', { id: String(id) })).data;
    expect(detail).toMatchObject({ noticeState: '0', stateReason: EXPIRED_REASON });
  });

  it.runIf(kind === 'postgres')(
    'expires once across instances sharing the database, and every instance forgets its cached lists',
    async () => {
      const second = await openSecondInstance();
      const { app, database } = second;
      await expireSoon('鸵鸟实例公告', 20);
      expect((await listed(app, '鸵鸟实例')).every((row) => row.noticeState === '1')).toBe(true);
      const due = await dueCount();
      const [here, there] = await Promise.all([
        expireDueNotices(testApp().database.db, testApp().app.noticeWriter),
        expireDueNotices(database.db, app.noticeWriter),
      ]);
      expect(here + there).toBe(due);
      expect(
        await eventually(async () => (await listed(app, '鸵鸟实例')).every((row) => row.noticeState === '0')),
      ).toBe(true);
    },
  );
});
