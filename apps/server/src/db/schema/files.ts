import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, id, parentId } from './columns.js';
import { orgs } from './organizations.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
    fileId: parentId('file_id', () => files.id),
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
    fileId: parentId('file_id', () => files.id),
    title: text('title').notNull(),
    /** The unit whose administrators change it; null for a national file (总部's administrators). */
    orgCode: text('org_code').references(() => orgs.code),
    loginOnly: boolean('login_only').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('download_zone_files_sort_idx').on(table.enabled, table.sort)],
);
