import { monthsOf, noticeTypeLabel, type TStatisticsPeriod } from '@supportal/contract';
import { and, between, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { noticeMonthCounts, orgs } from '../../db/schema/index.js';
import { inScope, type TStatisticsScope } from './statistics-scope.js';
import { messages } from './messages.js';

/** Units the by-unit chart names; the rest are summed into one 其他单位 bar, so the totals still add up. */
export const NAMED_UNITS = 15;
const OTHER_UNITS_CODE = 'other';

/** Which GROUPING SETS row it is: GROUPING(month, org, type) has a bit set for each column summed over. */
const BY_MONTH_AND_TYPE = 0b010;
const BY_UNIT = 0b101;
const BY_MONTH = 0b011;
/** Code order, as the codes compare in the database (ASCII). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Notices published per month and type, per unit, and amendments and withdrawals per month, all from
 * the monthly counts the triggers of migration 0031 keep (a few rows per unit and month), in one pass
 * over the period's rows (GROUPING SETS): at a million notices 总部's three years are ~100,000 rows.
 */
export const noticeStatistics = async (db: TDatabase, scope: TStatisticsScope, period: TStatisticsPeriod) => {
  const rows = await db
    .select({
      month: noticeMonthCounts.month,
      orgCode: noticeMonthCounts.orgCode,
      type: noticeMonthCounts.purchaseNoticeType,
      published: sql<number>`sum(${noticeMonthCounts.published})::integer`,
      amended: sql<number>`sum(${noticeMonthCounts.amended})::integer`,
      withdrawn: sql<number>`sum(${noticeMonthCounts.withdrawn})::integer`,
      grouping: sql<number>`grouping(${noticeMonthCounts.month}, ${noticeMonthCounts.orgCode}, ${noticeMonthCounts.purchaseNoticeType})`,
    })
    .from(noticeMonthCounts)
    .where(
      and(
        between(noticeMonthCounts.month, period.fromMonth, period.toMonth),
        inScope(scope, noticeMonthCounts.orgCode),
      ),
    )
    .groupBy(
      sql`grouping sets ((${noticeMonthCounts.month}, ${noticeMonthCounts.purchaseNoticeType}), (${noticeMonthCounts.orgCode}), (${noticeMonthCounts.month}))`,
    );
  const inSet = (set: number) => rows.filter((row) => Number(row.grouping) === set);
  const perMonthRows = inSet(BY_MONTH_AND_TYPE)
    .filter((row) => row.published > 0)
    .sort((a, b) => byText(a.month, b.month) || byText(a.type, b.type));
  const perUnitRows = inSet(BY_UNIT)
    .filter((row) => row.published > 0)
    .sort((a, b) => b.published - a.published || byText(a.orgCode, b.orgCode));
  const changeRows = inSet(BY_MONTH);
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
