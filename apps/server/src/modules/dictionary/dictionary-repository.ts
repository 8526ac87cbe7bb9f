import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDictionaryGroup, TDictionaryGroups, TInterfaceEntry } from '@supportal/contract';
import { addMissingRows } from '../../db/add-missing-rows.js';
import type { TDatabase } from '../../db/database.js';
import { dictionaryEntries } from '../../db/schema/index.js';

export type TDictionaryEntryRow = typeof dictionaryEntries.$inferInsert;

/** Entries a deployment starts with; an entry already present (same group and value) is kept. */
export const addDictionaryEntries = (db: TDatabase, rows: readonly TDictionaryEntryRow[]) =>
  addMissingRows(db, dictionaryEntries, rows);

/** Enabled entries of the given groups in display order; every asked group is present, maybe empty. */
export const findDictionaryGroups = async (db: TDatabase, groups: string[]): Promise<TDictionaryGroups> => {
  const rows = await db
    .select({
      dictType: dictionaryEntries.dictType,
      value: dictionaryEntries.value,
      label: dictionaryEntries.label,
    })
    .from(dictionaryEntries)
    .where(and(inArray(dictionaryEntries.dictType, groups), eq(dictionaryEntries.enabled, true)))
    .orderBy(asc(dictionaryEntries.dictType), asc(dictionaryEntries.sort), asc(dictionaryEntries.id));
  const result: TDictionaryGroups = Object.fromEntries(groups.map((group) => [group, []]));
  for (const row of rows) {
    if (Object.hasOwn(result, row.dictType))
      result[row.dictType]?.push({ value: row.value, label: row.label });
  }
  return result;
};

/** Whether an enabled entry of the group has this value: a field the dictionary's admin defines. */
export const isDictionaryValue = async (
  db: Pick<TDatabase, 'select'>,
  group: TDictionaryGroup,
  value: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: dictionaryEntries.id })
    .from(dictionaryEntries)
    .where(
      and(
        eq(dictionaryEntries.dictType, group),
        eq(dictionaryEntries.value, value),
        eq(dictionaryEntries.enabled, true),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** The partner allow-list as it is now: the enabled OBP_INTERFACE entries, read fresh every time. */
export const loadInterfaceEntries = async (db: TDatabase): Promise<TInterfaceEntry[]> =>
  (await findDictionaryGroups(db, ['OBP_INTERFACE'])).OBP_INTERFACE ?? [];
