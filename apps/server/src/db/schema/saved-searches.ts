import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, id, parentId } from './columns.js';

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
    /** Full-text condition as the search page takes it ('' none) and where it looks (all, title, body, attachment). */
    fullTextQuery: text('full_text_query').notNull().default(''),
    fullTextScope: text('full_text_scope').notNull().default('all'),
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
 * and its province ('' any). The term is a title term of its keyword (title-grams.ts; '' for none), or,
 * for a search with a full-text query and no keyword, a gram of the query's text (notice-text.ts). A
 * published notice looks up its title's terms or its text's grams, its type and its province here
 * instead of running every search; the rest of the search's conditions ride along, so matching never
 * reads saved_searches.
 */
export const savedSearchKeys = pgTable(
  'saved_search_keys',
  {
    term: text('term').notNull(),
    noticeType: text('notice_type').notNull(),
    provAdmCode: text('prov_adm_code').notNull(),
    /** The search's whole keyword: a title holding the term may still lack the rest of a long one. */
    keyword: text('keyword').notNull().default(''),
    /** What `term` is: 'title' (a title term, '' none) or 'text' (a gram of the full-text query). */
    termSource: text('term_source').notNull().default('title'),
    fullTextQuery: text('full_text_query').notNull().default(''),
    fullTextScope: text('full_text_scope').notNull().default('all'),
    /** The search's unit level, '' any. */
    unitLevel: text('unit_level').notNull().default(''),
    savedSearchId: parentId('saved_search_id', () => savedSearches.id),
  },
  (table) => [
    primaryKey({ columns: [table.term, table.noticeType, table.provAdmCode, table.savedSearchId] }),
    index('saved_search_keys_search_idx').on(table.savedSearchId),
    // Whether any search is filed under a text gram, and which: a notice's text is unnested only then.
    index('saved_search_keys_text_idx')
      .on(table.term)
      .where(sql`${table.termSource} = 'text'`),
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
    savedSearchId: parentId('saved_search_id', () => savedSearches.id),
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

/**
 * Notice changes whose attachments were still being read when alerts matched them: matched again once
 * every attachment has its text (a full-text search may find its words there). The delivery's
 * idempotency key keeps a search that matched the first time from being told twice.
 */
export const alertTextWaits = pgTable(
  'alert_text_waits',
  {
    noticeId: bigint('notice_id', { mode: 'number' }).notNull(),
    changeKind: text('change_kind').notNull(),
    revision: integer('revision').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.changeKind, table.revision] })],
);

/** Single-purpose tokens of e-mail channels (confirm a subscription, unsubscribe), stored hashed. */
export const alertChannelTokens = pgTable(
  'alert_channel_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    channelId: parentId('channel_id', () => alertChannels.id),
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
 * mid-send is due again then (the sender renews it while it sends).
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: id(),
    idempotencyKey: text('idempotency_key').notNull(),
    channelId: parentId('channel_id', () => alertChannels.id),
    savedSearchId: bigint('saved_search_id', { mode: 'number' }).notNull(),
    noticeId: bigint('notice_id', { mode: 'number' }).notNull(),
    changeKind: text('change_kind').notNull(),
    /** The notice's revision the change produced: a delivery describes the notice as that revision read. */
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    /** Why a withdrawn or early-expired notice left force, as its change recorded it (null otherwise). */
    reason: text('reason'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who is sending a claimed ('sending') row (LEASE_HOLDER), for operators and the cluster drill. */
    leaseHolder: text('lease_holder'),
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
    // 统计分析: the deliveries of a period.
    index('alert_deliveries_created_idx').on(table.createdAt),
  ],
);
