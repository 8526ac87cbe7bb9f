import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, id } from './columns.js';
import { files } from './files.js';
import { orgs } from './organizations.js';
import { suppliers } from './suppliers.js';

/**
 * 供应商注册 applications (module SUPPLIER_REGISTRATION), from companies without an account. The
 * proposed record is one JSON snapshot; the chosen password waits here as a scrypt hash until the
 * approval creates the account. One open or approved application per USCC (partial unique index).
 */
export const supplierRegistrations = pgTable(
  'supplier_registrations',
  {
    id: id(),
    applicationNo: text('application_no').notNull().unique(),
    /** REGISTRATION_STATUSES. */
    status: text('status').notNull(),
    uscc: text('uscc').notNull(),
    supplierName: text('supplier_name').notNull(),
    /** The verified contact mobile: with applicationNo it opens the status lookup. */
    mobile: text('mobile').notNull(),
    /** base, categories, certificates (with file ids and names) and contact. */
    proposed: jsonb('proposed').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The unit whose staff review it: the province of the address, or 总部 for national categories. */
    reviewOrgCode: text('review_org_code')
      .notNull()
      .references(() => orgs.code),
    /** SHA-256 of the correction link's token while returned; null otherwise. */
    correctionTokenHash: text('correction_token_hash').unique(),
    supplierCode: text('supplier_code').references(() => suppliers.code),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('supplier_registrations_uscc_uq')
      .on(table.uscc)
      .where(sql`${table.status} IN ('in-review', 'returned', 'approved')`),
  ],
);

/**
 * Anonymous uploads of a registration, bound to the SHA-256 of the session or correction token that
 * uploaded them: only a call bearing that token can attach them.
 */
export const supplierRegistrationUploads = pgTable('supplier_registration_uploads', {
  fileId: bigint('file_id', { mode: 'number' })
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
});
