import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Short-lived shared state when no Redis is configured: sessions, captcha answers, codes and
 * rate-limit counters, one row per key with its expiry. Expired rows are ignored and swept.
 */
export const sessionStoreEntries = pgTable(
  'session_store_entries',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('session_store_entries_expires_idx').on(table.expiresAt)],
);
