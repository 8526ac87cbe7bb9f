import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, id, parentId } from './columns.js';

/** In-app notifications (the workspace bell): one row per recipient account. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientAccountId: parentId('recipient_account_id', () => accounts.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path of this site, made by the server. */
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_recipient_idx').on(table.recipientAccountId, table.id),
    index('notifications_unread_idx')
      .on(table.recipientAccountId)
      .where(sql`${table.readAt} IS NULL`),
  ],
);
