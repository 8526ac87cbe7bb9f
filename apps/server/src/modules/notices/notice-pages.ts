import { and, sql } from 'drizzle-orm';
import {
  NOTICE_TOTAL_EXACT_LIMIT,
  type TNoticePage,
  type TNoticeTypeCount,
  type TQueryNoticeFilter,
  type TSearchNoticePage,
  type ZSearchNoticeListRequest,
} from '@supportal/contract';
import type { z } from 'zod';
import type { TDatabase } from '../../db/database.js';
import { noticeTermCounts } from '../../db/schema/index.js';
import {
  findFullTextMatches,
  fullTextConditionOf,
  fullTextHits,
  type TFullTextCondition,
} from './full-text-search.js';
import type { TNoticeViewer } from './notice-policy.js';
import { findMatches, noticePage, rowsByIds, type TMatchSet, type TPageMemo } from './notice-search-plan.js';
import { keywordCountTerm, termCountConditions, type TMatchTotal } from './notice-totals.js';

export type TSearchNoticeFilter = z.output<typeof ZSearchNoticeListRequest>;

export const queryNoticePage = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
  memo: TPageMemo,
): Promise<TNoticePage> => {
  const condition = fullTextConditionOf(filter);
  if (condition) {
    const { rows, total } = await fullTextRows(db, filter, condition, viewer, memo);
    return { records: rows, current: filter.current, size: filter.size, total };
  }
  const page = await noticePage(db, filter, viewer, memo, await keywordCountTerm(db, filter.noticeTitle));
  return { records: page.rows, current: filter.current, size: filter.size, ...wireTotal(page) };
};

/** The total as the wire carries it: totalIsLowerBound only when it is one (an additive field). */
const wireTotal = ({ total, lowerBound }: TMatchTotal) => ({
  total,
  ...(lowerBound ? { totalIsLowerBound: true } : {}),
});

/** Matches per notice type, in type order. */
const typeCountsOf = (types: readonly string[]): TNoticeTypeCount[] => {
  const counts = new Map<string, number>();
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([purchaseNoticeType, count]) => ({ purchaseNoticeType, count }));
};

/**
 * Search by title keyword, full text (issue 23) or both; without either nothing is searched (spec
 * section 4).
 */
export const searchNoticePage = async (
  db: TDatabase,
  request: TSearchNoticeFilter,
  viewer: TNoticeViewer,
  memo: TPageMemo,
): Promise<TSearchNoticePage> => {
  const empty = { records: [], total: 0, current: request.current, size: request.size };
  if (!request.noticeTitle && !request.fullTextQuery)
    return request.isCount ? { ...empty, typeCounts: [] } : empty;
  const allTypes: TQueryNoticeFilter = {
    current: request.current,
    size: request.size,
    noticeTitle: request.noticeTitle,
    fullTextQuery: request.fullTextQuery,
    fullTextScope: request.fullTextScope,
    isHistory: request.isHis ? '1' : undefined,
    visitorView: request.visitorView,
  };
  const typeFilter = request.purchaseNoticeType?.length ? request.purchaseNoticeType : undefined;
  const condition = fullTextConditionOf(allTypes);
  if (condition)
    return fullTextPage(
      db,
      { ...allTypes, purchaseNoticeType: typeFilter },
      condition,
      request.isCount,
      viewer,
      memo,
    );
  const keywordTerm = await keywordCountTerm(db, request.noticeTitle);
  const [page, typeCounts] = await Promise.all([
    noticePage(db, { ...allTypes, purchaseNoticeType: typeFilter }, viewer, memo, keywordTerm),
    request.isCount ? countByType(db, allTypes, viewer, memo, keywordTerm) : undefined,
  ]);
  return {
    records: page.rows,
    current: request.current,
    size: request.size,
    ...wireTotal(page),
    ...(typeCounts
      ? {
          typeCounts: typeCounts.counts,
          ...(typeCounts.lowerBounds ? { typeCountsAreLowerBounds: true } : {}),
        }
      : {}),
  };
};

/**
 * Matches per notice type (types without a match left out): the term counts when they can tell, else
 * the keyword's matches, which give lower bounds only when there are more than the exact limit.
 */
const countByType = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
  memo: TPageMemo,
  keywordTerm: string | null,
): Promise<{ counts: TNoticeTypeCount[]; lowerBounds: boolean }> => {
  const byTerms = termCountConditions(filter, viewer, keywordTerm);
  if (byTerms) {
    const rows = await db
      .select({
        purchaseNoticeType: noticeTermCounts.purchaseNoticeType,
        count: sql<number>`sum(${noticeTermCounts.noticeCount})::integer`,
      })
      .from(noticeTermCounts)
      .where(and(...byTerms))
      .groupBy(noticeTermCounts.purchaseNoticeType)
      .having(sql`sum(${noticeTermCounts.noticeCount}) > 0`)
      .orderBy(noticeTermCounts.purchaseNoticeType);
    return { counts: rows, lowerBounds: false };
  }
  const wholeFilter = { ...filter, current: 1, size: 1 };
  const exactLimit = memo.exactTotalLimit ?? NOTICE_TOTAL_EXACT_LIMIT;
  const matches = await memo.memoMatches(wholeFilter, () =>
    findMatches(db, wholeFilter, viewer, exactLimit + 1),
  );
  return { counts: typeCountsOf(matches.types), lowerBounds: !matches.complete };
};

/**
 * All matches of a full-text filter, found once per filter (remembered across its pages and keyed by
 * the filter, full-text fields included): the total and the counts per type are exact.
 */
const fullTextMatches = (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  condition: TFullTextCondition,
  viewer: TNoticeViewer,
  memo: TPageMemo,
): Promise<TMatchSet> =>
  memo.memoMatches({ ...filter, current: 1, size: 1 }, () =>
    findFullTextMatches(db, filter, condition, viewer),
  );

/** The notices of one page of a full-text filter, and its exact total. */
const fullTextRows = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  condition: TFullTextCondition,
  viewer: TNoticeViewer,
  memo: TPageMemo,
) => {
  const matches = await fullTextMatches(db, filter, condition, viewer, memo);
  const offset = (filter.current - 1) * filter.size;
  const pageIds = matches.ids.slice(offset, offset + filter.size);
  return { rows: await rowsByIds(db, pageIds), pageIds, total: matches.ids.length };
};

/** A page of a full-text search: each notice of the page says where it matched. */
const fullTextPage = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  condition: TFullTextCondition,
  withTypeCounts: boolean | undefined,
  viewer: TNoticeViewer,
  memo: TPageMemo,
): Promise<TSearchNoticePage> => {
  const [{ rows, pageIds, total }, allTypeMatches] = await Promise.all([
    fullTextRows(db, filter, condition, viewer, memo),
    withTypeCounts
      ? fullTextMatches(db, { ...filter, purchaseNoticeType: undefined }, condition, viewer, memo)
      : undefined,
  ]);
  const hits = await fullTextHits(db, pageIds, condition);
  return {
    records: rows.map((row) => {
      const hit = hits.get(Number(row.noticeId));
      return hit ? { ...row, hit } : row;
    }),
    total,
    current: filter.current,
    size: filter.size,
    ...(allTypeMatches ? { typeCounts: typeCountsOf(allTypeMatches.types) } : {}),
  };
};
