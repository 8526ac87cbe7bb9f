import { boolean, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { admAreas } from './areas.js';

/** Purchasing units: 总部 (level 1), province branches (2) and city branches (3). */
export const orgs = pgTable(
  'orgs',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
    provAdmCode: text('prov_adm_code').references(() => admAreas.code),
    sort: integer('sort').notNull().default(0),
    /** A disabled unit takes no new accounts or units; its accounts keep working until disabled themselves. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('orgs_parent_idx').on(table.parentCode, table.sort)],
);
