import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { parentId } from './columns.js';

/** Menu authorities (spec section 6): a flat list the workspace nests by parentCode. */
export const authorities = pgTable('authorities', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  parentCode: text('parent_code'),
  url: text('url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** Which authorities a role grants; accounts hold role names. */
export const roleAuthorities = pgTable(
  'role_authorities',
  {
    role: text('role').notNull(),
    authorityCode: text('authority_code')
      .notNull()
      .references(() => authorities.code, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.role, table.authorityCode] })],
);

/**
 * Menu items one sub-account may use, chosen by a main account of its company (README, Sub-accounts).
 * The caller resolver intersects them with what the roles allow, so a grant never widens a role.
 */
export const accountAuthorityGrants = pgTable(
  'account_authority_grants',
  {
    accountId: parentId('account_id', () => accounts.id),
    authorityCode: text('authority_code')
      .notNull()
      .references(() => authorities.code, { onDelete: 'cascade' }),
    grantedBy: bigint('granted_by', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'set null',
    }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.authorityCode] })],
);

/**
 * The shipped menu rows (authorities, role grants) already installed once: start-up installs only
 * rows not listed here, so an administrator's edits and deletions stay (README, The shipped menu).
 */
export const shippedReferenceRows = pgTable(
  'shipped_reference_rows',
  {
    /** 'authority' or 'role-authority'. */
    kind: text('kind').notNull(),
    /** The authority code, or 'ROLE|CODE'. */
    key: text('key').notNull(),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);
