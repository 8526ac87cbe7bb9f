import {
  FULL_TEXT_SNIPPET_MAX_LENGTH,
  fullTextTerms,
  type TFullTextHit,
  type TFullTextScope,
  type TQueryNoticeFilter,
} from '@supportal/contract';
import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { noticeTextChunks, notices } from '../../db/schema/index.js';
import { noticeFilterConditions, titleContains } from './notice-filters.js';
import type { TNoticeViewer } from './notice-policy.js';
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

type TChunkSourceName = TFullTextHit['location'];

const SCOPE_SOURCES: Record<TFullTextScope, TChunkSourceName[]> = {
  all: ['title', 'body'],
  title: ['title'],
  body: ['body'],
};

/**
 * Chunks of the scope holding the term: the gram index finds candidates, LIKE keeps the real ones. A
 * term of one or two case-stable characters is itself a gram, so the index alone is exact and the
 * chunk's text is not read (the costly part of a common short term).
 */
const chunksWithTerm = (term: string, sources: TChunkSourceName[]): SQL[] => [
  inArray(noticeTextChunks.source, sources),
  sql`${noticeTextChunks.grams} @> ${sql.param(termGrams(term))}::text[]`,
  ...(isCaseStable(term) && [...term].length <= 2 ? [] : [titleContains(term, noticeTextChunks.content)]),
];

/** Notices with every term of the condition in the text of its scope. */
export const fullTextConditions = (condition: TFullTextCondition): SQL[] =>
  condition.terms.map(
    (term) =>
      sql`${notices.id} IN (${sql`SELECT ${noticeTextChunks.noticeId} FROM ${noticeTextChunks} WHERE ${and(
        ...chunksWithTerm(term, SCOPE_SOURCES[condition.scope]),
      )}`})`,
  );

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

/**
 * Where each of these notices matched first (title, then body), with a snippet: one read of the chunks
 * holding a term, only for the notices of one page.
 */
export const fullTextHits = async (
  db: TDatabase,
  noticeIds: readonly number[],
  condition: TFullTextCondition,
): Promise<Map<number, TFullTextHit>> => {
  const hits = new Map<number, TFullTextHit>();
  if (noticeIds.length === 0) return hits;
  const sources = SCOPE_SOURCES[condition.scope];
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
        sql`(${sql.join(
          condition.terms.map((term) => titleContains(term, noticeTextChunks.content)),
          sql` OR `,
        )})`,
      ),
    )
    .orderBy(noticeTextChunks.noticeId, SOURCE_ORDER, asc(noticeTextChunks.chunkNo));
  for (const row of rows) {
    const found = snippetOf(row.content, condition.terms);
    if (!found) continue;
    hits.set(row.noticeId, { location: row.source as TChunkSourceName, ...found });
  }
  return hits;
};
