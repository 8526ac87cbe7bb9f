import { FULL_TEXT_QUERY_MAX_LENGTH } from '@supportal/contract';
import { and, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { noticeTextChunks, notices } from '../../db/schema/index.js';
import { noticePlainText } from './notice-html.js';

type TTextWriter = Pick<TDatabase, 'insert' | 'delete'>;

/** Longest chunk of searchable text, in characters: an exact check reads one short chunk, not a whole body. */
export const CHUNK_MAX_LENGTH = 2000;
/** Consecutive chunks share this many characters, so every acceptable term lies whole in one of them. */
const CHUNK_OVERLAP = FULL_TEXT_QUERY_MAX_LENGTH - 1;

/**
 * Index terms of a chunk: each character and each pair of adjacent characters of the lower-cased text.
 * Unlike title terms (title-grams.ts: runs up to four characters) pairs keep a 2,000-character chunk
 * at ~1,500 terms; a longer term needs all its pairs, and the exact check removes false candidates.
 */
export const chunkGrams = (text: string): string[] => {
  const chars = [...text.toLowerCase()];
  const grams = new Set<string>();
  chars.forEach((char, index) => {
    if (char.trim() !== '') grams.add(char);
    const next = chars[index + 1];
    if (next !== undefined) grams.add(char + next);
  });
  return [...grams];
};

/** Terms a query term requires of a chunk: the character itself, or the term's pairs. */
export const termGrams = (term: string): string[] => {
  const chars = [...term.toLowerCase()];
  if (chars.length === 1) return chars;
  return [...new Set(chars.slice(1).map((char, index) => `${chars[index]}${char}`))];
};

/** Text cut into chunks of at most CHUNK_MAX_LENGTH characters overlapping by CHUNK_OVERLAP. */
export const textChunks = (text: string): string[] => {
  const chars = [...text];
  if (chars.length === 0) return [];
  const chunks: string[] = [];
  for (let start = 0; ; start += CHUNK_MAX_LENGTH - CHUNK_OVERLAP) {
    chunks.push(chars.slice(start, start + CHUNK_MAX_LENGTH).join(''));
    if (start + CHUNK_MAX_LENGTH >= chars.length) return chunks;
  }
};

type TChunkSource = { noticeId: number; source: 'title' | 'body'; text: string };

const chunkRows = ({ noticeId, source, text }: TChunkSource) =>
  textChunks(text).map((content, chunkNo) => ({
    noticeId,
    source,
    chunkNo,
    content,
    grams: chunkGrams(content),
  }));

/** Rows per insert statement: a chunk row carries ~1,500 terms, so batches stay well below memory limits. */
const INSERT_BATCH = 200;

/**
 * Replaces the title and body chunks of these notices in the caller's transaction: searches see a
 * notice's text exactly when they see the notice.
 */
export const replaceNoticeText = async (
  tx: TTextWriter,
  written: readonly { id: number; title: string; contentHtml: string }[],
): Promise<void> => {
  if (written.length === 0) return;
  await tx.delete(noticeTextChunks).where(
    inArray(
      noticeTextChunks.noticeId,
      written.map((notice) => notice.id),
    ),
  );
  const rows = written.flatMap((notice) => [
    ...chunkRows({ noticeId: notice.id, source: 'title', text: notice.title }),
    ...chunkRows({ noticeId: notice.id, source: 'body', text: noticePlainText(notice.contentHtml) }),
  ]);
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await tx.insert(noticeTextChunks).values(rows.slice(start, start + INSERT_BATCH));
};

/** Notices read per batch when indexing the text of notices stored before the index existed. */
const BACKFILL_BATCH = 500;

/**
 * Indexes the title and body of every notice that has no title chunk (notices stored before migration
 * 0028): run after the migrations, under their lock, before the server listens, one transaction per
 * batch, so a start interrupted midway resumes where it stopped. Once all are indexed a start pays one
 * anti-join over the notices (~0.1 s at 100,000).
 */
export const installNoticeText = async (db: TDatabase): Promise<number> => {
  let indexed = 0;
  for (let after = 0; ;) {
    const batch = await db
      .select({ id: notices.id, title: notices.title, contentHtml: notices.contentHtml })
      .from(notices)
      .where(
        and(
          sql`${notices.id} > ${after}`,
          sql`NOT EXISTS (SELECT 1 FROM ${noticeTextChunks} c WHERE c.notice_id = ${notices.id} AND c.source = 'title')`,
        ),
      )
      .orderBy(notices.id)
      .limit(BACKFILL_BATCH);
    const last = batch.at(-1);
    if (!last) return indexed;
    await db.transaction((tx) => replaceNoticeText(tx, batch));
    indexed += batch.length;
    after = last.id;
  }
};
