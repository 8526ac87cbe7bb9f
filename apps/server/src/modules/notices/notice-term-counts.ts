import { sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';

/**
 * Counts the notices `n` of `where` (every notice without it) under each term of `terms` (a text array
 * over `n`), per visibility, history, type and unit level, in one grouped insert into
 * notice_term_counts: what the count triggers (migrations 0003 and 0025) do for the rows of one
 * statement, for writes that move many notices or terms at once.
 */
export const addNoticeTermCounts = (db: Pick<TDatabase, 'execute'>, terms: SQL, where?: SQL) =>
  db.execute(sql`
    INSERT INTO "notice_term_counts" AS c
      ("term", "is_history", "visitor_view", "purchase_notice_type", "results_notice_type", "unit_level", "notice_count")
    SELECT t."term", n."is_history", n."visitor_view", n."purchase_notice_type",
           coalesce(n."results_notice_type", ''), coalesce(n."unit_level", ''), count(*)::integer
    FROM "notices" AS n CROSS JOIN LATERAL unnest(${terms}) AS t("term")
    ${where ? sql`WHERE ${where}` : sql``}
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT "notice_term_counts_pk"
      DO UPDATE SET "notice_count" = c."notice_count" + excluded."notice_count"`);
