import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { admAreas } from './areas.js';
import { createdAt, id, parentId } from './columns.js';
import { orgs } from './organizations.js';

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
  /** Candidates and winners of a result notice (issue 22), by rank; empty for other notices. */
  awardCandidates: jsonb('award_candidates').$type<TStoredAwardCandidate[]>().notNull().default([]),
});

/** One candidate of a result notice as stored: bid amount as numeric text ("1250000.00"), in yuan. */
export type TStoredAwardCandidate = {
  supplierCode: string | null;
  supplierName: string;
  uscc: string;
  rank: number;
  bidAmount: string;
  isWinner: boolean;
};

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
    noticeId: parentId('notice_id', () => notices.id),
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
    noticeId: parentId('notice_id', () => notices.id),
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

/**
 * Notices published, amended and withdrawn per month (China time), unit and type: the statistics read
 * a few hundred rows instead of counting a million notices. Kept by triggers on notices (published, by
 * published_at) and on notice_changes (amended, withdrawn) in the writer's transaction (migration 0031).
 * A notice without a unit is counted under org_code ''.
 */
export const noticeMonthCounts = pgTable(
  'notice_month_counts',
  {
    month: text('month').notNull(),
    orgCode: text('org_code').notNull(),
    purchaseNoticeType: text('purchase_notice_type').notNull(),
    published: integer('published').notNull().default(0),
    amended: integer('amended').notNull().default(0),
    withdrawn: integer('withdrawn').notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'notice_month_counts_pk',
      columns: [table.month, table.orgCode, table.purchaseNoticeType],
    }),
  ],
);
