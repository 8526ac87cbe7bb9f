import { monthsOf, noticeTypeLabel, type TStatisticsPeriod } from '@supportal/contract';
import { and, between, desc, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { noticeMonthCounts, orgs } from '../../db/schema/index.js';
import { inScope, type TStatisticsScope } from './statistics-scope.js';
import { messages } from './messages.js';

/** Units the by-unit chart names; the rest are summed into one 其他单位 bar, so the totals still add up. */
export const NAMED_UNITS = 15;
const OTHER_UNITS_CODE = 'other';

/**
 * Notices published per month and type, per unit, and amendments and withdrawals per month, all from
 * the monthly counts the triggers of migration 0031 keep (a few rows per unit and month).
 */
export const noticeStatistics = async (db: TDatabase, scope: TStatisticsScope, period: TStatisticsPeriod) => {
  const where = and(
    between(noticeMonthCounts.month, period.fromMonth, period.toMonth),
    inScope(scope, noticeMonthCounts.orgCode),
  );
  const published = sql<number>`sum(${noticeMonthCounts.published})::integer`;
  const [perMonthRows, perUnitRows, changeRows] = await Promise.all([
    db
      .select({ month: noticeMonthCounts.month, type: noticeMonthCounts.purchaseNoticeType, published })
      .from(noticeMonthCounts)
      .where(where)
      .groupBy(noticeMonthCounts.month, noticeMonthCounts.purchaseNoticeType)
      .having(sql`sum(${noticeMonthCounts.published}) > 0`)
      .orderBy(noticeMonthCounts.month, noticeMonthCounts.purchaseNoticeType),
    db
      .select({ orgCode: noticeMonthCounts.orgCode, published })
      .from(noticeMonthCounts)
      .where(where)
      .groupBy(noticeMonthCounts.orgCode)
      .having(sql`sum(${noticeMonthCounts.published}) > 0`)
      .orderBy(desc(published), noticeMonthCounts.orgCode),
    db
      .select({
        month: noticeMonthCounts.month,
        amended: sql<number>`sum(${noticeMonthCounts.amended})::integer`,
        withdrawn: sql<number>`sum(${noticeMonthCounts.withdrawn})::integer`,
      })
      .from(noticeMonthCounts)
      .where(where)
      .groupBy(noticeMonthCounts.month),
  ]);
  const named = perUnitRows.slice(0, NAMED_UNITS);
  const rest = perUnitRows.slice(NAMED_UNITS);
  const namedCodes = named.map((row) => row.orgCode).filter((code) => code !== '');
  const nameRows =
    namedCodes.length === 0
      ? []
      : await db
          .select({ code: orgs.code, name: orgs.name })
          .from(orgs)
          .where(inArray(orgs.code, namedCodes));
  const nameOf = new Map(nameRows.map((row) => [row.code, row.name]));
  const changesOf = new Map(changeRows.map((row) => [row.month, row]));
  return {
    perMonth: perMonthRows.map((row) => ({
      month: row.month,
      purchaseNoticeType: row.type,
      typeName: noticeTypeLabel(row.type) ?? row.type,
      published: row.published,
    })),
    perUnit: [
      ...named.map((row) => ({
        orgCode: row.orgCode,
        orgName: nameOf.get(row.orgCode) ?? messages.noUnit,
        published: row.published,
      })),
      ...(rest.length > 0
        ? [
            {
              orgCode: OTHER_UNITS_CODE,
              orgName: messages.otherUnits(rest.length),
              published: rest.reduce((sum, row) => sum + row.published, 0),
            },
          ]
        : []),
    ],
    changesPerMonth: monthsOf(period.fromMonth, period.toMonth).map((month) => ({
      month,
      amended: changesOf.get(month)?.amended ?? 0,
      withdrawn: changesOf.get(month)?.withdrawn ?? 0,
    })),
  };
};
