import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, id } from './columns.js';
import { noticeDrafts } from './notices.js';
import { orgs } from './organizations.js';

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
