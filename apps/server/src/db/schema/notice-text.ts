import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, parentId, textChunkColumns } from './columns.js';
import { notices } from './notices.js';

/**
 * The searchable text of a notice (issue 23): its title and its body without markup, cut into
 * overlapping chunks of at most ~2,000 characters so that any keyword a search accepts lies whole
 * inside one chunk. `grams` holds the chunk's characters and character pairs (lower-cased,
 * notice-text.ts): the GIN index finds the chunks holding every pair of a keyword, and an exact LIKE
 * on the short chunk keeps only real matches. Kept by the notice writer in its transaction.
 */
export const noticeTextChunks = pgTable(
  'notice_text_chunks',
  {
    id: id(),
    noticeId: parentId('notice_id', () => notices.id),
    /** 'title' or 'body'. */
    source: text('source').notNull(),
    ...textChunkColumns(),
  },
  (table) => [
    index('notice_text_chunks_notice_idx').on(table.noticeId, table.source, table.chunkNo),
    index('notice_text_chunks_grams_gin').using('gin', table.grams),
  ],
);
