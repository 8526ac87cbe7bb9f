import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: id(),
    dictType: text('dict_type').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [uniqueIndex('dictionary_entries_type_value_uq').on(table.dictType, table.value)],
);
