import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/database.js';
import { publishingUnits } from '../notice-publishing/index.js';

/**
 * Whose numbers a staff member sees: their unit and the units below it, as the console's books
 * (publishingUnits); 总部 sees everything, rows without a unit too.
 */
export type TStatisticsScope = {
  everything: boolean;
  units: readonly { orgCode: string; orgName: string }[];
};

const HEADQUARTERS_LEVEL = '1';

export const statisticsScopeOf = async (db: TDatabase, corpCode: string): Promise<TStatisticsScope> => {
  // The caller's own unit comes first (publishingUnits orders by level).
  const units = await publishingUnits(db, corpCode);
  return { everything: units[0]?.unitLevel === HEADQUARTERS_LEVEL, units };
};

/** The condition keeping rows of the scope's units (none at all for an empty scope). */
export const inScope = (scope: TStatisticsScope, orgCode: AnyPgColumn): SQL => {
  if (scope.everything) return sql`true`;
  if (scope.units.length === 0) return sql`false`;
  return inArray(
    orgCode,
    scope.units.map((unit) => unit.orgCode),
  );
};
