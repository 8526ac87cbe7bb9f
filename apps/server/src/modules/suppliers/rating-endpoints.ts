import { queryLatestRatingResult, type TSupplierRating } from '@supportal/contract';
import { and, desc, eq, lte } from 'drizzle-orm';
import { addMissingRows } from '../../db/add-missing-rows.js';
import type { TDatabase } from '../../db/database.js';
import { orgs, supplierRatings, suppliers } from '../../db/schema/index.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import { enforce } from '../../lib/policy-verdict.js';
import { actorOf } from '../workflow/index.js';
import { mayActForOwnCompany } from './supplier-policy.js';

/** The latest rating of one supplier already published at `now`, or null. */
export const latestRatingOf = async (
  db: TDatabase,
  supplierCode: string,
  now: Date,
): Promise<TSupplierRating | null> => {
  const [row] = await db
    .select({
      supplierCode: supplierRatings.supplierCode,
      supplierName: suppliers.name,
      period: supplierRatings.period,
      grade: supplierRatings.grade,
      score: supplierRatings.score,
      ratedByOrgName: orgs.name,
      publishedAt: supplierRatings.publishedAt,
    })
    .from(supplierRatings)
    .innerJoin(suppliers, eq(suppliers.code, supplierRatings.supplierCode))
    .innerJoin(orgs, eq(orgs.code, supplierRatings.ratedByOrgCode))
    .where(and(eq(supplierRatings.supplierCode, supplierCode), lte(supplierRatings.publishedAt, now)))
    .orderBy(desc(supplierRatings.publishedAt), desc(supplierRatings.id))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    grade: row.grade as TSupplierRating['grade'],
    publishedAt: formatChinaTime(row.publishedAt) ?? '',
  };
};

export type TSupplierRatingRow = typeof supplierRatings.$inferInsert;

/** Yearly ratings as 总部 publishes them; a rating already there (same supplier and period) is kept. */
export const addSupplierRatings = (db: TDatabase, rows: readonly TSupplierRatingRow[]) =>
  addMissingRows(db, supplierRatings, rows);

export const ratingEndpoints = (db: TDatabase) => [
  // The company comes from the session, never from the request: a supplier sees only its own rating.
  bindEndpoint(queryLatestRatingResult, async (_input, context) => {
    const caller = actorOf(context);
    enforce(mayActForOwnCompany(caller, 'rating'));
    return latestRatingOf(db, caller.corpCode, new Date());
  }),
];
