import {
  getNoticeDraft,
  NOTICE_DRAFT_STATUSES,
  NOTICE_STATE,
  queryNoticeDrafts,
  queryPublishingUnits,
  withdrawNotice,
} from '@supportal/contract';
import { and, count, desc, eq, exists, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { noticeDrafts, notices, wfWorkItems } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { bindEndpoint, type TCaller } from '../../lib/endpoint/index.js';
import { actorOf } from '../workflow/index.js';
import {
  DRAFT_NOT_FOUND_MESSAGE,
  draftsToWire,
  loadDraftRow,
  publishingUnits,
  unitCodesOf,
} from './notice-drafts.js';
import type { TBoundNoticeWriter, TNoticeTransaction, TNoticeWriter } from '../notices/index.js';

const WITHDRAW_REASON_PREFIX = { withdraw: '已撤回', expire: '已失效' } as const;

/** Open review items of the draft's process that the caller may decide (not the author's own edit step). */
const waitingFor = (caller: TCaller): SQL =>
  exists(
    sql`(SELECT 1 FROM ${wfWorkItems} WHERE ${wfWorkItems.instanceId} = ${noticeDrafts.processInstanceId}
      AND ${wfWorkItems.state} = 'open' AND ${wfWorkItems.role} <> 'STARTER'
      AND (${wfWorkItems.assigneeAccountId} = ${caller.accountId}
        OR (${wfWorkItems.assigneeAccountId} IS NULL AND ${wfWorkItems.orgCode} = ${caller.corpCode}
          AND ${wfWorkItems.role} IN (${sql.join(
            (caller.roles.length > 0 ? caller.roles : ['']).map((role) => sql`${role}`),
            sql`, `,
          )}))))`,
  );

/**
 * Takes a published notice of the actor's units out of force (withdrawn, or expired now) with the
 * reason its detail page shows; the console and the publishing API both end notices through this.
 */
export const endPublishedNotice = async (
  tx: TNoticeTransaction,
  writer: TBoundNoticeWriter,
  corpCode: string,
  end: { noticeId: number; action: keyof typeof WITHDRAW_REASON_PREFIX; reason: string },
) => {
  const [notice] = await tx
    .select({ orgCode: notices.orgCode, state: notices.state })
    .from(notices)
    .where(eq(notices.id, end.noticeId))
    .for('update');
  if (!notice) throw new AppError('notFound', '公告不存在或已被删除');
  if (!notice.orgCode || !(await unitCodesOf(tx, corpCode)).includes(notice.orgCode))
    throw new AppError('forbidden', '只能撤回本单位或下级单位的公告');
  if (notice.state !== NOTICE_STATE.active) throw new AppError('conflict', '公告已撤回或失效');
  await writer.setState(end.noticeId, {
    active: false,
    reason: `${WITHDRAW_REASON_PREFIX[end.action]}：${end.reason}`,
    ...(end.action === 'expire' ? { expireAt: new Date() } : {}),
  });
};

const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const noticeConsoleEndpoints = (db: TDatabase, noticeWriter: TNoticeWriter) => [
  bindEndpoint(queryPublishingUnits, async (_input, context) =>
    publishingUnits(db, actorOf(context).corpCode),
  ),

  bindEndpoint(getNoticeDraft, async ({ body }, context) => {
    const caller = actorOf(context);
    const row = await loadDraftRow(db, Number(body.id));
    // Authors, and reviewers of units above (their units include the draft's), may read it.
    if (
      row.authorAccountId !== caller.accountId &&
      !(await unitCodesOf(db, caller.corpCode)).includes(row.orgCode)
    )
      throw new AppError('notFound', DRAFT_NOT_FOUND_MESSAGE);
    const [draft] = await draftsToWire(db, [row], { withContent: true, viewerAccountId: caller.accountId });
    if (!draft) throw new AppError('notFound', DRAFT_NOT_FOUND_MESSAGE);
    return draft;
  }),

  bindEndpoint(queryNoticeDrafts, async ({ body }, context) => {
    const caller = actorOf(context);
    const conditions: SQL[] = [];
    if (body.scope === 'mine') conditions.push(eq(noticeDrafts.authorAccountId, caller.accountId));
    if (body.scope === 'drafts')
      conditions.push(
        eq(noticeDrafts.authorAccountId, caller.accountId),
        eq(noticeDrafts.status, NOTICE_DRAFT_STATUSES.editing),
      );
    if (body.scope === 'waiting') conditions.push(waitingFor(caller));
    if (body.scope === 'unit')
      conditions.push(inArray(noticeDrafts.orgCode, await unitCodesOf(db, caller.corpCode)));
    if (body.status) conditions.push(eq(noticeDrafts.status, body.status));
    if (body.purchaseNoticeType)
      conditions.push(eq(noticeDrafts.purchaseNoticeType, body.purchaseNoticeType));
    if (body.noticeTitle) conditions.push(ilike(noticeDrafts.title, containsPattern(body.noticeTitle)));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(noticeDrafts)
        .where(where)
        .orderBy(desc(noticeDrafts.updatedAt), desc(noticeDrafts.id))
        .limit(body.size)
        .offset((body.current - 1) * body.size),
      db.select({ total: count() }).from(noticeDrafts).where(where),
    ]);
    const records = (
      await draftsToWire(db, rows, { withContent: false, viewerAccountId: caller.accountId })
    ).map(({ noticeContent: _content, blacklistEntries: _entries, ...item }) => item);
    return { records, total: totals[0]?.total ?? 0, current: body.current, size: body.size };
  }),

  bindEndpoint(withdrawNotice, async ({ body }, context) => {
    const caller = actorOf(context);
    await noticeWriter.transaction(db, (writer, tx) =>
      endPublishedNotice(tx, writer, caller.corpCode, {
        noticeId: Number(body.noticeId),
        action: body.action,
        reason: body.reason,
      }),
    );
    return { noticeId: body.noticeId, noticeState: '0' as const };
  }),
];
