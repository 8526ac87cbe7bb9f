import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { id } from './columns.js';

/** Who did what from where: logins, failures, lockouts, codes sent, logouts, bindings. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    /** The login name as given (also for unknown accounts), trimmed and cut to 64 characters. */
    loginName: text('login_name'),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'set null',
    }),
    ip: text('ip').notNull(),
    detail: text('detail'),
    /** Who made a change to the account (a main account managing its sub-account); null for its own acts. */
    actorAccountId: bigint('actor_account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('audit_events_occurred_idx').on(table.occurredAt.desc()),
    index('audit_events_login_name_idx').on(table.loginName, table.occurredAt.desc()),
    index('audit_events_account_idx').on(table.accountId, table.occurredAt.desc()),
    index('audit_events_actor_idx').on(table.actorAccountId, table.occurredAt.desc()),
  ],
);
