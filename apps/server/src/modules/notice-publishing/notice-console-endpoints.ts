import {
  getNoticeActions,
  getNoticeDraft,
  queryConsoleNotices,
  NOTICE_STATE,
  queryNoticeDrafts,
  queryPublishingUnits,
  withdrawNotice,
} from '@supportal/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { noticeDrafts, notices } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import { enforce } from '../../lib/policy-verdict.js';
import { actorOf } from '../workflow/index.js';
import { draftsToWire, loadDraftRow, publishingUnits, unitCodesOf, unitScopeOf } from './notice-drafts.js';
import { noticeActionsFor, queryBooks } from './notice-books.js';
import { DRAFT_NOT_FOUND_MESSAGE, listedDrafts, mayReadDraft } from './notice-draft-policy.js';
import {
  mayManageNotice,
  type TBoundNoticeWriter,
  type TNoticeTransaction,
  type TNoticeWriter,
} from '../notices/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

const WITHDRAW_REASON_PREFIX = { withdraw: '已撤回', expire: '已失效' } as const;

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
  enforce(mayManageNotice(await unitScopeOf(tx, corpCode), 'withdraw', notice));
  if (notice.state !== NOTICE_STATE.active) throw new AppError('conflict', '公告已撤回或失效');
  await writer.setState(end.noticeId, {
    active: false,
    reason: `${WITHDRAW_REASON_PREFIX[end.action]}：${end.reason}`,
    ...(end.action === 'expire' ? { expireAt: new Date() } : {}),
  });
};

export const noticeConsoleEndpoints = (db: TDatabase, noticeWriter: TNoticeWriter) => [
  bindEndpoint(queryPublishingUnits, async (_input, context) =>
    publishingUnits(db, actorOf(context).corpCode),
  ),

  bindEndpoint(getNoticeDraft, async ({ body }, context) => {
    const caller = actorOf(context);
    const row = await loadDraftRow(db, Number(body.id));
    enforce(mayReadDraft({ accountId: caller.accountId, ...(await unitScopeOf(db, caller.corpCode)) }, row));
    const [draft] = await draftsToWire(db, [row], { withContent: true, viewerAccountId: caller.accountId });
    if (!draft) throw new AppError('notFound', DRAFT_NOT_FOUND_MESSAGE);
    return draft;
  }),

  bindEndpoint(queryNoticeDrafts, async ({ body }, context) => {
    const caller = actorOf(context);
    // Only the 'unit' scope reads the caller's unit range: the other lists spare its queries.
    const unitCodes = body.scope === 'unit' ? await unitCodesOf(db, caller.corpCode) : [];
    const conditions: SQL[] = [listedDrafts(body.scope, caller, unitCodes)];
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

  bindEndpoint(queryConsoleNotices, async ({ body }, context) => {
    const caller = actorOf(context);
    return queryBooks(db, caller, await unitCodesOf(db, caller.corpCode), body);
  }),

  bindEndpoint(getNoticeActions, async ({ body }, context) => {
    const found = await noticeActionsFor(
      db,
      await unitCodesOf(db, actorOf(context).corpCode),
      Number(body.noticeId),
    );
    if (found === null) throw new AppError('notFound', '公告不存在或已被删除');
    return { noticeId: body.noticeId, ...found };
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
