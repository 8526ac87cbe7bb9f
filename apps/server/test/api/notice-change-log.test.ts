import { NOTICE_CHANGE_KINDS, VISITOR_VIEW } from '@supportal/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeChanges, notices } from '../../src/db/schema/index.js';
import { readNoticeChanges, type TNoticeChangeEntry } from '../../src/modules/notices/notice-change-log.js';
import type { TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import { gate } from '../helpers/gate.js';
import { noticeWritesOn, racingWriterRound } from '../helpers/concurrent-notice-writes.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

const SEEDED = 25;

/**
 * Notices of different types can be written at the same moment: notices of one type and visibility
 * share term-count rows (migration 0003), so their writers wait for each other's commit.
 */
const WRITER_TYPES = ['2', '45', '16', '28'];

const fields = (title: string, purchaseNoticeType = '2'): TNoticeFields => ({
  title,
  contentHtml: '<p>正文</p>',
  purchaseNoticeType,
  unitLevel: '2',
  orgName: '测试省分公司',
  visitorView: VISITOR_VIEW.public,
  publishedAt: new Date(),
});

/** Everything after `after`, read in pages as a consumer would. */
const drain = async (testApp: TTestApp, after: number, pageSize = 7) => {
  const read: TNoticeChangeEntry[] = [];
  let cursor = after;
  for (;;) {
    const page = await readNoticeChanges(testApp.database.db, { after: cursor, limit: pageSize });
    read.push(...page);
    const last = page.at(-1);
    if (!last) return { read, cursor };
    cursor = last.position;
  }
};

describe.each(databaseKinds())('the notice change log on %s', (kind) => {
  let testApp: TTestApp;
  let cursor = 0;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: SEEDED });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const write = noticeWritesOn(() => testApp);

  it('holds the publication of every seeded notice, positions 1, 2, 3… without gaps', async () => {
    const { read, cursor: last } = await drain(testApp, 0);
    expect(read.map((change) => change.position)).toEqual(Array.from({ length: SEEDED }, (_, i) => i + 1));
    expect(new Set(read.map((change) => change.noticeId)).size).toBe(SEEDED);
    expect(read.every((change) => change.kind === NOTICE_CHANGE_KINDS.published)).toBe(true);
    cursor = last;
  });

  it('records each kind of change with the revision after it and the reason visitors read', async () => {
    const id = await write<number>((writer) => writer.create({ notice: fields('鹡鸰光缆采购公告') }));
    await write((writer) =>
      writer.amend(id, {
        fields: { title: '鹡鸰光缆采购公告（更正）' },
        accountId: null,
        reason: '标题有误',
      }),
    );
    await write((writer) => writer.setState(id, { active: false, reason: '已撤回：需求取消' }));
    await write((writer) => writer.setState(id, { active: true, reason: null }));
    await write((writer) =>
      writer.setState(id, { active: false, reason: '已失效：项目终止', expireAt: new Date() }),
    );
    await expect(
      write(async (writer) => {
        await writer.amend(id, { fields: { title: '不会留下的修订' }, accountId: null, reason: '回滚' });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');

    const { read, cursor: last } = await drain(testApp, cursor);
    expect(
      read.map(({ noticeId, kind: what, revision, reason }) => ({ noticeId, what, revision, reason })),
    ).toEqual([
      { noticeId: id, what: NOTICE_CHANGE_KINDS.published, revision: 1, reason: null },
      { noticeId: id, what: NOTICE_CHANGE_KINDS.amended, revision: 2, reason: '标题有误' },
      { noticeId: id, what: NOTICE_CHANGE_KINDS.withdrawn, revision: 2, reason: '已撤回：需求取消' },
      { noticeId: id, what: NOTICE_CHANGE_KINDS.reinstated, revision: 2, reason: null },
      { noticeId: id, what: NOTICE_CHANGE_KINDS.expired, revision: 2, reason: '已失效：项目终止' },
    ]);
    expect(read.map((change) => change.position)).toEqual([1, 2, 3, 4, 5].map((n) => cursor + n));
    cursor = last;
  });

  it.runIf(kind === 'postgres')(
    'never lets a reader pass a change whose transaction commits late',
    async () => {
      // The first writer takes its change row (and id) first but commits last: a cursor on the id
      // would move past it before it is visible.
      const held = gate();
      const written = gate();
      const slow = write<number>(async (writer) => {
        const id = await writer.create({ notice: fields('鹪鹩慢提交公告', '45') });
        written.open();
        await held.opened;
        return id;
      });
      await written.opened;
      const quick = await write<number>((writer) =>
        writer.create({ notice: fields('鹪鹩快提交公告', '16') }),
      );
      const first = await drain(testApp, cursor);
      expect(first.read.map((change) => change.noticeId)).toEqual([quick]);
      held.open();
      const slowId = await slow;
      const second = await drain(testApp, first.cursor);
      expect(second.read.map((change) => change.noticeId)).toEqual([slowId]);
      cursor = second.cursor;
    },
  );

  it('gives a consumer reading while writers write every change exactly once, in order', async () => {
    const writers = WRITER_TYPES.length;
    const perWriter = 6;
    let writing = true;
    const consumed: TNoticeChangeEntry[] = [];
    const consumer = (async () => {
      let at = cursor;
      // One more drain after the writers finish picks up the last commits.
      for (let lastPass = false; ;) {
        const { read, cursor: next } = await drain(testApp, at, 5);
        consumed.push(...read);
        at = next;
        if (lastPass) return;
        if (!writing) lastPass = true;
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
    })();
    await Promise.all(
      Array.from({ length: writers }, async (_, writerIndex) => {
        for (let round = 0; round < perWriter; round += 1) {
          const title = `鹬蚌并发公告 ${writerIndex}-${round}`;
          await racingWriterRound(write, fields(title, WRITER_TYPES[writerIndex]), writerIndex, round);
        }
      }),
    );
    writing = false;
    await consumer;

    const stored = await testApp.database.db
      .select({
        position: noticeChanges.position,
        noticeId: noticeChanges.noticeId,
        kind: noticeChanges.kind,
      })
      .from(noticeChanges)
      .orderBy(asc(noticeChanges.position));
    const expected = stored.filter((row) => (row.position ?? 0) > cursor);
    // 24 publications, 12 amendments, 8 withdrawals.
    expect(expected).toHaveLength(writers * perWriter + (writers * perWriter) / 2 + writers * 2);
    expect(
      consumed.map(({ position, noticeId, kind: what }) => ({ position, noticeId, kind: what })),
    ).toEqual(expected);
    expect(consumed.map((change) => change.position)).toEqual(expected.map((_, i) => cursor + i + 1));
    // Per notice the log follows what happened: published, then amended, then withdrawn.
    const order = [NOTICE_CHANGE_KINDS.published, NOTICE_CHANGE_KINDS.amended, NOTICE_CHANGE_KINDS.withdrawn];
    const byNotice = new Map<number, TNoticeChangeEntry[]>();
    for (const change of consumed)
      byNotice.set(change.noticeId, [...(byNotice.get(change.noticeId) ?? []), change]);
    for (const changes of byNotice.values()) {
      const ranks = changes.map((change) => order.indexOf(change.kind as (typeof order)[number]));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(ranks[0]).toBe(0);
    }
    const [withdrawn] = await testApp.database.db
      .select({ state: notices.state })
      .from(notices)
      .where(eq(notices.id, consumed.find((c) => c.kind === NOTICE_CHANGE_KINDS.withdrawn)?.noticeId ?? 0));
    expect(withdrawn?.state).toBe('0');
  });
});
