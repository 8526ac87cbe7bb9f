import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { NOTICE_TOTAL_EXACT_LIMIT, type TQueryNoticeFilter } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { noticeTermCounts, noticeTitlePhrases, notices } from '../../db/schema/index.js';
import { dimensionConditions, noticeFilterConditions } from './notice-filters.js';
import type { TNoticeViewer } from './notice-policy.js';
import { exactCountTerm, phraseSpelling } from './title-grams.js';

/** Filter fields the term counts can answer; any other field set means counting the matches. */
const TERM_COUNT_FIELDS = new Set<string>([
  'current',
  'size',
  'purchaseNoticeType',
  'excludeNoticeType',
  'noticeType',
  'resultsNoticeType',
  'isHistory',
  'visitorView',
  'isLogin',
  'unitLevel',
  'noticeTitle',
]);

/**
 * The term of notice_term_counts whose notices are exactly the titles containing the keyword ('' for
 * no keyword): the keyword itself when it is a title term (up to four characters) or a common title
 * phrase (title-phrases.ts); null when it is neither. A phrase costs a lookup: a request resolves its
 * keyword once and hands the term on.
 */
export const keywordCountTerm = async (
  db: TDatabase,
  keyword: string | undefined,
): Promise<string | null> => {
  const term = exactCountTerm(keyword);
  if (term !== null) return term;
  const phrase = phraseSpelling(keyword);
  if (phrase === null) return null;
  const known = await db
    .select({ phrase: noticeTitlePhrases.phrase })
    .from(noticeTitlePhrases)
    .where(eq(noticeTitlePhrases.phrase, phrase));
  return known.length > 0 ? phrase : null;
};

/**
 * Conditions on notice_term_counts whose sum is the exact total of the filter, or null when the term
 * counts cannot answer it (other filters, or a keyword that is not a single term).
 */
export const termCountConditions = (
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
  keywordTerm: string | null,
): SQL[] | null => {
  if (keywordTerm === null || !onlyTermCountFields(filter)) return null;
  return [eq(noticeTermCounts.term, keywordTerm), ...dimensionConditions(noticeTermCounts, filter, viewer)];
};

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/** The filter sets no field but visibility, history, type, unit level and keyword. */
export const onlyTermCountFields = (filter: TQueryNoticeFilter) =>
  Object.entries(filter).every(
    ([field, value]) =>
      TERM_COUNT_FIELDS.has(field) || value === undefined || value === '' || isEmptyList(value),
  );

/** A total, exact unless `lowerBound` (more than NOTICE_TOTAL_EXACT_LIMIT matches: "at least"). */
export type TMatchTotal = { total: number; lowerBound: boolean };

/**
 * Number of notices the filter matches: the exact sum of term counts when they can tell, else counted
 * up to one more than NOTICE_TOTAL_EXACT_LIMIT (a count of every match costs a scan of all of them).
 */
export const countMatchingNotices = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
  exactLimit = NOTICE_TOTAL_EXACT_LIMIT,
): Promise<TMatchTotal> =>
  totalOf(db, filter, viewer, exactLimit, await keywordCountTerm(db, filter.noticeTitle));

/** countMatchingNotices with the count term of the filter's keyword already resolved. */
export const totalOf = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
  exactLimit: number,
  keywordTerm: string | null,
): Promise<TMatchTotal> => {
  const byTerms = termCountConditions(filter, viewer, keywordTerm);
  if (!byTerms) {
    const where = and(...noticeFilterConditions(filter, viewer));
    const counted = await countNotices(db, where, exactLimit + 1);
    return counted > exactLimit
      ? { total: exactLimit, lowerBound: true }
      : { total: counted, lowerBound: false };
  }
  const rows = await db
    .select({ total: sql<number>`coalesce(sum(${noticeTermCounts.noticeCount}), 0)::integer` })
    .from(noticeTermCounts)
    .where(and(...byTerms));
  return { total: rows[0]?.total ?? 0, lowerBound: false };
};

/** Notices matching `where`, counted up to `limit` when given. */
export const countNotices = async (
  db: TDatabase,
  where: SQL | undefined,
  limit?: number,
): Promise<number> => {
  if (limit === undefined) {
    const rows = await db.select({ total: count() }).from(notices).where(where);
    return rows[0]?.total ?? 0;
  }
  const matches = db
    .select({ one: sql`1` })
    .from(notices)
    .where(where)
    .limit(limit)
    .as('matches');
  const rows = await db.select({ total: count() }).from(matches);
  return rows[0]?.total ?? 0;
};
