import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

/**
 * Keyword searches of the public notice lists, anonymous on purpose: the keyword, when and how many
 * notices matched; no account, session or address. Kept 90 days (a sweep deletes older rows); the
 * statistics count the ones that found nothing.
 */
export const keywordSearches = pgTable(
  'keyword_searches',
  {
    id: id(),
    keyword: text('keyword').notNull(),
    resultCount: integer('result_count').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('keyword_searches_searched_idx').on(table.searchedAt),
    index('keyword_searches_misses_idx')
      .on(table.searchedAt, table.keyword)
      .where(sql`result_count = 0`),
  ],
);
