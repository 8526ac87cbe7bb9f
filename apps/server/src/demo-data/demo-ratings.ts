import type { TSupplierRating } from '@supportal/contract';
import type { TDatabase } from '../db/database.js';
import { addSupplierRatings } from '../modules/suppliers/index.js';
import { HEADQUARTERS } from './areas-and-orgs.js';
import { chinaYear, DAY_MS } from './china-dates.js';

type TDemoRating = { supplierCode: string; grade: TSupplierRating['grade']; score: number };

/**
 * The last two yearly ratings of the demo suppliers; 恒远电力工程有限公司 (SUP100003) has none, so
 * its home shows no reminder.
 */
const LATEST: readonly TDemoRating[] = [
  { supplierCode: 'SUP100001', grade: 'A', score: 92.35 },
  { supplierCode: 'SUP100002', grade: 'B', score: 84.6 },
];
const PREVIOUS: readonly TDemoRating[] = [
  { supplierCode: 'SUP100001', grade: 'B', score: 86.1 },
  { supplierCode: 'SUP100002', grade: 'B', score: 81.25 },
];

/** Ratings of last year, published a week before `now`, and of the year before; existing rows are kept. */
export const seedDemoRatings = async (db: TDatabase, now: Date): Promise<number> => {
  const year = chinaYear(now);
  const rows = [
    ...LATEST.map((rating) => ({ ...rating, year: year - 1, publishedAt: now.getTime() - 7 * DAY_MS })),
    ...PREVIOUS.map((rating) => ({ ...rating, year: year - 2, publishedAt: now.getTime() - 372 * DAY_MS })),
  ].map(({ year: ratedYear, publishedAt, ...rating }) => ({
    ...rating,
    period: `${ratedYear}年度`,
    ratedByOrgCode: HEADQUARTERS.orgCode,
    publishedAt: new Date(publishedAt),
  }));
  return addSupplierRatings(db, rows);
};
