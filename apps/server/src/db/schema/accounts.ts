import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/**
 * Login accounts of suppliers and staff. The password is kept only as a scrypt hash
 * (`scrypt$N$r$p$salt$hash`); login names are unique whatever their case.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    loginName: text('login_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The password was issued by someone else (generated at creation or reset): the owner must change it first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    displayName: text('display_name').notNull(),
    /** 'supplier' or 'staff'. */
    kind: text('kind').notNull(),
    supplierCode: text('supplier_code'),
    supplierName: text('supplier_name'),
    /** Supplier code for suppliers, the org code of the unit for staff. */
    corpCode: text('corp_code').notNull(),
    corpName: text('corp_name').notNull(),
    /** Staff only: '01' 总部, '02' 省分, '03' 地市. */
    orgLevel: text('org_level'),
    mobile: text('mobile'),
    email: text('email'),
    secondAuth: boolean('second_auth').notNull().default(false),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('accounts_login_name_uq').on(sql`lower(${table.loginName})`)],
);
