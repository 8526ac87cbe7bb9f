import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, parentId, textChunkColumns } from './columns.js';
import { files } from './files.js';

/**
 * Text extraction of notice attachments (issue 23): one row per file, a background job claimed by one
 * instance at a time (`lease_until`, FOR UPDATE SKIP LOCKED). `status`: pending, extracted, no_text
 * (a scan: pages without text), encrypted, failed (`reason` says why; retried up to a limit).
 */
export const attachmentTexts = pgTable(
  'attachment_texts',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    /** A claimed job is its claimer's until then (renewed while it works); a claimer that died leaves it due again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Who holds the claim (LEASE_HOLDER: host, process, start), for operators and the cluster drill. */
    leaseHolder: text('lease_holder'),
    /** Pages (PDF) or parts (sheets, files in a ZIP) with text; null until extracted. */
    pageCount: integer('page_count'),
    /** True when the parts are PDF pages (hits name the page and link to it). */
    paged: boolean('paged').notNull().default(false),
    extractedAt: timestamp('extracted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('attachment_texts_due_idx')
      .on(table.fileId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * The searchable text of attachment files, chunked and indexed like notice bodies (notice_text_chunks):
 * per file, not per notice, so a file linked to many notices is stored once and a search reaches its
 * notices through `attachments` (whose rows the notice writer keeps in its transaction).
 */
export const attachmentTextChunks = pgTable(
  'attachment_text_chunks',
  {
    id: id(),
    fileId: parentId('file_id', () => files.id),
    /** Page (PDF) or part, from 1. */
    pageNo: integer('page_no').notNull(),
    ...textChunkColumns(),
  },
  (table) => [
    index('attachment_text_chunks_file_idx').on(table.fileId, table.pageNo, table.chunkNo),
    index('attachment_text_chunks_grams_gin').using('gin', table.grams),
  ],
);
