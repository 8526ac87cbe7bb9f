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

/**
 * Chunks holding the term: the gram index finds candidates, LIKE keeps the real ones. A term of one or
 * two case-stable characters is itself a gram, so the index alone is exact and the chunk's text is not
 * read (the costly part of a common short term).
 */
const chunksWithTerm = (
  term: string,
  chunks: typeof noticeTextChunks | typeof attachmentTextChunks,
): SQL[] => [
  sql`${chunks.grams} @> ${sql.param(termGrams(term))}::text[]`,
  ...(isCaseStable(term) && [...term].length <= 2 ? [] : [titleContains(term, chunks.content)]),
];

/** The notice an attachment row links (rel_id is text: only digits can name a notice). */
export const attachedNoticeId = sql`CASE WHEN ${attachments.relId} ~ '^[0-9]{1,18}$' THEN ${attachments.relId}::bigint END`;

/**
 * Notices with the term in an attachment: the file's chunks hold it and the notice links the file
 * now (attachments, kept by the notice writer in its transaction). The notice's own visibility decides
 * the rest, and an attachment is downloadable exactly by those who may read a notice linking it.
 */
const attachmentsWithTerm = (term: string): SQL =>
  sql`${notices.id} IN (SELECT ${attachedNoticeId} FROM ${attachments} WHERE ${attachments.relName} = ${NOTICE_ATTACHMENT_REL_NAME} AND ${attachments.fileId} IN (SELECT ${attachmentTextChunks.fileId} FROM ${attachmentTextChunks} WHERE ${and(
    ...chunksWithTerm(term, attachmentTextChunks),
  )}))`;

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
 * a time (alerts), through that notice's own chunks rather than the index over every notice.
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
          ...chunksWithTerm(term, noticeTextChunks),
        )})`,
      );
    if (withAttachments)
      places.push(
        sql`EXISTS (SELECT 1 FROM ${attachmentTextChunks} WHERE ${and(
          sql`${attachmentTextChunks.fileId} IN (${filesAttachedTo(noticeId)})`,
          ...chunksWithTerm(term, attachmentTextChunks),
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

/** Notices with every term of the condition somewhere in the text of its scope. */
export const fullTextConditions = (condition: TFullTextCondition): SQL[] => {
  const { sources, attachments: withAttachments } = SCOPE_SOURCES[condition.scope];
  return condition.terms.map((term) => {
    const places: SQL[] = [];
    if (sources.length > 0)
      places.push(
        sql`${notices.id} IN (${sql`SELECT ${noticeTextChunks.noticeId} FROM ${noticeTextChunks} WHERE ${and(
          inArray(noticeTextChunks.source, sources),
          ...chunksWithTerm(term, noticeTextChunks),
        )}`})`,
      );
    if (withAttachments) places.push(attachmentsWithTerm(term));
    return places.length === 1 ? (places[0] as SQL) : sql`(${sql.join(places, sql` OR `)})`;
  });
};

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
    .where(and(...noticeFilterConditions(filter, viewer), ...fullTextConditions(condition)));
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
    condition.terms.map((term) => titleContains(term, content)),
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
