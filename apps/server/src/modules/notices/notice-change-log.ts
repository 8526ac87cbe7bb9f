import type { TNoticeChangeKind } from '@supportal/contract';
import { asc, gt, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { noticeChanges } from '../../db/schema/index.js';
import type { TNoticeTransaction } from './notice-writer.js';

/**
 * The notice change log (table notice_changes). The writer records each change, unstamped, in the
 * transaction of the change; readers follow positions, which only the stamper gives.
 *
 * Why positions are stamped after commit: a position taken inside the writing transaction (a
 * bigserial) is not commit-safe on PostgreSQL — a transaction holding 5 may commit after a reader has
 * already read 6 and moved past 5 for good. The stamper runs in a transaction of its own under one
 * advisory lock, so stampings happen one after another on every instance and connection; each sees
 * only committed changes and numbers them after the highest position stamped so far. A position is
 * therefore visible only once every smaller one is: a reader past N never misses a change ≤ N. Within
 * one stamping, changes keep the order they were written in (id), which for changes of one notice is
 * the order they happened (the writer locks the notice row first). On PGlite (one connection) the same
 * code runs; there transactions simply never overlap.
 */

/** Serializes stampers across instances sharing one PostgreSQL (any 64-bit constant of our own). */
const STAMP_LOCK_KEY = 7_311_024_002;

export type TNoticeChangeRecord = {
  noticeId: number;
  kind: TNoticeChangeKind;
  /** The notice's revision after the change. */
  revision: number;
  /** Amendment or withdrawal reason, as visitors read it; null when there is none. */
  reason?: string | null;
};

export type TNoticeChangeEntry = {
  /** Read after this to continue (1, 2, 3… without gaps). */
  position: number;
  noticeId: number;
  kind: TNoticeChangeKind;
  revision: number;
  reason: string | null;
  changedAt: Date;
};

/** Records changes in the writer's transaction; they become readable once committed and stamped. */
export const recordNoticeChanges = async (
  tx: TNoticeTransaction,
  changes: readonly TNoticeChangeRecord[],
): Promise<void> => {
  if (changes.length === 0) return;
  await tx.insert(noticeChanges).values(
    changes.map((change) => ({
      noticeId: change.noticeId,
      kind: change.kind,
      revision: change.revision,
      reason: change.reason ?? null,
    })),
  );
};

/**
 * Gives every committed, unstamped change its position (see above). Cheap when there is nothing to
 * stamp: one look at a small partial index, no lock.
 */
export const stampNoticeChanges = async (db: TDatabase): Promise<void> => {
  const [pending] = await db
    .select({ id: noticeChanges.id })
    .from(noticeChanges)
    .where(isNull(noticeChanges.position))
    .limit(1);
  if (!pending) return;
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${STAMP_LOCK_KEY})`);
      // A new statement under READ COMMITTED: it sees every stamping committed before the lock was ours.
      await tx.execute(sql`
        UPDATE ${noticeChanges} AS change
        SET position = numbered.top + numbered.rank
        FROM (
          SELECT pending.id,
            row_number() OVER (ORDER BY pending.id) AS rank,
            (SELECT coalesce(max(position), 0) FROM ${noticeChanges}) AS top
          FROM ${noticeChanges} AS pending
          WHERE pending.position IS NULL
        ) AS numbered
        WHERE change.id = numbered.id`);
    },
    { isolationLevel: 'read committed' },
  );
};

/**
 * Stamped changes after `after`, in order, at most `limit`, without stamping: for a consumer that reads
 * inside a transaction of its own (after stampNoticeChanges, which commits by itself).
 */
export const readStampedNoticeChanges = async (
  db: TDatabase | TNoticeTransaction,
  options: { after: number; limit: number },
): Promise<TNoticeChangeEntry[]> => {
  const rows = await db
    .select({
      position: noticeChanges.position,
      noticeId: noticeChanges.noticeId,
      kind: noticeChanges.kind,
      revision: noticeChanges.revision,
      reason: noticeChanges.reason,
      changedAt: noticeChanges.changedAt,
    })
    .from(noticeChanges)
    .where(gt(noticeChanges.position, options.after))
    .orderBy(asc(noticeChanges.position))
    .limit(options.limit);
  return rows.map((row) => ({
    ...row,
    position: Number(row.position),
    kind: row.kind as TNoticeChangeKind,
  }));
};

/**
 * Changes after `after` (0: from the first), in order, at most `limit`: stamps what has committed
 * first. Consumers keep the last position they handled and call again with it; each change comes
 * exactly once. Call with the database, not inside a transaction of your own (the stamping commits).
 */
export const readNoticeChanges = async (
  db: TDatabase,
  options: { after: number; limit: number },
): Promise<TNoticeChangeEntry[]> => {
  await stampNoticeChanges(db);
  return readStampedNoticeChanges(db, options);
};
