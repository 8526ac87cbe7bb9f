import { sql } from 'drizzle-orm';
import { bigint, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Columns most tables share, spelled once so every area's tables declare them alike. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The id of the row a row belongs to (required): deleted with that row. */
export const parentId = <TName extends string>(name: TName, parent: () => AnyPgColumn) =>
  bigint(name, { mode: 'number' }).notNull().references(parent, { onDelete: 'cascade' });

/**
 * A chunk of searchable text (notice and attachment text alike): its order within its source, its
 * content, and the characters and character pairs its GIN index finds it by.
 */
export const textChunkColumns = () => ({
  chunkNo: integer('chunk_no').notNull(),
  content: text('content').notNull(),
  grams: text('grams')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});
