import {
  FULL_TEXT_SNIPPET_MAX_LENGTH,
  fullTextTerms,
  type TFullTextHit,
  type TFullTextScope,
  type TQueryNoticeFilter,
} from '@supportal/contract';
import { and, asc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { NOTICE_ATTACHMENT_REL_NAME } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { executeRows } from '../../db/execute-rows.js';
import {
  attachmentTextChunks,
  attachmentTexts,
  attachments,
  files,
  noticeTextChunks,
  notices,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { noticeFilterConditions, titleContains } from './notice-filters.js';
import type { TNoticeViewer } from './notice-policy.js';
import type { TNoticeTransaction } from './notice-writer.js';
import { sortNewestFirst, type TMatchSet } from './notice-search-plan.js';
import { termGrams } from './notice-text.js';
import { isCaseStable } from './title-grams.js';

/** A full-text condition: every term somewhere in the scope's text of a notice. */
export type TFullTextCondition = { terms: readonly string[]; scope: TFullTextScope };

/** The full-text condition a list filter carries, or null without a full-text query. */
export const fullTextConditionOf = (filter: TQueryNoticeFilter): TFullTextCondition | null =>
  filter.fullTextQuery
    ? { terms: fullTextTerms(filter.fullTextQuery), scope: filter.fullTextScope ?? 'all' }
    : null;

type TChunkSourceName = 'title' | 'body';

/** The notice's own text a scope searches, and whether it searches the text of its attachments. */
const SCOPE_SOURCES: Record<TFullTextScope, { sources: TChunkSourceName[]; attachments: boolean }> = {
  all: { sources: ['title', 'body'], attachments: true },
  title: { sources: ['title'], attachments: false },
  body: { sources: ['body'], attachments: false },
  attachment: { sources: [], attachments: true },
};

/** Letters outside ASCII whose lower case is an ASCII letter (Kelvin sign, dotted capital I). */
const FOLDING_TO_ASCII = ['\u212A', '\u0130'];

/**
 * The exact check of a chunk's text. A term with letter case is compared by ILIKE under the "C"
 * collation, which folds ASCII letters only and costs what LIKE costs; the database's collation, which
 * lower-cases the whole chunk first (4× slower on chunks of this size: 2.7 s against 0.65 s for the
 * 94,000 chunks holding "yts" at 100,000 notices), is asked only where the answers could differ: for a
 * term with letters outside ASCII (full-width, accented), and for an ASCII term in a chunk holding a
 * letter that folds to ASCII.
 */
const chunkContains = (term: string, content: AnyColumn): SQL => {
  if (term.toLowerCase() === term.toUpperCase()) return titleContains(term, content);
  const pattern = containsPattern(term);
  const asciiFolded = sql`${content} COLLATE "C" ILIKE ${pattern}`;
  const fullyFolded = sql`${content} ILIKE ${pattern}`;
  // eslint-disable-next-line no-control-regex -- the ASCII range itself
  if (!/^[\x00-\x7f]*$/.test(term)) return sql`(${asciiFolded} OR ${fullyFolded})`;
  const foldingLetters = sql.join(
    FOLDING_TO_ASCII.map((letter) => sql`strpos(${content}, ${letter}) > 0`),
    sql` OR `,
  );
  return sql`(${asciiFolded} OR ((${foldingLetters}) AND ${fullyFolded}))`;
};

/**
 * Chunks holding the term: the gram index finds candidates, the exact check keeps the real ones. A
 * term of one or two case-stable characters is itself a gram, so the index alone is exact and the
 * chunk's text is not read (the costly part of a common short term).
 */
const chunksWithTerm = (
  term: string,
  chunks: typeof noticeTextChunks | typeof attachmentTextChunks,
): SQL[] => [
  sql`${chunks.grams} @> ${sql.param(termGrams(term))}::text[]`,
  ...(isCaseStable(term) && [...term].length <= 2 ? [] : [chunkContains(term, chunks.content)]),
];

/** The notice an attachment row links (rel_id is text: only digits can name a notice). */
export const attachedNoticeId = sql`CASE WHEN ${attachments.relId} ~ '^[0-9]{1,18}$' THEN ${attachments.relId}::bigint END`;

/** The files a notice (its id, or an expression of it) links as attachments. */
const filesAttachedTo = (noticeId: number | SQL | AnyColumn): SQL =>
  sql`SELECT ${attachments.fileId} FROM ${attachments} WHERE ${attachments.relName} = ${NOTICE_ATTACHMENT_REL_NAME} AND ${attachments.relId} = (${noticeId})::text`;

/**
 * Every gram of one notice's text (title, body and the text read from its attachments): the terms
 * full-text saved searches are filed under (chunkGrams), as a one-column query.
 */
export const noticeTextGrams = (noticeId: number): SQL =>
  sql`SELECT unnest(${noticeTextChunks.grams}) FROM ${noticeTextChunks} WHERE ${noticeTextChunks.noticeId} = ${noticeId}
    UNION SELECT unnest(${attachmentTextChunks.grams}) FROM ${attachmentTextChunks} WHERE ${attachmentTextChunks.fileId} IN (${filesAttachedTo(noticeId)})`;

/**
 * Whether one notice holds every term of the condition in its scope's text: the check of one notice at
 * a time (alerts), through that notice's own chunks and their text only. No gram condition: with its
 * estimates the planner could start from the gram index, whose entry for a common pair lists most chunks.
 */
export const noticeHasFullText = async (
  db: TDatabase | TNoticeTransaction,
  noticeId: number,
  condition: TFullTextCondition,
): Promise<boolean> => {
  const { sources, attachments: withAttachments } = SCOPE_SOURCES[condition.scope];
  const checks = condition.terms.map((term) => {
    const places: SQL[] = [];
    if (sources.length > 0)
      places.push(
        sql`EXISTS (SELECT 1 FROM ${noticeTextChunks} WHERE ${and(
          eq(noticeTextChunks.noticeId, noticeId),
          inArray(noticeTextChunks.source, sources),
          chunkContains(term, noticeTextChunks.content),
        )})`,
      );
    if (withAttachments)
      places.push(
        sql`EXISTS (SELECT 1 FROM ${attachmentTextChunks} WHERE ${and(
          sql`${attachmentTextChunks.fileId} IN (${filesAttachedTo(noticeId)})`,
          chunkContains(term, attachmentTextChunks.content),
        )})`,
      );
    return or(...places);
  });
  const [row] = await executeRows<{ matched: boolean }>(db, sql`SELECT ${and(...checks)} AS matched`);
  return row?.matched === true;
};

/**
 * Whether some attachment of the notice (its id, or an expression of it) still waits for its text to be
 * read: until then a full-text match in its attachments is not known. A final status, failure
 * included, ends the wait.
 */
export const hasUnreadAttachments = (noticeId: number | SQL | AnyColumn): SQL =>
  sql`EXISTS (SELECT 1 FROM ${attachmentTexts} WHERE ${attachmentTexts.fileId} IN (${filesAttachedTo(noticeId)}) AND ${attachmentTexts.status} = 'pending')`;

/**
 * The chunk tables are read through their gram index alone. The planner's estimates of array
 * containment are far off (most grams fall outside its statistics: a gram in every notice can be
 * estimated at one row), and a plan that reads chunks in full unpacks each chunk's ~10 KB gram array
 * (over a minute at 100,000 notices with attachments). With only bitmap scans left, a term costs
 * its matching chunks, never the table.
 */
const GRAM_INDEX_ONLY = [sql`SET LOCAL enable_seqscan = off`, sql`SET LOCAL enable_indexscan = off`];

type TReader = Pick<TDatabase, 'select' | 'selectDistinct' | 'execute'>;

/** One array parameter however many ids: an IN list of 100,000 would be as many parameters. */
const anyOf = (column: AnyColumn, ids: readonly number[]) =>
  sql`${column} = ANY(${sql.param(ids)}::bigint[])`;

/** Notices holding the term in their own text of these sources (within the given notices only). */
const noticesWithTermInText = async (
  tx: TReader,
  term: string,
  sources: readonly TChunkSourceName[],
  within: readonly number[] | undefined,
): Promise<number[]> => {
  // The source is filtered here, not in SQL: a condition on it could make the planner prefer the
  // (notice, source) index without a notice, which reads every chunk.
  const rows = await tx
    .selectDistinct({ noticeId: noticeTextChunks.noticeId, source: noticeTextChunks.source })
    .from(noticeTextChunks)
    .where(
      and(
        ...(within ? [anyOf(noticeTextChunks.noticeId, within)] : []),
        ...chunksWithTerm(term, noticeTextChunks),
      ),
    );
  return rows.filter((row) => sources.includes(row.source as TChunkSourceName)).map((row) => row.noticeId);
};

/** Notices linking a file whose text holds the term (within the given notices only). */
const noticesWithTermInAttachments = async (
  tx: TReader,
  term: string,
  within: readonly number[] | undefined,
): Promise<number[]> => {
  const linked = eq(attachments.relName, NOTICE_ATTACHMENT_REL_NAME);
  const candidateFiles = within
    ? (
        await tx
          .selectDistinct({ fileId: attachments.fileId })
          .from(attachments)
          .where(and(linked, sql`${attachments.relId} = ANY(${sql.param(within.map(String))}::text[])`))
      ).map((row) => row.fileId)
    : undefined;
  if (candidateFiles?.length === 0) return [];
  const fileIds = (
    await tx
      .selectDistinct({ fileId: attachmentTextChunks.fileId })
      .from(attachmentTextChunks)
      .where(
        and(
          ...(candidateFiles ? [anyOf(attachmentTextChunks.fileId, candidateFiles)] : []),
          ...chunksWithTerm(term, attachmentTextChunks),
        ),
      )
  ).map((row) => row.fileId);
  if (fileIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ noticeId: sql<number | null>`${attachedNoticeId}`.mapWith(Number) })
    .from(attachments)
    .where(and(linked, anyOf(attachments.fileId, fileIds)));
  return rows.flatMap((row) => (row.noticeId === null ? [] : [row.noticeId]));
};

/** Below this many notices left, a further term is looked for in their chunks only, not in the whole index. */
const NARROWED_SEARCH_LIMIT = 5_000;

/**
 * The ids of the notices whose text in the condition's scope holds every term, whoever may read them:
 * callers add the notice conditions (visibility, filters). Longer terms, likely rarer, are looked for
 * first, and a later term only among the notices left when they are few.
 */
export const noticesWithFullText = (db: TDatabase, condition: TFullTextCondition): Promise<number[]> =>
  db.transaction(async (tx) => {
    for (const setting of GRAM_INDEX_ONLY) await tx.execute(setting);
    const { sources, attachments: withAttachments } = SCOPE_SOURCES[condition.scope];
    const longestFirst = [...condition.terms].sort((a, b) => [...b].length - [...a].length);
    let found: Set<number> | undefined;
    for (const term of longestFirst) {
      const within = found && found.size <= NARROWED_SEARCH_LIMIT ? [...found] : undefined;
      const holders = new Set([
        ...(sources.length > 0 ? await noticesWithTermInText(tx, term, sources, within) : []),
        ...(withAttachments ? await noticesWithTermInAttachments(tx, term, within) : []),
      ]);
      found = found ? new Set([...found].filter((id) => holders.has(id))) : holders;
      if (found.size === 0) break;
    }
    return [...(found ?? [])];
  });

/** Notices with every term of the condition somewhere in the text of its scope, as a condition on notices. */
export const fullTextCondition = async (db: TDatabase, condition: TFullTextCondition): Promise<SQL> =>
  anyOf(notices.id, await noticesWithFullText(db, condition));

/**
 * Every notice the filter and the full-text condition match, newest first, with its type: the exact
 * total, the counts per type and every page come from this one list (issue 23: totals are exact).
 */
export const findFullTextMatches = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  condition: TFullTextCondition,
  viewer: TNoticeViewer,
): Promise<TMatchSet> => {
  const rows = await db
    .select({ id: notices.id, publishedAt: notices.publishedAt, type: notices.purchaseNoticeType })
    .from(notices)
    .where(and(...noticeFilterConditions(filter, viewer), await fullTextCondition(db, condition)));
  sortNewestFirst(rows);
  return { ids: rows.map((row) => row.id), types: rows.map((row) => row.type), complete: true };
};

/** The title is looked at before the body. */
const SOURCE_ORDER = sql`CASE ${noticeTextChunks.source} WHEN 'title' THEN 0 ELSE 1 END`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Characters of context a snippet keeps before its first match. */
const SNIPPET_LEAD = 30;

/**
 * The snippet around the first match of any term in `text`: at most FULL_TEXT_SNIPPET_MAX_LENGTH
 * characters (white space shown as spaces) with every match inside it; null when no term is found
 * (the database and JavaScript fold case alike for the characters search serves).
 */
export const snippetOf = (
  text: string,
  terms: readonly string[],
): Pick<TFullTextHit, 'snippet' | 'highlights'> | null => {
  // Longer terms first: where one term contains another, the longer match is highlighted.
  const pattern = new RegExp(
    [...terms]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'giu',
  );
  const first = pattern.exec(text);
  if (!first) return null;
  const end = Math.min(text.length, Math.max(first.index - SNIPPET_LEAD, 0) + FULL_TEXT_SNIPPET_MAX_LENGTH);
  const start = Math.max(0, end - FULL_TEXT_SNIPPET_MAX_LENGTH);
  const snippet = text.slice(start, end).replace(/\s/g, ' ');
  const highlights: TFullTextHit['highlights'] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(snippet); match; match = pattern.exec(snippet))
    highlights.push({ start: match.index, length: match[0].length });
  return { snippet, highlights };
};

/** Any term of the condition in the chunk's text. */
const anyTermIn = (condition: TFullTextCondition, content: AnyColumn) =>
  sql`(${sql.join(
    condition.terms.map((term) => chunkContains(term, content)),
    sql` OR `,
  )})`;

/**
 * Where each of these notices matched first (title, then body, then its attachments in their order and
 * pages), with a snippet: one read of the chunks holding a term, only for the notices of one page.
 */
export const fullTextHits = async (
  db: TDatabase,
  noticeIds: readonly number[],
  condition: TFullTextCondition,
): Promise<Map<number, TFullTextHit>> => {
  const hits = new Map<number, TFullTextHit>();
  if (noticeIds.length === 0) return hits;
  const { sources, attachments: withAttachments } = SCOPE_SOURCES[condition.scope];
  if (sources.length > 0) await addNoticeTextHits(db, hits, noticeIds, sources, condition);
  const rest = noticeIds.filter((id) => !hits.has(id));
  if (withAttachments && rest.length > 0) await addAttachmentHits(db, hits, rest, condition);
  return hits;
};

const addNoticeTextHits = async (
  db: TDatabase,
  hits: Map<number, TFullTextHit>,
  noticeIds: readonly number[],
  sources: TChunkSourceName[],
  condition: TFullTextCondition,
) => {
  const rows = await db
    .selectDistinctOn([noticeTextChunks.noticeId], {
      noticeId: noticeTextChunks.noticeId,
      source: noticeTextChunks.source,
      content: noticeTextChunks.content,
    })
    .from(noticeTextChunks)
    .where(
      and(
        inArray(noticeTextChunks.noticeId, [...noticeIds]),
        inArray(noticeTextChunks.source, sources),
        anyTermIn(condition, noticeTextChunks.content),
      ),
    )
    .orderBy(noticeTextChunks.noticeId, SOURCE_ORDER, asc(noticeTextChunks.chunkNo));
  for (const row of rows) {
    const found = snippetOf(row.content, condition.terms);
    if (!found) continue;
    hits.set(row.noticeId, { location: row.source as TChunkSourceName, ...found });
  }
};

/** The first attachment chunk of each notice holding a term: 附件《name》第 N 页 with its snippet. */
const addAttachmentHits = async (
  db: TDatabase,
  hits: Map<number, TFullTextHit>,
  noticeIds: readonly number[],
  condition: TFullTextCondition,
) => {
  const noticeId = sql<number>`${attachedNoticeId}`.mapWith(Number);
  const rows = await db
    .selectDistinctOn([attachedNoticeId], {
      noticeId,
      fileId: attachmentTextChunks.fileId,
      fileName: files.fileName,
      paged: attachmentTexts.paged,
      pageNo: attachmentTextChunks.pageNo,
      content: attachmentTextChunks.content,
    })
    .from(attachments)
    .innerJoin(files, eq(files.id, attachments.fileId))
    .innerJoin(attachmentTexts, eq(attachmentTexts.fileId, attachments.fileId))
    .innerJoin(attachmentTextChunks, eq(attachmentTextChunks.fileId, attachments.fileId))
    .where(
      and(
        eq(attachments.relName, NOTICE_ATTACHMENT_REL_NAME),
        inArray(
          attachments.relId,
          noticeIds.map((id) => String(id)),
        ),
        anyTermIn(condition, attachmentTextChunks.content),
      ),
    )
    .orderBy(
      attachedNoticeId,
      asc(attachments.sort),
      asc(attachments.fileId),
      asc(attachmentTextChunks.pageNo),
      asc(attachmentTextChunks.chunkNo),
    );
  for (const row of rows) {
    const found = snippetOf(row.content, condition.terms);
    if (!found) continue;
    hits.set(row.noticeId, {
      location: 'attachment',
      attachment: {
        fileId: String(row.fileId),
        fileName: row.fileName,
        ...(row.paged ? { pageNo: row.pageNo } : {}),
      },
      ...found,
    });
  }
};
