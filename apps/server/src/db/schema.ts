import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The structured fields of a procurement notice (issue 11): notices, their drafts and the revisions an
 * amendment keeps carry them alike. Times are instants; the amount keeps its two decimals exactly.
 */
const procurementColumns = () => ({
  bidDeadline: timestamp('bid_deadline', { withTimezone: true }),
  bidOpeningAt: timestamp('bid_opening_at', { withTimezone: true }),
  budgetAmount: numeric('budget_amount', { precision: 18, scale: 2 }),
  budgetCurrency: text('budget_currency'),
  projectNumber: text('project_number'),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
});

/**
 * What a notice is (type, purchase mode) and who publishes it (unit, province): an amendment may change
 * them, so notices and the revisions amendments keep carry them alike.
 */
const noticeClassColumns = () => ({
  purchaseNoticeType: text('purchase_notice_type').notNull(),
  resultsNoticeType: text('results_notice_type'),
  purMode: text('pur_mode'),
  purModeLevel1: text('pur_mode_level1'),
  unitLevel: text('unit_level'),
  orgCode: text('org_code').references(() => orgs.code),
  orgName: text('org_name'),
  provAdmCode: text('prov_adm_code').references(() => admAreas.code),
  provAdmName: text('prov_adm_name'),
});

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

/** Purchasing units: 总部 (level 1), province branches (2) and city branches (3). */
export const orgs = pgTable(
  'orgs',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
    provAdmCode: text('prov_adm_code').references(() => admAreas.code),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('orgs_parent_idx').on(table.parentCode, table.sort)],
);

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

export const notices = pgTable(
  'notices',
  {
    id: id(),
    title: text('title').notNull(),
    /** Characters and overlapping pairs of the title (see title-grams.ts), for the keyword index. */
    titleGrams: text('title_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contentHtml: text('content_html').notNull().default(''),
    state: text('state').notNull().default('1'),
    ...noticeClassColumns(),
    visitorView: text('visitor_view').notNull().default('1'),
    isHistory: boolean('is_history').notNull().default(false),
    conversionMethod: text('conversion_method'),
    transformationField: text('transformation_field'),
    blackCode: text('black_code'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    effectAt: timestamp('effect_at', { withTimezone: true }),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    ...procurementColumns(),
    /** 1 as first published; each amendment keeps the version it replaces in notice_revisions. */
    revision: integer('revision').notNull().default(1),
    amendedAt: timestamp('amended_at', { withTimezone: true }),
    /** Why the notice is no longer in force (withdrawn or expired early), shown on its detail page. */
    stateReason: text('state_reason'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Lists read newest first (NULLS LAST, as the queries order): these serve the order and the
    // visibility filter of one type, or of all types, without sorting.
    index('notices_type_visible_published_idx').on(
      table.purchaseNoticeType,
      table.isHistory,
      table.visitorView,
      table.publishedAt.desc().nullsLast(),
      table.id.desc(),
    ),
    // Migration 0004 rebuilds it with INCLUDE (purchase_notice_type, results_notice_type, unit_level,
    // title), which Drizzle cannot express: common keywords are counted by an index-only walk.
    index('notices_visible_published_idx').on(
      table.isHistory,
      table.visitorView,
      table.publishedAt.desc().nullsLast(),
      table.id.desc(),
    ),
    index('notices_title_grams_gin').using('gin', table.titleGrams),
    // The expiry sweep: notices in force whose expiry time has come.
    index('notices_due_expiry_idx')
      .on(table.expireAt)
      .where(sql`state = '1' AND expire_at IS NOT NULL`),
    check('notices_budget_amount_not_negative', sql`budget_amount >= 0`),
  ],
);

/**
 * How many notices carry each title term, per visibility and type: the exact total of a list, or of a
 * one- or two-character keyword, is a sum over a few rows instead of a count over every match. Kept
 * by triggers on notices (migration 0003) in the writer's transaction, so it is never stale; the term
 * '' stands for every notice. Null results type and unit level are stored as ''.
 */
export const noticeTermCounts = pgTable(
  'notice_term_counts',
  {
    term: text('term').notNull(),
    isHistory: boolean('is_history').notNull(),
    visitorView: text('visitor_view').notNull(),
    purchaseNoticeType: text('purchase_notice_type').notNull(),
    resultsNoticeType: text('results_notice_type').notNull(),
    unitLevel: text('unit_level').notNull(),
    noticeCount: integer('notice_count').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'notice_term_counts_pk',
      columns: [
        table.term,
        table.isHistory,
        table.visitorView,
        table.purchaseNoticeType,
        table.resultsNoticeType,
        table.unitLevel,
      ],
    }),
  ],
);

/**
 * Common title phrases: runs of five to ten characters (lower-cased) that many titles share, found by
 * title-phrases.ts. Each is a term of notice_term_counts (the count triggers of migration 0025 add the
 * phrases a title contains to its title terms), so a keyword that is one of them is totalled exactly by
 * the counts instead of by checking every title its four-character runs find.
 */
export const noticeTitlePhrases = pgTable('notice_title_phrases', {
  phrase: text('phrase').primaryKey(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Versions of a notice replaced by an amendment, as they were shown until then. */
export const noticeRevisions = pgTable(
  'notice_revisions',
  {
    id: id(),
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    /** The notice's revision number while this version was shown. */
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    effectAt: timestamp('effect_at', { withTimezone: true }),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    ...noticeClassColumns(),
    ...procurementColumns(),
    /** When the amendment replaced this version, who made it and why. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
    replacedByAccountId: bigint('replaced_by_account_id', { mode: 'number' }).references(() => accounts.id),
    reason: text('reason').notNull(),
  },
  (table) => [uniqueIndex('notice_revisions_notice_revision_uq').on(table.noticeId, table.revision)],
);

/**
 * The notice change log: one row per change a reader outside can notice (published, amended,
 * withdrawn, expired early, back in force), written by the notice writer in the transaction of the
 * change. Readers follow `position`, which the stamper (notice-change-log.ts) assigns after commit in
 * one serialized step, so a reader past position N has seen every change up to N; `id` is only the
 * order of writing (a sequence value is taken before commit, so it is no safe cursor).
 */
export const noticeChanges = pgTable(
  'notice_changes',
  {
    id: id(),
    /** Null until stamped; then 1, 2, 3… in the order readers see changes. */
    position: bigint('position', { mode: 'number' }),
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The notice's revision after the change. */
    revision: integer('revision').notNull(),
    /** Why it was amended, withdrawn or expired early, as visitors read it; null otherwise. */
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notice_changes_position_uq').on(table.position),
    index('notice_changes_unstamped_idx')
      .on(table.id)
      .where(sql`position IS NULL`),
  ],
);

/**
 * Notices written in the staff console, from the first save until they are published (and after, as
 * their author's record): nothing here is public. Approval through the notice publication process
 * moves a draft to scheduled; at its publish time the notice writer copies it into notices.
 */
export const noticeDrafts = pgTable(
  'notice_drafts',
  {
    id: id(),
    /** 'publish' a new notice or 'amend' a published one (amendsNoticeId). */
    kind: text('kind').notNull(),
    amendsNoticeId: bigint('amends_notice_id', { mode: 'number' }).references(() => notices.id),
    status: text('status').notNull(),
    title: text('title').notNull(),
    purchaseNoticeType: text('purchase_notice_type').notNull(),
    resultsNoticeType: text('results_notice_type'),
    purMode: text('pur_mode'),
    purModeLevel1: text('pur_mode_level1'),
    orgCode: text('org_code')
      .notNull()
      .references(() => orgs.code),
    visitorView: text('visitor_view').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    effectAt: timestamp('effect_at', { withTimezone: true }),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    contentHtml: text('content_html').notNull(),
    attachmentFileIds: jsonb('attachment_file_ids').$type<number[]>().notNull().default([]),
    blacklistEntries: jsonb('blacklist_entries')
      .$type<
        {
          supplierName: string;
          matterDescription: string;
          reasonName: string;
          restrictedAreaName: string;
          regionName: string;
          effectTime?: string | undefined;
          invalidTime?: string | undefined;
        }[]
      >()
      .notNull()
      .default([]),
    conversionMethod: text('conversion_method'),
    transformationField: text('transformation_field'),
    ...procurementColumns(),
    amendReason: text('amend_reason'),
    authorAccountId: bigint('author_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    processInstanceId: bigint('process_instance_id', { mode: 'number' }),
    /** The notice published (or amended) from this draft. */
    noticeId: bigint('notice_id', { mode: 'number' }).references(() => notices.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The publish sweep: approved drafts whose time has come.
    index('notice_drafts_due_idx')
      .on(table.publishAt)
      .where(sql`status = '3'`),
    index('notice_drafts_author_idx').on(table.authorAccountId, table.updatedAt.desc()),
    index('notice_drafts_org_idx').on(table.orgCode, table.updatedAt.desc()),
    index('notice_drafts_instance_idx').on(table.processInstanceId),
  ],
);

/** Rows of a black-list notice (shown as a table instead of the content). */
export const noticeBlacklistEntries = pgTable(
  'notice_blacklist_entries',
  {
    id: id(),
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    supplierName: text('supplier_name').notNull(),
    matterDescription: text('matter_description').notNull(),
    reasonName: text('reason_name').notNull(),
    restrictedAreaName: text('restricted_area_name').notNull(),
    regionName: text('region_name').notNull(),
    effectAt: timestamp('effect_at', { withTimezone: true }),
    invalidAt: timestamp('invalid_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('notice_blacklist_entries_notice_idx').on(table.noticeId, table.sort)],
);

/** Stored files: the bytes live in the file store under storageKey (never a client-given path). */
export const files = pgTable(
  'files',
  {
    id: id(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
    /** Uploaded through file/upload-file: who uploaded it and for what (null for files the server made). */
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'set null',
    }),
    purpose: text('purpose'),
    /** Null while an upload waits for a business call to attach it; pending uploads older than a day are swept. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (table) => [
    index('files_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.attachedAt} IS NULL AND ${table.purpose} IS NOT NULL`),
  ],
);

/** Bytes of files when the database itself is the shared file store. */
export const fileBlobs = pgTable('file_blobs', {
  storageKey: text('storage_key').primaryKey(),
  bytes: bytea('bytes').notNull(),
});

/** Attachments: a file related to a business row (relName 'obp_notice' + notice id). */
export const attachments = pgTable(
  'attachments',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    relName: text('rel_name').notNull(),
    relId: text('rel_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.relName, table.relId, table.fileId] }),
    index('attachments_file_idx').on(table.fileId),
  ],
);

/** Files of the 下载专区. */
export const downloadZoneFiles = pgTable(
  'download_zone_files',
  {
    id: id(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    loginOnly: boolean('login_only').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('download_zone_files_sort_idx').on(table.enabled, table.sort)],
);

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
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
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

/**
 * The RSA key pair passwords are encrypted with, shared by every instance behind a load balancer
 * (getPublicKey on one, login on another). One row; see README for why it is stored unencrypted.
 */
export const rsaKeyPairs = pgTable('rsa_key_pairs', {
  id: text('id').primaryKey(),
  publicKeyPem: text('public_key_pem').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: createdAt(),
});

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

/**
 * Deployed process definitions (BPMN 2.0 XML), versioned: a changed file deploys as the next version
 * of its key; instances keep the version they started on.
 */
export const wfProcessDefinitions = pgTable(
  'wf_process_definitions',
  {
    id: id(),
    /** The BPMN process id, the wire's processDefName. */
    defKey: text('def_key').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    module: text('module').notNull(),
    category: text('category').notNull(),
    sourceXml: text('source_xml').notNull(),
    /** The source with diagram coordinates (laid out at deploy when the file has none). */
    diagramXml: text('diagram_xml').notNull(),
    sha256: text('sha256').notNull(),
    deployedAt: createdAt(),
  },
  (table) => [uniqueIndex('wf_process_definitions_key_version_uq').on(table.defKey, table.version)],
);

/** A running or finished process: its business object, its unit, who started it, where it stands. */
export const wfProcessInstances = pgTable(
  'wf_process_instances',
  {
    id: id(),
    definitionId: bigint('definition_id', { mode: 'number' })
      .notNull()
      .references(() => wfProcessDefinitions.id),
    name: text('name').notNull(),
    /** processInstStatus (PROCESS_INST_STATUS). */
    status: smallint('status').notNull(),
    businessId: bigint('business_id', { mode: 'number' }).notNull(),
    /** Unit of the business object; steps act through its ancestor at their org level. */
    orgCode: text('org_code')
      .notNull()
      .references(() => orgs.code),
    starterAccountId: bigint('starter_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** Values the definition's conditions read, set by the business module when it submits. */
    variables: jsonb('variables').$type<Record<string, string | number>>().notNull(),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('wf_process_instances_starter_idx').on(table.starterAccountId, table.createdAt.desc())],
);

/** Work items: one step of one instance to be done by an assignee or by anyone holding role at org. */
export const wfWorkItems = pgTable(
  'wf_work_items',
  {
    id: id(),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => wfProcessInstances.id),
    activityDefId: text('activity_def_id').notNull(),
    name: text('name').notNull(),
    /** 'open', 'done' or 'cancelled'; a decision moves an open item on only once. */
    state: text('state').notNull(),
    role: text('role').notNull(),
    orgCode: text('org_code').notNull(),
    /** Set for the starter's steps, for returns to a person and after a transfer; else any candidate. */
    assigneeAccountId: bigint('assignee_account_id', { mode: 'number' }).references(() => accounts.id),
    /** The item whose decision created this one (a withdraw takes back what it created). */
    previousItemId: bigint('previous_item_id', { mode: 'number' }),
    transferred: boolean('transferred').notNull().default(false),
    createdAt: createdAt(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    limitHours: integer('limit_hours'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: bigint('completed_by', { mode: 'number' }).references(() => accounts.id),
    decision: text('decision'),
    overdueRemindedAt: timestamp('overdue_reminded_at', { withTimezone: true }),
  },
  (table) => [
    // 我的待办: open items of a unit and role, newest first; and open items assigned to a person.
    index('wf_work_items_todo_idx')
      .on(table.orgCode, table.role, table.createdAt.desc(), table.id.desc())
      .where(sql`state = 'open' AND assignee_account_id IS NULL`),
    index('wf_work_items_assigned_idx')
      .on(table.assigneeAccountId, table.createdAt.desc(), table.id.desc())
      .where(sql`state = 'open'`),
    // 我的已办: what a person completed, latest first.
    index('wf_work_items_done_idx')
      .on(table.completedBy, table.completedAt.desc(), table.id.desc())
      .where(sql`completed_by IS NOT NULL`),
    index('wf_work_items_instance_idx').on(table.instanceId, table.id),
    index('wf_work_items_overdue_idx')
      .on(table.deadlineAt)
      .where(sql`state = 'open' AND overdue_reminded_at IS NULL`),
  ],
);

/** 审批记录: every start, decision, transfer and reminder; rows are never changed (migration 0005). */
export const wfEvents = pgTable(
  'wf_events',
  {
    id: id(),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => wfProcessInstances.id),
    workItemId: bigint('work_item_id', { mode: 'number' }),
    activityDefId: text('activity_def_id'),
    activityName: text('activity_name'),
    action: text('action').notNull(),
    actorAccountId: bigint('actor_account_id', { mode: 'number' }).references(() => accounts.id),
    actorName: text('actor_name'),
    actorOrgName: text('actor_org_name'),
    comment: text('comment').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wf_events_instance_idx').on(table.instanceId, table.id),
    index('wf_events_actor_idx').on(table.actorAccountId, table.instanceId),
  ],
);

/** A supplier's negative behaviour recorded by staff: the business object of the black-list process. */
export const negativeBehaviours = pgTable(
  'negative_behaviours',
  {
    id: id(),
    supplierCode: text('supplier_code')
      .notNull()
      .references(() => suppliers.code),
    supplierName: text('supplier_name').notNull(),
    matterDescription: text('matter_description').notNull(),
    reasonName: text('reason_name').notNull(),
    severity: text('severity').notNull(),
    restrictedAreaName: text('restricted_area_name').notNull(),
    regionCode: text('region_code').references(() => admAreas.code),
    regionName: text('region_name').notNull(),
    effectDate: date('effect_date').notNull(),
    invalidDate: date('invalid_date'),
    orgCode: text('org_code')
      .notNull()
      .references(() => orgs.code),
    recorderAccountId: bigint('recorder_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    status: text('status').notNull(),
    noticeId: bigint('notice_id', { mode: 'number' }).references(() => notices.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('negative_behaviours_supplier_idx').on(table.supplierCode, table.status)],
);

/** A purchase demand of a unit (module DEMAND_COLLECT). */
export const demandCollections = pgTable('demand_collections', {
  id: id(),
  title: text('title').notNull(),
  neededBy: date('needed_by').notNull(),
  remark: text('remark'),
  budget: numeric('budget', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  orgCode: text('org_code')
    .notNull()
    .references(() => orgs.code),
  applicantAccountId: bigint('applicant_account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id),
  status: text('status').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const demandCollectionItems = pgTable(
  'demand_collection_items',
  {
    id: id(),
    demandId: bigint('demand_id', { mode: 'number' })
      .notNull()
      .references(() => demandCollections.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    itemName: text('item_name').notNull(),
    specification: text('specification'),
    unit: text('unit').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [index('demand_collection_items_demand_idx').on(table.demandId, table.sort)],
);

/** In-app notifications (the workspace bell): one row per recipient account. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientAccountId: bigint('recipient_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
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

/**
 * Certificate expiry reminders sent: one row per certificate (as its supplier, type, number and last
 * valid day name it: rows of the record are rewritten by approved changes) and threshold. The unique key
 * makes each reminder go out once, however many servers sweep.
 */
export const certificateReminders = pgTable(
  'certificate_reminders',
  {
    id: id(),
    supplierCode: text('supplier_code').notNull(),
    certType: text('cert_type').notNull(),
    certNumber: text('cert_number').notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    thresholdDays: integer('threshold_days').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('certificate_reminders_uq').on(
      table.supplierCode,
      table.certType,
      table.certNumber,
      table.validTo,
      table.thresholdDays,
    ),
  ],
);

/**
 * Upstream systems allowed to call the publishing API (README, Publishing API). The secret is stored
 * only as its SHA-256 (it is 256 random bits, so a slow hash adds nothing); every call reads this row,
 * so a revocation or rotation holds on every instance at once. Each client acts through its own
 * account (kind 'apiClient', no password, disabled for login): the author of its notices and the
 * starter of their approval processes.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: id(),
    keyId: text('key_id').notNull(),
    name: text('name').notNull(),
    orgCode: text('org_code')
      .notNull()
      .references(() => orgs.code),
    noticeTypes: text('notice_types').array().notNull(),
    publishDirectly: boolean('publish_directly').notNull().default(false),
    secretHash: text('secret_hash').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    createdByAccountId: bigint('created_by_account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_clients_key_id_uq').on(table.keyId),
    uniqueIndex('api_clients_account_uq').on(table.accountId),
    index('api_clients_org_idx').on(table.orgCode, table.createdAt.desc()),
  ],
);

/**
 * Notices sent through the publishing API, by the client's own id. The unique key makes a create
 * idempotent even when two identical requests race: one inserts, the other finds its row.
 */
export const apiClientNotices = pgTable(
  'api_client_notices',
  {
    id: id(),
    clientId: bigint('client_id', { mode: 'number' })
      .notNull()
      .references(() => apiClients.id),
    externalId: text('external_id').notNull(),
    /** SHA-256 of the create request as validated: the same externalId with other content is a conflict. */
    requestHash: text('request_hash').notNull(),
    /** The draft the create wrote (it carries the notice id once published). */
    draftId: bigint('draft_id', { mode: 'number' }).references(() => noticeDrafts.id),
    /** The newest draft of this notice: the create's, or the latest amendment's. */
    latestDraftId: bigint('latest_draft_id', { mode: 'number' }).references(() => noticeDrafts.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('api_client_notices_external_uq').on(table.clientId, table.externalId)],
);

/**
 * Saved searches (README, Saved searches and alerts): a logged-in account's, or an anonymous e-mail
 * subscription's (no owner). Conditions as the search page takes them; an empty list of types is every type.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    ownerAccountId: bigint('owner_account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    keyword: text('keyword').notNull().default(''),
    noticeTypes: text('notice_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    provAdmCode: text('prov_adm_code'),
    unitLevel: text('unit_level'),
    /** SHA-256 of the secret token in the search's feed links (RSS, Atom, calendar); null: no feed. */
    feedTokenHash: text('feed_token_hash'),
    feedTokenCreatedAt: timestamp('feed_token_created_at', { withTimezone: true }),
    /** When the name or a condition last changed: the search's feeds are stale from then on too. */
    conditionsChangedAt: timestamp('conditions_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('saved_searches_owner_idx').on(table.ownerAccountId, table.id),
    uniqueIndex('saved_searches_feed_token_uq').on(table.feedTokenHash),
  ],
);

/**
 * The matching index of saved searches: one row per search and notice type ('' any type) under one term
 * of its keyword ('' for none; a title term, see title-grams.ts) and its province ('' any). A published
 * notice looks up its title's terms, its type and its province here instead of running every search;
 * the rest of the search's conditions ride along, so matching never reads saved_searches.
 */
export const savedSearchKeys = pgTable(
  'saved_search_keys',
  {
    term: text('term').notNull(),
    noticeType: text('notice_type').notNull(),
    provAdmCode: text('prov_adm_code').notNull(),
    /** The search's whole keyword: a title holding the term may still lack the rest of a long one. */
    keyword: text('keyword').notNull().default(''),
    /** The search's unit level, '' any. */
    unitLevel: text('unit_level').notNull().default(''),
    savedSearchId: bigint('saved_search_id', { mode: 'number' })
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.term, table.noticeType, table.provAdmCode, table.savedSearchId] }),
    index('saved_search_keys_search_idx').on(table.savedSearchId),
  ],
);

/**
 * Where a saved search's matches go: in-app, e-mail, or a chat-group robot (wecom, dingtalk, feishu).
 * `status`: active, pending (an e-mail address not confirmed yet: nothing is sent), paused (failed too
 * often in a row; the owner resumes it). Webhook addresses and secrets are never returned to clients.
 */
export const alertChannels = pgTable(
  'alert_channels',
  {
    id: id(),
    savedSearchId: bigint('saved_search_id', { mode: 'number' })
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    target: text('target').notNull().default(''),
    secret: text('secret'),
    status: text('status').notNull().default('active'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('alert_channels_target_uq').on(table.savedSearchId, table.kind, table.target)],
);

/** Single-purpose tokens of e-mail channels (confirm a subscription, unsubscribe), stored hashed. */
export const alertChannelTokens = pgTable(
  'alert_channel_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => alertChannels.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('alert_channel_tokens_channel_idx').on(table.channelId)],
);

/**
 * The outbox of alerts: one row per match and channel, unique by its idempotency key (notice, change
 * and revision, saved search, channel), so a change matched twice is delivered once. Senders claim due
 * rows (FOR UPDATE SKIP LOCKED) and move next_attempt_at past the send as a lease: a row whose sender died
 * mid-send is due again then.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: id(),
    idempotencyKey: text('idempotency_key').notNull(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => alertChannels.id, { onDelete: 'cascade' }),
    savedSearchId: bigint('saved_search_id', { mode: 'number' }).notNull(),
    noticeId: bigint('notice_id', { mode: 'number' }).notNull(),
    changeKind: text('change_kind').notNull(),
    /** The notice's revision the change produced: a delivery describes the notice as that revision read. */
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('alert_deliveries_key_uq').on(table.idempotencyKey),
    index('alert_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} IN ('pending', 'sending')`),
    index('alert_deliveries_search_idx').on(table.savedSearchId, table.id),
  ],
);

/** Positions of consumers of the notice change log (the alert matcher): one row each, locked while it works. */
export const changeLogConsumers = pgTable('change_log_consumers', {
  name: text('name').primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
