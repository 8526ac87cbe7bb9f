import { and, inArray, sql } from 'drizzle-orm';
import { NOTICE_TOTAL_EXACT_LIMIT, type TNoticeListItem, type TQueryNoticeFilter } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { noticeTermCounts, notices } from '../../db/schema/index.js';
import { dimensionConditions, newestFirst, noticeFilterConditions, titleContains } from './notice-filters.js';
import { listedViews, type TNoticeViewer } from './notice-policy.js';
import { onlyTermCountFields, termCountConditions, type TMatchTotal, totalOf } from './notice-totals.js';
import { listColumns, toNoticeListItem } from './notice-wire.js';
import { isCaseStable, keywordGrams } from './title-grams.js';

/**
 * Matches of a filter found through the title-gram index, newest first, with their types; `complete`
 * false when there were more than the limit asked for (then `ids` and `types` are only some of them,
 * in no order).
 */
export type TMatchSet = { ids: number[]; types: string[]; complete: boolean };

/**
 * What pages remember between calls, keyed by the filter without its page fields: totals and the
 * matches of a keyword found through the title-gram index.
 */
export type TPageMemo = {
  memoCount: (filter: TQueryNoticeFilter, count: () => Promise<TMatchTotal>) => Promise<TMatchTotal>;
  memoMatches: (filter: TQueryNoticeFilter, find: () => Promise<TMatchSet>) => Promise<TMatchSet>;
  /** Rows a date-ordered walk may read before the title-gram index is the cheaper way to a page. */
  orderedWalkBudget?: number;
  /** NOTICE_TOTAL_EXACT_LIMIT unless given (tests). */
  exactTotalLimit?: number;
};

const ORDERED_WALK_BUDGET = 20_000;
/** Larger match lists are paged by the database each time rather than remembered. */
const MAX_REMEMBERED_MATCHES = 50_000;

/**
 * One page of notices newest first, with its total. A keyword the term counts can total (one to four
 * characters, or a common title phrase: it is one term) is paged by walking the date index and checking
 * titles when matches are common enough for a page to need few rows; otherwise, and for every other
 * keyword, its matches (up to NOTICE_TOTAL_EXACT_LIMIT) are found once through the title-gram index:
 * they give the exact total and every page. Another keyword with more matches is common (a phrase not
 * yet found), so its pages walk the date index and its total is a lower bound.
 */
export const noticePage = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
  memo: TPageMemo,
  keywordTerm: string | null,
): Promise<{ rows: TNoticeListItem[] } & TMatchTotal> => {
  const { current: _current, size: _size, ...unpaged } = filter;
  const exactLimit = memo.exactTotalLimit ?? NOTICE_TOTAL_EXACT_LIMIT;
  // Scopes are the filter with its keyword, or without it: counted under '' (every notice).
  const countOf = (scope: TQueryNoticeFilter) =>
    memo.memoCount(scope, () => totalOf(db, scope, viewer, exactLimit, scope.noticeTitle ? keywordTerm : ''));
  const matchesOf = (scope: TQueryNoticeFilter, limit: number) =>
    memo.memoMatches(scope, () => findMatches(db, scope, viewer, limit));
  /** The filter as totals and matches are keyed: every page of it alike. */
  const wholeFilter = { ...unpaged, current: 1, size: 1 };
  const offset = (filter.current - 1) * filter.size;
  const pageOfMatches = async (matches: TMatchSet) => ({
    rows: await rowsByIds(db, matches.ids.slice(offset, offset + filter.size)),
    total: matches.ids.length,
    lowerBound: false,
  });
  if (!filter.noticeTitle) {
    const [rows, total] = await Promise.all([pageRows(db, filter, viewer, true), countOf(wholeFilter)]);
    return { rows, ...total };
  }
  const walkReads = async (matchCount: number) =>
    ((offset + filter.size) * (await countOf({ ...wholeFilter, noticeTitle: undefined })).total) / matchCount;
  const budget = memo.orderedWalkBudget ?? ORDERED_WALK_BUDGET;
  if (termCountConditions(filter, viewer, keywordTerm)) {
    const total = await countOf(wholeFilter);
    if (total.total === 0 || offset >= total.total) return { rows: [], ...total };
    if ((await walkReads(total.total)) <= budget)
      return { rows: await pageRows(db, filter, viewer, false), ...total };
    if (total.total > MAX_REMEMBERED_MATCHES)
      return { rows: await pageRows(db, filter, viewer, true), ...total };
    return pageOfMatches(await matchesOf(wholeFilter, MAX_REMEMBERED_MATCHES + 1));
  }
  const matches = await matchesOf(wholeFilter, exactLimit + 1);
  if (matches.complete) return pageOfMatches(matches);
  // More matches than the limit: common enough that walking the date index reaches a page sooner than
  // sorting them all (how much more common is not known, so no estimate of the walk is made).
  return { rows: await pageRows(db, filter, viewer, false), total: exactLimit, lowerBound: true };
};

const pageRows = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
  useTitleIndex: boolean,
) => {
  const rows = await db
    .select(listColumns)
    .from(notices)
    .where(and(...noticeFilterConditions(filter, viewer, { useTitleIndex })))
    .orderBy(...newestFirst)
    .limit(filter.size)
    .offset((filter.current - 1) * filter.size);
  return rows.map(toNoticeListItem);
};

/**
 * Up to `limit` matches found through the title-gram index (a bitmap scan: no order, so it stops after
 * `limit` rows), sorted newest first in memory when they are all of them.
 */
export const findMatches = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
  limit: number,
): Promise<TMatchSet> => {
  const walked = await walkForCommonKeyword(db, filter, viewer, limit);
  if (walked) return walked;
  const rows = await db
    .select({ id: notices.id, publishedAt: notices.publishedAt, type: notices.purchaseNoticeType })
    .from(notices)
    .where(and(...noticeFilterConditions(filter, viewer)))
    .limit(limit);
  const complete = rows.length < limit;
  if (complete) sortNewestFirst(rows);
  return { ids: rows.map((row) => row.id), types: rows.map((row) => row.type), complete };
};

/** Sorts matches in place as lists order notices (newestFirst): publication time, then id, descending. */
export const sortNewestFirst = (rows: { id: number; publishedAt: Date | null }[]): void => {
  const time = (date: Date | null) => (date ? date.getTime() : Number.NEGATIVE_INFINITY);
  rows.sort((a, b) => time(b.publishedAt) - time(a.publishedAt) || b.id - a.id);
};

/**
 * Rows of the date index an index-only walk reads for the cost of one match checked through the
 * title-term index (a heap fetch): ~4 at a million notices on PostgreSQL (3.5 µs against 14 µs). With
 * four-character terms the index finds few false candidates, so checking `limit` of them costs about
 * `limit` heap fetches; the walk is worth it only for keywords common enough to need fewer rows.
 */
const WALK_ROWS_PER_HEAP_FETCH = 4;
/** The walk is tried when its rows would hold the limit even if the keyword were this much rarer than its rarest term. */
const WALK_MARGIN = 1.5;

/**
 * At least `limit` matches of a common keyword, found by an index-only walk of the visible-notices
 * date index (it carries titles and types, migration 0004) reading at most WALK_ROWS_PER_HEAP_FETCH ×
 * `limit` rows;
 * null when the keyword is not common enough for the walk to be likely to find them (judged from the
 * term counts of its rarest term) or the walk finds fewer: the title-gram index then finds its matches.
 */
const walkForCommonKeyword = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
  limit: number,
): Promise<TMatchSet | null> => {
  const keyword = filter.noticeTitle;
  // The walk serves one visibility in date order, with no filter the index does not carry.
  if (!keyword || !onlyTermCountFields(filter) || listedViews(filter.visitorView, viewer).length !== 1)
    return null;
  if (!isCaseStable(keyword) || [...keyword].length < 2) return null;
  const terms = keywordGrams(keyword);
  // Term '' counts every notice of these dimensions: the rows the walk could read.
  const termCounts = await db
    .select({
      term: noticeTermCounts.term,
      count: sql<number>`sum(${noticeTermCounts.noticeCount})::integer`,
    })
    .from(noticeTermCounts)
    .where(
      and(
        inArray(noticeTermCounts.term, [...terms, '']),
        ...dimensionConditions(noticeTermCounts, filter, viewer),
      ),
    )
    .groupBy(noticeTermCounts.term);
  const countOf = new Map(termCounts.map((row) => [row.term, row.count]));
  const scope = countOf.get('') ?? 0;
  // At most as many titles have the keyword as have its rarest term; assume they are as common.
  const bound = Math.min(...terms.map((term) => countOf.get(term) ?? 0));
  const walkRows = WALK_ROWS_PER_HEAP_FETCH * limit;
  if (bound < limit || (WALK_MARGIN * limit * scope) / bound > walkRows) return null;
  const newest = db
    .select({ id: notices.id, type: notices.purchaseNoticeType, title: notices.title })
    .from(notices)
    .where(and(...dimensionConditions(notices, filter, viewer)))
    .orderBy(sql`${notices.publishedAt} DESC NULLS LAST`)
    .limit(walkRows)
    .as('newest');
  const rows = await db
    .select({ id: newest.id, type: newest.type })
    .from(newest)
    .where(titleContains(keyword, newest.title))
    .limit(limit);
  if (rows.length < limit) return null;
  return { ids: rows.map((row) => row.id), types: rows.map((row) => row.type), complete: false };
};

/** The notices of `ids`, in that order (a notice deleted meanwhile is left out). */
export const rowsByIds = async (db: TDatabase, ids: number[]) => {
  if (ids.length === 0) return [];
  const rows = await db.select(listColumns).from(notices).where(inArray(notices.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toNoticeListItem(row)] : [];
  });
};
