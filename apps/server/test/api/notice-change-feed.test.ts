import {
  NOTICE_CHANGE_KINDS,
  NOTICE_CHANGES_PAGE_SIZE,
  OPEN_DATA_RATE_LIMITS,
  VISITOR_VIEW,
  type TNoticeChangeItem,
  type TNoticeChangePage,
} from '@supportal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../src/db/schema/index.js';
import type { TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import { noticeWritesOn, racingWriterRound } from '../helpers/concurrent-notice-writes.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

const PATH = '/supportal/v1/open-data/notice-changes';
/** Notices of different types: writers of one type wait for each other on the term counts. */
const WRITER_TYPES = ['2', '45', '16', '28'];

const fields = (title: string, overrides: Partial<TNoticeFields> = {}): TNoticeFields => ({
  title,
  contentHtml: `<p>${title}正文</p>`,
  purchaseNoticeType: '2',
  unitLevel: '2',
  orgName: '测试省分公司',
  visitorView: VISITOR_VIEW.public,
  publishedAt: new Date(),
  ...overrides,
});

type TArchived = { title: string; revision: number; inForce: boolean; content: string };

/** What an archiver keeps: each public notice as the feed last described it. */
const applyChanges = (archive: Map<string, TArchived>, changes: TNoticeChangeItem[]) => {
  for (const change of changes) {
    const known = archive.get(change.noticeId);
    if (change.notice) {
      archive.set(change.noticeId, {
        title: change.notice.noticeTitle,
        revision: change.revision,
        content: change.notice.noticeContent,
        inForce: true,
      });
    } else {
      if (!known) throw new Error(`变更流先给了 ${change.kind}，却没有给出公告 ${change.noticeId}`);
      archive.set(change.noticeId, { ...known, revision: change.revision, inForce: false });
    }
  }
};

describe.each(databaseKinds())('the public change feed on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 0, trustProxy: true });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  let nextIp = 1;
  /** Each test reads from an address of its own, so the per-IP limit of one does not stop another. */
  const reader = () => {
    const ip = `198.51.100.${nextIp++}`;
    return (query: Record<string, string> = {}) =>
      testApp.app.inject({ method: 'GET', url: PATH, query, headers: { 'x-forwarded-for': ip } });
  };
  const write = noticeWritesOn(() => testApp);

  /** Reads pages until the feed says it is at the end; answers the changes and the cursor to keep. */
  const drain = async (read: ReturnType<typeof reader>, cursor: string, limit = 4) => {
    const changes: TNoticeChangeItem[] = [];
    for (;;) {
      const answer = await read({ cursor, limit: String(limit) });
      expect(answer.statusCode).toBe(200);
      const page = answer.json<{ data: TNoticeChangePage }>().data;
      changes.push(...page.changes);
      cursor = page.nextCursor;
      if (!page.hasMore) return { changes, cursor };
    }
  };

  let cursor = '';

  it('gives each change with the notice as that change left it, and leaves logged-in-only notices out', async () => {
    const read = reader();
    const start = await drain(read, '');
    cursor = start.cursor;
    const id = await write<number>((writer) => writer.create({ notice: fields('鸬鹚光缆采购公告') }));
    const hidden = await write<number>((writer) =>
      writer.create({ notice: fields('鸬鹚内部公告', { visitorView: VISITOR_VIEW.loggedInOnly }) }),
    );
    await write((writer) =>
      writer.amend(id, {
        fields: {
          title: '鸬鹚光缆采购公告（更正）',
          contentHtml: '<p>新正文</p><script>x()</script>',
          purchaseNoticeType: '33',
          orgName: '测试市分公司',
        },
        accountId: null,
        reason: '标题有误',
      }),
    );
    await write((writer) => writer.setState(hidden, { active: false, reason: '已撤回：内部' }));
    await write((writer) => writer.setState(id, { active: false, reason: '已撤回：需求取消' }));

    const { changes, cursor: after } = await drain(read, cursor, 2);
    expect(
      changes.map((change) => ({
        noticeId: change.noticeId,
        kind: change.kind,
        revision: change.revision,
        reason: change.reason,
        title: change.notice?.noticeTitle ?? null,
        content: change.notice?.noticeContent ?? null,
        class: change.notice ? [change.notice.purchaseNoticeType, change.notice.orgName] : null,
      })),
    ).toEqual([
      {
        noticeId: String(id),
        kind: NOTICE_CHANGE_KINDS.published,
        revision: 1,
        reason: null,
        // Read after the amendment, the publication still shows the first version, type and unit too.
        title: '鸬鹚光缆采购公告',
        content: '<p>鸬鹚光缆采购公告正文</p>',
        class: ['2', '测试省分公司'],
      },
      {
        noticeId: String(id),
        kind: NOTICE_CHANGE_KINDS.amended,
        revision: 2,
        reason: '标题有误',
        title: '鸬鹚光缆采购公告（更正）',
        content: '<p>新正文</p>',
        class: ['33', '测试市分公司'],
      },
      {
        noticeId: String(id),
        kind: NOTICE_CHANGE_KINDS.withdrawn,
        revision: 2,
        reason: '已撤回：需求取消',
        title: null,
        content: null,
        class: null,
      },
    ]);
    expect(changes.every((change) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(change.changeTime))).toBe(
      true,
    );
    // Each change carries the cursor after it; the last one is where the next read starts.
    expect(changes.at(-1)?.cursor).toBe(after);

    const again = await read({ cursor: after });
    expect(again.json<{ data: TNoticeChangePage }>().data).toEqual({
      changes: [],
      nextCursor: after,
      hasMore: false,
    });
    cursor = after;
  });

  it('moves the cursor past changes it leaves out', async () => {
    const read = reader();
    await write((writer) =>
      writer.create({ notice: fields('鸬鹚仅登录可见', { visitorView: VISITOR_VIEW.loggedInOnly }) }),
    );
    const answer = await read({ cursor, limit: '1' });
    const page = answer.json<{ data: TNoticeChangePage }>().data;
    expect(page.changes).toEqual([]);
    expect(page.nextCursor).not.toBe(cursor);
    expect(
      (await read({ cursor: page.nextCursor })).json<{ data: TNoticeChangePage }>().data.changes,
    ).toEqual([]);
    cursor = page.nextCursor;
  });

  it('refuses a cursor it did not give and a page size out of range, naming the field', async () => {
    const read = reader();
    for (const [query, field] of [
      [{ cursor: 'abc' }, 'cursor'],
      [{ cursor: 'c1.-4' }, 'cursor'],
      [{ limit: '0' }, 'limit'],
      [{ limit: String(NOTICE_CHANGES_PAGE_SIZE.max + 1) }, 'limit'],
      [{ limit: 'ten' }, 'limit'],
    ] as const) {
      const answer = await read(query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      const body = answer.json<{ resultStat: string; errors: { path: string }[] }>();
      expect(body.resultStat).not.toBe('000');
      expect(body.errors.map((error) => error.path)).toEqual([field]);
    }
  });

  it('limits reads per address with a 429 in the envelope', async () => {
    const read = reader();
    const statuses: number[] = [];
    for (let call = 0; call <= OPEN_DATA_RATE_LIMITS.noticeChanges.limit; call += 1)
      statuses.push((await read({ cursor })).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const refused = await read({ cursor });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<{ data: unknown }>().data).toBeNull();
    // Another reader is not held back.
    expect((await reader()({ cursor })).statusCode).toBe(200);
  });

  it('lets an archiver reading while writers write end with exactly the public notices of the database', async () => {
    const read = reader();
    const archive = new Map<string, TArchived>();
    const { changes: earlier } = await drain(read, '', NOTICE_CHANGES_PAGE_SIZE.max);
    applyChanges(archive, earlier);
    let at = cursor;
    let writing = true;
    const seen: string[] = [];
    const consumer = (async () => {
      for (let lastPass = false; ;) {
        const { changes, cursor: next } = await drain(read, at, 3);
        applyChanges(archive, changes);
        seen.push(...changes.map((change) => change.cursor));
        at = next;
        if (lastPass) return;
        if (!writing) lastPass = true;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    await Promise.all(
      WRITER_TYPES.map(async (type, writerIndex) => {
        for (let round = 0; round < 5; round += 1) {
          const title = `鹈鹕并发公告 ${writerIndex}-${round}`;
          const visitorView = round === 4 ? VISITOR_VIEW.loggedInOnly : VISITOR_VIEW.public;
          const id = await racingWriterRound(
            write,
            fields(title, { purchaseNoticeType: type, visitorView }),
            writerIndex,
            round,
          );
          if (round === 3) await write((writer) => writer.setState(id, { active: true, reason: null }));
        }
      }),
    );
    writing = false;
    await consumer;

    expect(new Set(seen).size).toBe(seen.length);
    const rows = await testApp.database.db
      .select({
        id: notices.id,
        title: notices.title,
        revision: notices.revision,
        state: notices.state,
        contentHtml: notices.contentHtml,
      })
      .from(notices)
      .where(eq(notices.visitorView, VISITOR_VIEW.public));
    const database = new Map(
      rows.map((row) => [
        String(row.id),
        { title: row.title, revision: row.revision, inForce: row.state === '1', content: row.contentHtml },
      ]),
    );
    expect(rows.length).toBeGreaterThan(WRITER_TYPES.length * 4);
    expect(Object.fromEntries(archive)).toEqual(Object.fromEntries(database));
  });
});
