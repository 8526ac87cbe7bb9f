import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, id } from './columns.js';
import { files } from './files.js';
import { orgs } from './organizations.js';

/**
 * Suppliers the portal knows and their live company record (企业信息). The record changes only when a
 * change request is approved (same transaction, `version` + 1, a full snapshot in supplier_versions).
 * Base fields are null for suppliers whose record was never entered (version 0).
 */
export const suppliers = pgTable('suppliers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  uscc: text('uscc'),
  legalRepresentative: text('legal_representative'),
  /** 注册资本（万元）. */
  registeredCapital: numeric('registered_capital', { precision: 14, scale: 2 }),
  address: text('address'),
  businessScope: text('business_scope'),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const supplierCode = () =>
  text('supplier_code')
    .notNull()
    .references(() => suppliers.code, { onDelete: 'cascade' });

export const supplierContacts = pgTable(
  'supplier_contacts',
  {
    id: id(),
    supplierCode: supplierCode(),
    sort: integer('sort').notNull(),
    name: text('name').notNull(),
    position: text('position'),
    mobile: text('mobile').notNull(),
    email: text('email'),
  },
  (table) => [index('supplier_contacts_supplier_idx').on(table.supplierCode, table.sort)],
);

export const supplierBankAccounts = pgTable(
  'supplier_bank_accounts',
  {
    id: id(),
    supplierCode: supplierCode(),
    sort: integer('sort').notNull(),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    branchName: text('branch_name').notNull(),
    accountNumber: text('account_number').notNull(),
  },
  (table) => [index('supplier_bank_accounts_supplier_idx').on(table.supplierCode, table.sort)],
);

/** Qualification certificates; valid_to is indexed for expiry reminders. */
export const supplierCertificates = pgTable(
  'supplier_certificates',
  {
    id: id(),
    supplierCode: supplierCode(),
    sort: integer('sort').notNull(),
    certType: text('cert_type').notNull(),
    certNumber: text('cert_number').notNull(),
    issuer: text('issuer').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    fileId: bigint('file_id', { mode: 'number' }).references(() => files.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('supplier_certificates_supplier_idx').on(table.supplierCode, table.sort),
    index('supplier_certificates_valid_to_idx').on(table.validTo),
  ],
);

export const supplierCategories = pgTable(
  'supplier_categories',
  {
    supplierCode: supplierCode(),
    categoryCode: text('category_code').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [primaryKey({ columns: [table.supplierCode, table.categoryCode] })],
);

/** Every approved version of a company record, as a full snapshot (history; never changed). */
export const supplierVersions = pgTable(
  'supplier_versions',
  {
    id: id(),
    supplierCode: supplierCode(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    changeRequestId: bigint('change_request_id', { mode: 'number' }),
    approverAccountId: bigint('approver_account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('supplier_versions_uq').on(table.supplierCode, table.version)],
);

/**
 * Change requests of a company record (module SUPPLIER_INFO_CHANGE): the whole proposed record and the
 * live one it was based on. At most one open (editing or in review) per supplier, by a partial unique
 * index, so two instances accepting at once cannot both win.
 */
export const supplierChangeRequests = pgTable(
  'supplier_change_requests',
  {
    id: id(),
    supplierCode: supplierCode(),
    requesterAccountId: bigint('requester_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    status: text('status').notNull(),
    baseVersion: integer('base_version').notNull(),
    baseSnapshot: jsonb('base_snapshot').notNull(),
    proposedSnapshot: jsonb('proposed_snapshot').notNull(),
    touchesBankAccounts: boolean('touches_bank_accounts').notNull(),
    approvedVersion: integer('approved_version'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('supplier_change_requests_supplier_idx').on(table.supplierCode, table.id.desc()),
    uniqueIndex('supplier_change_requests_open_uq')
      .on(table.supplierCode)
      .where(sql`${table.status} IN ('editing', 'in-review')`),
  ],
);

/**
 * Published rating results of suppliers (one per supplier and period, e.g. 2026年度); the supplier home
 * reminds a supplier of its latest one.
 */
export const supplierRatings = pgTable(
  'supplier_ratings',
  {
    id: id(),
    supplierCode: text('supplier_code')
      .notNull()
      .references(() => suppliers.code),
    period: text('period').notNull(),
    /** 'A' to 'D' (SUPPLIER_RATING_GRADES). */
    grade: text('grade').notNull(),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    ratedByOrgCode: text('rated_by_org_code')
      .notNull()
      .references(() => orgs.code),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('supplier_ratings_period_uq').on(table.supplierCode, table.period),
    index('supplier_ratings_latest_idx').on(table.supplierCode, table.publishedAt),
    check('supplier_ratings_grade_ck', sql`${table.grade} in ('A', 'B', 'C', 'D')`),
    check('supplier_ratings_score_ck', sql`${table.score} between 0 and 100`),
  ],
);
