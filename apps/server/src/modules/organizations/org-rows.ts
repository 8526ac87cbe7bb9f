import { addMissingRows } from '../../db/add-missing-rows.js';
import type { TDatabase } from '../../db/database.js';
import { orgs } from '../../db/schema/index.js';

export type TOrgRow = typeof orgs.$inferInsert;

/** Units of the three-level tree, parents before children; codes already present are kept. */
export const addOrgs = (db: TDatabase, rows: readonly TOrgRow[]) => addMissingRows(db, orgs, rows);
