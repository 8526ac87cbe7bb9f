import { and, sql } from 'drizzle-orm';
import {
  fullTextTerms,
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
import { findFullTextMatches, fullTextHits, type TFullTextCondition } from './full-text-search.js';
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
    isHistory: request.isHis ? '1' : undefined,
    visitorView: request.visitorView,
  };
  const typeFilter = request.purchaseNoticeType?.length ? request.purchaseNoticeType : undefined;
  if (request.fullTextQuery) {
    const condition = { terms: fullTextTerms(request.fullTextQuery), scope: request.fullTextScope ?? 'all' };
    return fullTextPage(
      db,
      { ...allTypes, purchaseNoticeType: typeFilter },
      condition,
      request.isCount,
      viewer,
      memo,
    );
  }
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
 * A page of a full-text search: all matches are found once per filter (remembered across its pages),
 * so the total and the counts per type are exact; each notice of the page says where it matched.
 */
const fullTextPage = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  condition: TFullTextCondition,
  withTypeCounts: boolean | undefined,
  viewer: TNoticeViewer,
  memo: TPageMemo,
): Promise<TSearchNoticePage> => {
  const matchesOf = (scope: TQueryNoticeFilter): Promise<TMatchSet> => {
    // The condition is part of the memo's key: the same filter with another query is another list.
    const key: TQueryNoticeFilter & { fullText: TFullTextCondition } = {
      ...scope,
      current: 1,
      size: 1,
      fullText: condition,
    };
    return memo.memoMatches(key, () => findFullTextMatches(db, scope, condition, viewer));
  };
  const [matches, allTypeMatches] = await Promise.all([
    matchesOf(filter),
    withTypeCounts ? matchesOf({ ...filter, purchaseNoticeType: undefined }) : undefined,
  ]);
  const offset = (filter.current - 1) * filter.size;
  const pageIds = matches.ids.slice(offset, offset + filter.size);
  const [rows, hits] = await Promise.all([rowsByIds(db, pageIds), fullTextHits(db, pageIds, condition)]);
  return {
    records: rows.map((row) => {
      const hit = hits.get(Number(row.noticeId));
      return hit ? { ...row, hit } : row;
    }),
    total: matches.ids.length,
    current: filter.current,
    size: filter.size,
    ...(allTypeMatches ? { typeCounts: typeCountsOf(allTypeMatches.types) } : {}),
  };
};
