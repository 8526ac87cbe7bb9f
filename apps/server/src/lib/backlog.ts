import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../db/database.js';

/** Work waiting for a background task: how many items are due and since when the oldest one is. */
export type TBacklogSize = { due: number; oldestDueAt: Date | null };

/**
 * A queue of background work a module owns (notices due to publish, alerts due to send…), measured
 * when metrics are scraped. Named `<module>.<what>`, like sweeps.
 */
export type TBacklog = { name: string; measure: () => Promise<TBacklogSize> };

/** One aggregate over the rows a sweep would claim now: the count and the earliest due time. */
export const measureDueRows = async (
  db: TDatabase,
  table: PgTable,
  due: SQL | undefined,
  dueAt: PgColumn | SQL,
): Promise<TBacklogSize> => {
  const [row] = await db
    .select({
      due: sql<number>`count(*)::int`,
      // Seconds since the epoch: drivers differ in how they hand back a bare timestamp.
      oldestEpoch: sql<number | null>`extract(epoch from min(${dueAt}))::float8`,
    })
    .from(table)
    .where(due);
  const oldestEpoch = row?.oldestEpoch ?? null;
  return {
    due: row?.due ?? 0,
    oldestDueAt: oldestEpoch === null ? null : new Date(Number(oldestEpoch) * 1000),
  };
};
