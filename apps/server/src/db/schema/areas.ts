import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Administrative areas: provinces (level 1) and their cities (level 2). */
export const admAreas = pgTable(
  'adm_areas',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('adm_areas_parent_idx').on(table.parentCode, table.sort)],
);
