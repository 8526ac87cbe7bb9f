import { NOTICE_ATTACHMENT_REL_NAME } from '@supportal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { executeRows } from '../../db/execute-rows.js';
import { attachmentTextChunks, attachmentTexts, attachments, files } from '../../db/schema/index.js';
import { JOB_LEASE_MS, keepLeased, LEASE_HOLDER } from '../../lib/job-lease.js';
import type { TFileStore } from '../files/index.js';
import { chunkGrams, textChunks } from '../notices/index.js';
import type { TExtractionResult } from './text-extraction.js';

/** Tries of a file whose extraction crashed or ran out of time or memory (a parser's verdict is final). */
export const MAX_EXTRACTION_ATTEMPTS = 3;
/** A retry waits this long, so a file that crashed its child does not take every run's turn. */
const RETRY_AFTER_MS = 30_000;
/** Rows per insert statement: a chunk row carries ~1,500 terms. */
const INSERT_BATCH = 200;

export type TAttachmentTextJob = {
  db: TDatabase;
  store: TFileStore;
  /** Reads one file's text: the server's extraction worker (a bounded child), or a test's own reader. */
  extract: (fileName: string, bytes: Uint8Array) => Promise<TExtractionResult>;
  now?: () => Date;
  /** Told once a run has changed what searches find (read caches forget full-text answers). */
  textChanged?: () => Promise<void>;
};

/**
 * Queues every notice attachment not queued yet: run once at start for files attached before the job
 * existed (the notice writer queues new ones in its transaction). Answers how many it queued.
 */
export const queueUnreadAttachments = async (db: TDatabase): Promise<number> => {
  const queued = await db
    .insert(attachmentTexts)
    .select(
      db
        .selectDistinct({
          fileId: attachments.fileId,
          status: sql<string>`'pending'`.as('status'),
          reason: sql<null>`NULL`.as('reason'),
          attempts: sql<number>`0`.as('attempts'),
          leaseUntil: sql<null>`NULL::timestamptz`.as('lease_until'),
          leaseHolder: sql<null>`NULL`.as('lease_holder'),
          pageCount: sql<null>`NULL::integer`.as('page_count'),
          paged: sql<boolean>`false`.as('paged'),
          extractedAt: sql<null>`NULL::timestamptz`.as('extracted_at'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(attachments)
        .where(
          and(
            eq(attachments.relName, NOTICE_ATTACHMENT_REL_NAME),
            sql`NOT EXISTS (SELECT 1 FROM ${attachmentTexts} t WHERE t.file_id = ${attachments.fileId})`,
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ fileId: attachmentTexts.fileId });
  return queued.length;
};

type TClaim = { fileId: number; attempts: number };

const leaseEnd = (now: Date) => new Date(now.getTime() + JOB_LEASE_MS).toISOString();

/**
 * Claims one due file: pending, and not leased or its lease lapsed. FOR UPDATE SKIP LOCKED lets
 * instances claiming at once take different files; the lease (renewed while the child works outside
 * any transaction) keeps the file its claimer's, and lapses soon after a claimer dies.
 */
const claimNext = async (db: TDatabase, now: Date): Promise<TClaim | null> => {
  const [row] = await executeRows<{ file_id: string | number; attempts: number }>(
    db,
    sql`
    UPDATE ${attachmentTexts}
    SET lease_until = ${leaseEnd(now)}::timestamptz, lease_holder = ${LEASE_HOLDER}, attempts = attempts + 1
    WHERE file_id = (
      SELECT file_id FROM ${attachmentTexts}
      WHERE status = 'pending' AND (lease_until IS NULL OR lease_until < ${now.toISOString()}::timestamptz)
      ORDER BY file_id LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING file_id, attempts`,
  );
  return row ? { fileId: Number(row.file_id), attempts: row.attempts } : null;
};

/** Moves the lease of a claim still this run's (same attempt, still pending) a lease ahead. */
const renewLease = (db: TDatabase, claim: TClaim, now: Date) =>
  db
    .update(attachmentTexts)
    .set({ leaseUntil: new Date(leaseEnd(now)) })
    .where(
      and(
        eq(attachmentTexts.fileId, claim.fileId),
        eq(attachmentTexts.attempts, claim.attempts),
        eq(attachmentTexts.status, 'pending'),
      ),
    );

/** A stream's bytes: attachments are bounded by their upload limit (50 MB at most). */
const readAll = async (stream: AsyncIterable<Buffer | string>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
};

const readFileBytes = async (db: TDatabase, store: TFileStore, fileId: number) => {
  const [file] = await db
    .select({ fileName: files.fileName, storageKey: files.storageKey })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file) return null;
  const stream = await store.read(file.storageKey);
  return stream ? { fileName: file.fileName, bytes: await readAll(stream) } : null;
};

/** What a result leaves in the job row: a final status, or pending again for a retry. */
const outcomeOf = (result: TExtractionResult, attempts: number) => {
  if (result.status !== 'failed') return { status: result.status, reason: null };
  const retry = result.retryable === true && attempts < MAX_EXTRACTION_ATTEMPTS;
  return { status: retry ? 'pending' : 'failed', reason: result.reason };
};

/**
 * Stores the outcome, when the claim is still this run's (a claimer whose lease lapsed may find the
 * file taken over): the file's chunks are replaced in the same transaction as its status.
 */
const storeOutcome = async (db: TDatabase, claim: TClaim, result: TExtractionResult, now: Date) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select({ attempts: attachmentTexts.attempts, status: attachmentTexts.status })
      .from(attachmentTexts)
      .where(eq(attachmentTexts.fileId, claim.fileId))
      .for('update');
    if (!row || row.status !== 'pending' || row.attempts !== claim.attempts) return false;
    const outcome = outcomeOf(result, claim.attempts);
    await tx.delete(attachmentTextChunks).where(eq(attachmentTextChunks.fileId, claim.fileId));
    const pages = result.status === 'extracted' ? result.pages : [];
    const rows = pages.flatMap((text, index) =>
      textChunks(text).map((content, chunkNo) => ({
        fileId: claim.fileId,
        pageNo: index + 1,
        chunkNo,
        content,
        grams: chunkGrams(content),
      })),
    );
    for (let start = 0; start < rows.length; start += INSERT_BATCH)
      await tx.insert(attachmentTextChunks).values(rows.slice(start, start + INSERT_BATCH));
    await tx
      .update(attachmentTexts)
      .set({
        status: outcome.status,
        reason: outcome.reason,
        leaseUntil: outcome.status === 'pending' ? new Date(now.getTime() + RETRY_AFTER_MS) : null,
        leaseHolder: null,
        pageCount: result.status === 'extracted' ? pages.length : null,
        paged: result.status === 'extracted' && result.paged,
        extractedAt: outcome.status === 'pending' ? null : now,
      })
      .where(eq(attachmentTexts.fileId, claim.fileId));
    return outcome.status !== 'pending';
  });

/**
 * One run of the job: claims due files one at a time (a 2-core machine runs one child), extracts each
 * in a bounded child and stores its text and status, until none is due or the server closes.
 * Answers how many files reached a final status.
 */
export const runAttachmentTextJob = async (
  job: TAttachmentTextJob,
  closing: () => boolean = () => false,
): Promise<number> => {
  const now = job.now ?? (() => new Date());
  let finished = 0;
  while (!closing()) {
    const claim = await claimNext(job.db, now());
    if (!claim) break;
    const stopRenewing = keepLeased(() => renewLease(job.db, claim, now()));
    let result: TExtractionResult;
    try {
      const file = await readFileBytes(job.db, job.store, claim.fileId);
      result = file
        ? await job.extract(file.fileName, file.bytes)
        : { status: 'failed', reason: '文件内容不存在' };
    } finally {
      stopRenewing();
    }
    if (await storeOutcome(job.db, claim, result, now())) finished += 1;
  }
  if (finished > 0) await job.textChanged?.();
  return finished;
};
