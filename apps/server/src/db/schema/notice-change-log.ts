import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, parentId } from './columns.js';
import { notices } from './notices.js';

/**
 * The notice change log: one row per change a reader outside can notice (published, amended,
 * withdrawn, expired early, back in force), written by the notice writer in the transaction of the
 * change. Readers follow `position`, which the stamper (notice-change-log.ts) assigns after commit in
 * one serialized step, so a reader past position N has seen every change up to N; `id` is only the
 * order of writing (a sequence value is taken before commit, so it is no safe cursor).
 */
export const noticeChanges = pgTable(
  'notice_changes',
  {
    id: id(),
    /** Null until stamped; then 1, 2, 3… in the order readers see changes. */
    position: bigint('position', { mode: 'number' }),
    noticeId: parentId('notice_id', () => notices.id),
    kind: text('kind').notNull(),
    /** The notice's revision after the change. */
    revision: integer('revision').notNull(),
    /** Why it was amended, withdrawn or expired early, as visitors read it; null otherwise. */
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notice_changes_position_uq').on(table.position),
    index('notice_changes_unstamped_idx')
      .on(table.id)
      .where(sql`position IS NULL`),
  ],
);

/** Positions of consumers of the notice change log (the alert matcher): one row each, locked while it works. */
export const changeLogConsumers = pgTable('change_log_consumers', {
  name: text('name').primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
