import { addMissingRows } from '../../db/add-missing-rows.js';
import type { TDatabase } from '../../db/database.js';
import { admAreas } from '../../db/schema/index.js';

export type TAdmAreaRow = typeof admAreas.$inferInsert;

/** Administrative areas (the 区划 units and notices name); codes already present are kept. */
export const addAdmAreas = (db: TDatabase, rows: readonly TAdmAreaRow[]) =>
  addMissingRows(db, admAreas, rows);
