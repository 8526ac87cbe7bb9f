import { z } from 'zod';
import { defineEndpoint } from './area.js';

/** Grades of the yearly supplier rating, best first. */
export const SUPPLIER_RATING_GRADES = ['A', 'B', 'C', 'D'] as const;

/** One published rating result of a supplier (table supplier_ratings). */
export const ZSupplierRating = z.object({
  supplierCode: z.string(),
  supplierName: z.string(),
  period: z.string().describe('评级周期，如 2026年度'),
  grade: z.enum(SUPPLIER_RATING_GRADES).describe('评级结果 A/B/C/D'),
  score: z.number().describe('综合得分（百分制，两位小数）'),
  ratedByOrgName: z.string().describe('评级单位'),
  publishedAt: z.string().describe('发布时间 YYYY-MM-DD HH:mm:ss（北京时间）'),
});
export type TSupplierRating = z.infer<typeof ZSupplierRating>;

/**
 * The caller's own latest published rating (the rating-result reminder of the supplier home); null when
 * the company has none. Supplier accounts only: the server reads the company from the session.
 */
export const queryLatestRatingResult = defineEndpoint('POST', '/supplier-portal/query-latest-rating-result', {
  summary: '当前供应商最新发布的评级结果（首页评级结果提醒），无结果时为 null；仅供应商账号',
  access: 'session',
  data: ZSupplierRating.nullable(),
});
