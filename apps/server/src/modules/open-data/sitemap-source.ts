import { VISITOR_VIEW } from '@supportal/contract';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { notices } from '../../db/schema/index.js';

/** A notice as a sitemap lists it: its id and when it last changed. */
export type TSitemapNotice = { id: number; lastModified: Date };
/** One part of the notice sitemap: how many notices it lists and the latest change among them. */
export type TSitemapPart = { part: number; urls: number; lastModified: Date };

/**
 * Notices anyone may read whose publication time has come: never those for logged-in users only,
 * nor scheduled ones. Withdrawn and expired notices keep their public page (with the reason), so
 * they stay listed.
 */
const sitemapConditions = (now: Date) =>
  and(
    eq(notices.visitorView, VISITOR_VIEW.public),
    isNotNull(notices.publishedAt),
    lte(notices.publishedAt, now),
  );

const lastModifiedColumn = sql<Date | string>`greatest(${notices.updatedAt}, ${notices.publishedAt})`;

/** The parts of the notice sitemap, in id order, each at most `partSize` notices. */
export const sitemapParts = async (db: TDatabase, now: Date, partSize: number): Promise<TSitemapPart[]> => {
  // The part is computed once per row, inside: grouping by an expression with its own parameter would
  // not be the selected expression to PostgreSQL.
  const ranked = db
    .select({
      part: sql<number>`(row_number() over (order by ${notices.id}) - 1) / ${partSize}::int + 1`.as('part'),
      lastModified: lastModifiedColumn.as('last_modified'),
    })
    .from(notices)
    .where(sitemapConditions(now))
    .as('ranked');
  const rows = await db
    .select({
      part: ranked.part,
      urls: sql<number>`count(*)::int`,
      lastModified: sql<Date | string>`max(${ranked.lastModified})`,
    })
    .from(ranked)
    .groupBy(ranked.part)
    .orderBy(ranked.part);
  return rows.map((row) => ({
    part: Number(row.part),
    urls: Number(row.urls),
    lastModified: new Date(row.lastModified),
  }));
};

/** The notices of one part (from 1) of the notice sitemap. */
export const sitemapNotices = async (
  db: TDatabase,
  now: Date,
  partSize: number,
  part: number,
): Promise<TSitemapNotice[]> => {
  const rows = await db
    .select({ id: notices.id, lastModified: lastModifiedColumn })
    .from(notices)
    .where(sitemapConditions(now))
    .orderBy(asc(notices.id))
    .limit(partSize)
    .offset((part - 1) * partSize);
  return rows.map((row) => ({ id: row.id, lastModified: new Date(row.lastModified) }));
};
