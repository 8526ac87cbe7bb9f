import {
  SEARCH_MISS_TOP,
  queryAlertStatistics,
  queryApprovalStatistics,
  queryNoticeStatistics,
  querySearchMisses,
  querySupplierStatistics,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import { frequentSearchMisses } from '../notices/index.js';
import { actorOf } from '../workflow/index.js';
import { alertStatistics } from './alert-statistics.js';
import { approvalStatistics } from './approval-statistics.js';
import { noticeStatistics } from './notice-statistics.js';
import { periodInstants } from './statistics-period.js';
import { statisticsScopeOf } from './statistics-scope.js';
import { supplierStatistics } from './supplier-statistics.js';

/**
 * 统计分析: one call per chart, each over a period of China-time months and the caller's unit and the
 * units below it (总部: all). Zero-result searches are anonymous and belong to no unit: every staff
 * member sees the same list.
 */
export const statisticsEndpoints = (db: TDatabase, now: () => Date = () => new Date()) => {
  const scopeOf = (context: Parameters<typeof actorOf>[0]) =>
    statisticsScopeOf(db, actorOf(context).corpCode);
  return [
    bindEndpoint(queryNoticeStatistics, async ({ body }, context) =>
      noticeStatistics(db, await scopeOf(context), body),
    ),
    bindEndpoint(queryApprovalStatistics, async ({ body }, context) => ({
      steps: await approvalStatistics(db, await scopeOf(context), periodInstants(body), now()),
    })),
    bindEndpoint(querySupplierStatistics, async ({ body }, context) =>
      supplierStatistics(db, await scopeOf(context), periodInstants(body)),
    ),
    bindEndpoint(queryAlertStatistics, async ({ body }, context) => ({
      channels: await alertStatistics(db, await scopeOf(context), periodInstants(body)),
    })),
    bindEndpoint(querySearchMisses, async ({ body }) => ({
      keywords: await frequentSearchMisses(db, periodInstants(body), SEARCH_MISS_TOP),
    })),
  ];
};
