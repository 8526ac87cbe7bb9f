/**
 * The bench server's routes for the full-text bench (full-text-bench.ts): a sample of notice text to
 * cut queries from, the facts of the index (sizes, indexing rate, cost per publication) and the
 * brute-force check of one query against a plain scan of every visible notice's text.
 */
import { performance } from 'node:perf_hooks';
import { and, eq, notLike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fullTextTerms, NOTICE_ATTACHMENT_REL_NAME, type TFullTextScope } from '@supportal/contract';
import type { TDatabase } from '../src/db/database.js';
import { executeRows } from '../src/db/execute-rows.js';
import { attachmentTextChunks, attachments, files, notices } from '../src/db/schema/index.js';
import { findFullTextMatches } from '../src/modules/notices/full-text-search.js';
import { noticeFilterConditions } from '../src/modules/notices/notice-filters.js';
import { noticePlainText } from '../src/modules/notices/notice-html.js';
import { ANONYMOUS_VIEWER } from '../src/modules/notices/notice-policy.js';
import { replaceNoticeText } from '../src/modules/notices/notice-text.js';
import { benchAttachmentPages } from './full-text-corpus.js';
import { percentile } from './percentile.js';

/** What the scan reads of one visible notice, lower-cased once. */
type TScannedNotice = { id: number; title: string; body: string; attachments: string[] };

/** Thrown to roll a measured write back. */
class RolledBack extends Error {}
const rolledBack = async (db: TDatabase, write: (tx: TDatabase) => Promise<void>) => {
  await db
    .transaction(async (tx) => {
      await write(tx as unknown as TDatabase);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
};

const storedNotices = (db: TDatabase, limit: number) =>
  db
    .select({ id: notices.id, title: notices.title, contentHtml: notices.contentHtml })
    .from(notices)
    .orderBy(sql`md5(${notices.id}::text)`)
    .limit(limit);

/**
 * Every visible notice's title, body and attachment text, as a scan reads them: bench attachments made
 * again from their notice (not read from the index); other attachments (the demo's real files) from
 * their stored chunks.
 */
const loadScannedNotices = async (db: TDatabase): Promise<TScannedNotice[]> => {
  const rows = await db
    .select({ id: notices.id, title: notices.title, contentHtml: notices.contentHtml })
    .from(notices)
    .where(and(...noticeFilterConditions({ current: 1, size: 1 }, ANONYMOUS_VIEWER)));
  const otherText = await db
    .select({ relId: attachments.relId, content: attachmentTextChunks.content })
    .from(attachments)
    .innerJoin(files, eq(files.id, attachments.fileId))
    .innerJoin(attachmentTextChunks, eq(attachmentTextChunks.fileId, attachments.fileId))
    .where(
      and(eq(attachments.relName, NOTICE_ATTACHMENT_REL_NAME), notLike(files.storageKey, 'bench-text/%')),
    );
  const benchFiles = new Set(
    (
      await executeRows<{ rel_id: string }>(
        db,
        sql`SELECT a.rel_id FROM ${attachments} a JOIN ${files} f ON f.id = a.file_id WHERE f.storage_key LIKE 'bench-text/%'`,
      )
    ).map((row) => Number(row.rel_id)),
  );
  const otherByNotice = new Map<number, string[]>();
  for (const { relId, content } of otherText)
    otherByNotice.set(Number(relId), [...(otherByNotice.get(Number(relId)) ?? []), content.toLowerCase()]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title.toLowerCase(),
    body: noticePlainText(row.contentHtml).toLowerCase(),
    attachments: [
      ...(benchFiles.has(row.id) ? benchAttachmentPages(row.id).map((page) => page.toLowerCase()) : []),
      ...(otherByNotice.get(row.id) ?? []),
    ],
  }));
};

const scanMatches = (scanned: readonly TScannedNotice[], terms: readonly string[], scope: TFullTextScope) => {
  const lowered = terms.map((term) => term.toLowerCase());
  const holds = (notice: TScannedNotice, term: string) =>
    ((scope === 'all' || scope === 'title') && notice.title.includes(term)) ||
    ((scope === 'all' || scope === 'body') && notice.body.includes(term)) ||
    ((scope === 'all' || scope === 'attachment') && notice.attachments.some((text) => text.includes(term)));
  return scanned.filter((notice) => lowered.every((term) => holds(notice, term))).map((notice) => notice.id);
};

export const addFullTextBenchRoutes = (app: FastifyInstance, db: TDatabase) => {
  app.get<{ Querystring: { count?: string } }>('/supportal/bench/full-text/sample', async (request) => {
    const rows = await storedNotices(db, Number(request.query.count ?? 200));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: noticePlainText(row.contentHtml),
      attachment: benchAttachmentPages(row.id).join('\n'),
    }));
  });

  app.get('/supportal/bench/full-text/facts', async () => {
    const [sizes] = await executeRows<Record<string, string>>(
      db,
      sql`SELECT (SELECT count(*) FROM notices) AS notices,
        (SELECT count(*) FROM notice_text_chunks) AS notice_chunks,
        (SELECT count(*) FROM attachment_text_chunks) AS attachment_chunks,
        pg_total_relation_size('notice_text_chunks') AS notice_chunks_bytes,
        pg_total_relation_size('attachment_text_chunks') AS attachment_chunks_bytes,
        pg_relation_size('notice_text_chunks_grams_gin') + pg_relation_size('attachment_text_chunks_grams_gin') AS gin_bytes,
        pg_database_size(current_database()) AS database_bytes`,
    );
    // Indexing rate: the title and body of 2,000 stored notices indexed again (rolled back).
    const sample = await storedNotices(db, 2_000);
    let started = performance.now();
    await rolledBack(db, (tx) => replaceNoticeText(tx, sample));
    const indexingPerSecond = sample.length / ((performance.now() - started) / 1000);
    // One publication's share: one notice's text indexed in its own transaction, 30 times.
    const single: number[] = [];
    for (const notice of sample.slice(0, 30)) {
      started = performance.now();
      await rolledBack(db, (tx) => replaceNoticeText(tx, [notice]));
      single.push(performance.now() - started);
    }
    return { sizes, indexingPerSecond, publicationMs: percentile(single, 0.5) };
  });

  let scanned: Promise<TScannedNotice[]> | undefined;
  app.get<{ Querystring: { query: string; scope: TFullTextScope } }>(
    '/supportal/bench/full-text/check',
    async (request) => {
      scanned ??= loadScannedNotices(db);
      const { query, scope } = request.query;
      const terms = fullTextTerms(query);
      const expected = scanMatches(await scanned, terms, scope);
      const filter = { current: 1, size: 1, fullTextQuery: query, fullTextScope: scope };
      const found = await findFullTextMatches(db, filter, { terms, scope }, ANONYMOUS_VIEWER);
      const foundSet = new Set(found.ids);
      const expectedSet = new Set(expected);
      return {
        expected: expected.length,
        found: found.ids.length,
        missing: expected.filter((id) => !foundSet.has(id)).slice(0, 5),
        extra: found.ids.filter((id) => !expectedSet.has(id)).slice(0, 5),
      };
    },
  );
};
