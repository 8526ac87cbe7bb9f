import { ACCOUNT_KINDS, queryLatestRatingResult, type TSupplierRating } from '@supportal/contract';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { orgs, supplierRatings, suppliers } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';

const SUPPLIERS_ONLY_MESSAGE = '评级结果仅供供应商账号查看';

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

export const ratingEndpoints = (db: TDatabase) => [
  // The company comes from the session, never from the request: a supplier sees only its own rating.
  bindEndpoint(queryLatestRatingResult, async (_input, { caller }) => {
    if (caller?.kind !== ACCOUNT_KINDS.supplier) throw new AppError('forbidden', SUPPLIERS_ONLY_MESSAGE);
    return latestRatingOf(db, caller.corpCode, new Date());
  }),
];
