import {
  REGISTRATION_STATUS_LABELS,
  SUPPLIER_CHANGE_STATUS_LABELS,
  type TStatusCount,
} from '@supportal/contract';
import { and, count, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/database.js';
import { supplierChangeRequests, supplierRegistrations } from '../../db/schema/index.js';
import { inScope, type TStatisticsScope } from './statistics-scope.js';

/** Every known status in its fixed order with its count (0 when none), then any status not known here. */
const byStatus = (
  labels: Readonly<Record<string, string>>,
  rows: readonly { status: string; count: number }[],
): TStatusCount[] => {
  const counted = new Map(rows.map((row) => [row.status, row.count]));
  const unknown = rows.filter((row) => !(row.status in labels)).map((row) => row.status);
  return [...Object.keys(labels), ...unknown].map((status) => ({
    status,
    statusName: labels[status] ?? status,
    count: counted.get(status) ?? 0,
  }));
};

const countByStatus = (
  db: TDatabase,
  table: typeof supplierChangeRequests | typeof supplierRegistrations,
  where: SQL | undefined,
) => db.select({ status: table.status, count: count() }).from(table).where(where).groupBy(table.status);

/**
 * Change requests and registrations submitted in the period, by their status now. Registrations count
 * for the unit that reviews them; change requests are all reviewed by 总部 (supplier-info), so only
 * 总部's scope counts them.
 */
export const supplierStatistics = async (
  db: TDatabase,
  scope: TStatisticsScope,
  period: { from: Date; to: Date },
) => {
  const submittedIn = (column: AnyPgColumn) => and(gte(column, period.from), lt(column, period.to));
  const [changeRows, registrationRows] = await Promise.all([
    scope.everything
      ? countByStatus(db, supplierChangeRequests, submittedIn(supplierChangeRequests.submittedAt))
      : [],
    countByStatus(
      db,
      supplierRegistrations,
      and(
        submittedIn(supplierRegistrations.submittedAt),
        inScope(scope, supplierRegistrations.reviewOrgCode),
      ),
    ),
  ]);
  return {
    changeRequests: byStatus(SUPPLIER_CHANGE_STATUS_LABELS, changeRows),
    registrations: byStatus(REGISTRATION_STATUS_LABELS, registrationRows),
  };
};
