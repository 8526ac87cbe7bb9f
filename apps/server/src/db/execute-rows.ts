import type { SQL } from 'drizzle-orm';
import type { TDatabase } from './database.js';

/**
 * The rows of raw SQL (for what the query builder cannot say): node-postgres answers a result with
 * `rows`, PGlite's driver the rows themselves.
 */
export const executeRows = async <TRow extends Record<string, unknown>>(
  db: Pick<TDatabase, 'execute'>,
  query: SQL,
): Promise<TRow[]> => {
  const result: unknown = await db.execute<TRow>(query);
  return Array.isArray(result) ? (result as TRow[]) : (result as { rows: TRow[] }).rows;
};
