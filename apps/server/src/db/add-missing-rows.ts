import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDatabase } from './database.js';

/**
 * Inserts rows whose keys are not taken yet and keeps the rows already there (a re-run of the demo
 * data, reference rows an operator loaded first). Returns how many were added.
 */
export const addMissingRows = async <TTable extends PgTable>(
  db: Pick<TDatabase, 'insert'>,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
): Promise<number> => {
  if (rows.length === 0) return 0;
  const added = await db
    .insert(table)
    .values([...rows])
    .onConflictDoNothing()
    .returning();
  return added.length;
};
