import {
  and,
  arrayContains,
  count,
  eq,
  gte,
  ilike,
  inArray,
  like,
  lte,
  notInArray,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import {
  HISTORY_NOTICE_TYPE,
  NOTICE_TOTAL_EXACT_LIMIT,
  NOTICE_TYPE_MEMBERS,
  VISITOR_VIEW,
  noticeTypeLabel,
  type TBlacklistEntry,
  type TNoticeListItem,
  type TNoticePage,
  type TNoticeProcurementFields,
  type TNoticeTypeCount,
  type TQueryNoticeFilter,
  type TSearchNoticePage,
  type ZSearchNoticeListRequest,
} from '@supportal/contract';
import type { z } from 'zod';
import type { TDatabase } from '../../db/database.js';
import {
  noticeBlacklistEntries,
  noticeRevisions,
  noticeTermCounts,
  noticeTitlePhrases,
  notices,
} from '../../db/schema/index.js';
import { formatChinaTime, parseChinaTime } from '../../lib/china-time.js';
import { exactCountTerm, isCaseStable, keywordGrams, phraseSpelling } from './title-grams.js';

/** Who is asking: anonymous visitors never see notices meant for logged-in users. */
export type TNoticeViewer = { loggedIn: boolean };

/** The visitorView values a viewer may read. */
export const visibleViews = (viewer: TNoticeViewer): string[] =>
  viewer.loggedIn ? [VISITOR_VIEW.public, VISITOR_VIEW.loggedInOnly] : [VISITOR_VIEW.public];

/** The structured procurement fields of a notice (the wire's, mapped by toProcurementFields). */
const procurementColumns = {
  bidDeadline: notices.bidDeadline,
  bidOpeningAt: notices.bidOpeningAt,
  budgetAmount: notices.budgetAmount,
  budgetCurrency: notices.budgetCurrency,
  projectNumber: notices.projectNumber,
  contactName: notices.contactName,
  contactPhone: notices.contactPhone,
  contactEmail: notices.contactEmail,
};

/** The columns a list item is made of (toNoticeListItem). */
export const listColumns = {
  id: notices.id,
  title: notices.title,
  state: notices.state,
  purchaseNoticeType: notices.purchaseNoticeType,
  resultsNoticeType: notices.resultsNoticeType,
  purMode: notices.purMode,
  purModeLevel1: notices.purModeLevel1,
  unitLevel: notices.unitLevel,
  orgName: notices.orgName,
  provAdmName: notices.provAdmName,
  isHistory: notices.isHistory,
  conversionMethod: notices.conversionMethod,
  transformationField: notices.transformationField,
  blackCode: notices.blackCode,
  publishedAt: notices.publishedAt,
  createdAt: notices.createdAt,
  effectAt: notices.effectAt,
  expireAt: notices.expireAt,
  ...procurementColumns,
};

type TNoticeListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null };

/** The structured procurement fields of a notice or of a version of it, as the wire names them. */
export const toProcurementFields = (
  row: Pick<TNoticeListRow, keyof typeof procurementColumns>,
): TNoticeProcurementFields => ({
  bidDeadline: formatChinaTime(row.bidDeadline),
  bidOpeningTime: formatChinaTime(row.bidOpeningAt),
  budgetAmount: row.budgetAmount,
  budgetCurrency: row.budgetCurrency,
  projectNumber: row.projectNumber,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  contactEmail: row.contactEmail,
});

export const toNoticeListItem = (row: TNoticeListRow): TNoticeListItem => ({
  noticeId: String(row.id),
  noticeTitle: row.title ?? '',
  noticeState: row.state === '0' ? '0' : '1',
  purchaseNoticeType: row.purchaseNoticeType ?? '',
  resultsNoticeType: row.resultsNoticeType,
  noticeType: noticeTypeLabel(row.purchaseNoticeType ?? '', row.resultsNoticeType) ?? null,
  purMode: row.purMode,
  purModeLevel1: row.purModeLevel1,
  unitLevel: row.unitLevel,
  orgName: row.orgName,
  provAdmName: row.provAdmName,
  publicationTimeStr: formatChinaTime(row.publishedAt),
  // Clients read createTime as the moment a notice became public (alert bots stop at the first one
  // older than what they saw last); when it was written is authoringTime.
  createTime: formatChinaTime(row.publishedAt),
  authoringTime: formatChinaTime(row.createdAt),
  effectTime: formatChinaTime(row.effectAt),
  failureTime: formatChinaTime(row.expireAt),
  conversionMethod: row.conversionMethod,
  transformationField: row.transformationField,
  blackCode: row.blackCode,
  isHistory: row.isHistory ? '1' : '0',
  ...toProcurementFields(row),
});

/** ILIKE pattern matching the keyword literally (its % and _ are not wildcards). */
const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A comma-joined column holds at least one of the wanted values. */
const listColumnOverlaps = (column: AnyColumn, wanted: string[]) =>
  sql`string_to_array(${column}, ',') && ${sql.param(wanted)}::text[]`;

const timeRange = (column: AnyColumn, start?: string, end?: string): SQL[] => {
  const conditions: SQL[] = [];
  const from = start ? parseChinaTime(start) : null;
  const to = end ? parseChinaTime(end.length === 10 ? `${end} 23:59:59` : end) : null;
  if (from) conditions.push(gte(column, from));
  if (to) conditions.push(lte(column, to));
  return conditions;
};

/**
 * The title contains the keyword, whatever the case. A keyword without letters that have a case (Chinese,
 * digits, punctuation) is matched with LIKE: the same rows, several times cheaper per row than ILIKE,
 * which lower-cases every title it checks.
 */
const titleContains = (keyword: string, title: AnyColumn = notices.title): SQL =>
  isCaseStable(keyword) && keyword.toLowerCase() === keyword.toUpperCase()
    ? like(title, containsPattern(keyword))
    : ilike(title, containsPattern(keyword));

/** Conditions that keep only real matches of the keyword, served by the title-gram GIN index. */
export const titleKeywordConditions = (keyword: string): SQL[] => [
  arrayContains(notices.titleGrams, keywordGrams(keyword)),
  titleContains(keyword),
];

/** Columns notices and their term counts share: visibility, history and type. */
type TDimensionColumns = Record<
  'isHistory' | 'visitorView' | 'purchaseNoticeType' | 'resultsNoticeType' | 'unitLevel',
  AnyColumn
>;

/**
 * The notice types a filter asks for, or undefined for every type. `noticeType` narrows
 * `purchaseNoticeType` to types listed under it ('2' with noticeType '49': the advance notices among
 * procurement announcements); asked alone it lists those types.
 */
export const requestedNoticeTypes = (filter: TQueryNoticeFilter): string[] | undefined => {
  const realTypes = (filter.purchaseNoticeType ?? []).filter((type) => type !== HISTORY_NOTICE_TYPE);
  if (!filter.noticeType?.length) return realTypes.length > 0 ? realTypes : undefined;
  if (realTypes.length === 0) return filter.noticeType;
  const family = new Set(realTypes.flatMap((type) => [type, ...(NOTICE_TYPE_MEMBERS[type] ?? [])]));
  return filter.noticeType.filter((type) => family.has(type));
};

/** Whatever the client sends, anonymous callers see public notices only. */
const viewsOf = (filter: TQueryNoticeFilter, viewer: TNoticeViewer) =>
  (viewer.loggedIn && filter.visitorView) || visibleViews(viewer);

const dimensionConditions = (
  columns: TDimensionColumns,
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
): SQL[] => {
  const historyOnly =
    filter.isHistory === '1' || (filter.purchaseNoticeType ?? []).includes(HISTORY_NOTICE_TYPE);
  const types = requestedNoticeTypes(filter);
  const allowedViews = viewsOf(filter, viewer);
  const conditions: SQL[] = [eq(columns.isHistory, historyOnly), inArray(columns.visitorView, allowedViews)];
  // An empty list (noticeType outside the asked family) matches nothing.
  if (types) conditions.push(types.length > 0 ? inArray(columns.purchaseNoticeType, types) : sql`false`);
  if (filter.excludeNoticeType?.length)
    conditions.push(notInArray(columns.purchaseNoticeType, filter.excludeNoticeType));
  if (filter.resultsNoticeType?.length)
    conditions.push(inArray(columns.resultsNoticeType, filter.resultsNoticeType));
  if (filter.unitLevel?.length) conditions.push(inArray(columns.unitLevel, filter.unitLevel));
  return conditions;
};

export const noticeFilterConditions = (
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
  options: { useTitleIndex: boolean } = { useTitleIndex: true },
): SQL[] => {
  const conditions = dimensionConditions(notices, filter, viewer);
  if (filter.orgCode) conditions.push(eq(notices.orgCode, filter.orgCode));
  if (filter.provAdmCode?.length) conditions.push(inArray(notices.provAdmCode, filter.provAdmCode));
  if (filter.orgName) conditions.push(ilike(notices.orgName, containsPattern(filter.orgName)));
  if (filter.provAdmName) conditions.push(ilike(notices.provAdmName, containsPattern(filter.provAdmName)));
  if (filter.noticeTitle) {
    conditions.push(
      ...(options.useTitleIndex
        ? titleKeywordConditions(filter.noticeTitle)
        : [titleContains(filter.noticeTitle)]),
    );
  }
  conditions.push(...timeRange(notices.publishedAt, filter.publicationTimeStart, filter.publicationTimeEnd));
  conditions.push(...timeRange(notices.effectAt, filter.effectTimeStart, filter.effectTimeEnd));
  if (filter.conversionMethod?.length)
    conditions.push(listColumnOverlaps(notices.conversionMethod, filter.conversionMethod));
  if (filter.transformationField?.length) {
    conditions.push(listColumnOverlaps(notices.transformationField, filter.transformationField));
  }
  return conditions;
};

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
const keywordCountTerm = async (db: TDatabase, keyword: string | undefined): Promise<string | null> => {
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
const termCountConditions = (
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
  keywordTerm: string | null,
): SQL[] | null => {
  if (keywordTerm === null || !onlyTermCountFields(filter)) return null;
  return [eq(noticeTermCounts.term, keywordTerm), ...dimensionConditions(noticeTermCounts, filter, viewer)];
};

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/** The filter sets no field but visibility, history, type, unit level and keyword. */
const onlyTermCountFields = (filter: TQueryNoticeFilter) =>
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
const totalOf = async (
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

/** Lists' order: newest publication first. */
export const newestFirst = [sql`${notices.publishedAt} DESC NULLS LAST`, sql`${notices.id} DESC NULLS LAST`];

export type TSearchNoticeFilter = z.output<typeof ZSearchNoticeListRequest>;

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
const noticePage = async (
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
  if (complete) {
    const time = (date: Date | null) => (date ? date.getTime() : Number.NEGATIVE_INFINITY);
    rows.sort((a, b) => time(b.publishedAt) - time(a.publishedAt) || b.id - a.id);
  }
  return { ids: rows.map((row) => row.id), types: rows.map((row) => row.type), complete };
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
  if (!keyword || !onlyTermCountFields(filter) || viewsOf(filter, viewer).length !== 1) return null;
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
const rowsByIds = async (db: TDatabase, ids: number[]) => {
  if (ids.length === 0) return [];
  const rows = await db.select(listColumns).from(notices).where(inArray(notices.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toNoticeListItem(row)] : [];
  });
};

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

/** Search by keyword; without a keyword nothing is searched (spec section 4). */
export const searchNoticePage = async (
  db: TDatabase,
  request: TSearchNoticeFilter,
  viewer: TNoticeViewer,
  memo: TPageMemo,
): Promise<TSearchNoticePage> => {
  const empty = { records: [], total: 0, current: request.current, size: request.size };
  if (!request.noticeTitle) return request.isCount ? { ...empty, typeCounts: [] } : empty;
  const allTypes: TQueryNoticeFilter = {
    current: request.current,
    size: request.size,
    noticeTitle: request.noticeTitle,
    isHistory: request.isHis ? '1' : undefined,
    visitorView: request.visitorView,
  };
  const typeFilter = request.purchaseNoticeType?.length ? request.purchaseNoticeType : undefined;
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
  const counts = new Map<string, number>();
  for (const type of matches.types) counts.set(type, (counts.get(type) ?? 0) + 1);
  return {
    counts: [...counts]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([purchaseNoticeType, count]) => ({ purchaseNoticeType, count })),
    lowerBounds: !matches.complete,
  };
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

export const latestNotices = async (
  db: TDatabase,
  filter: Pick<TQueryNoticeFilter, 'purchaseNoticeType' | 'resultsNoticeType' | 'unitLevel'>,
  size: number,
  viewer: TNoticeViewer,
): Promise<TNoticeListItem[]> => {
  const rows = await db
    .select(listColumns)
    .from(notices)
    .where(and(...noticeFilterConditions({ current: 1, size, ...filter }, viewer)))
    .orderBy(...newestFirst)
    .limit(size);
  return rows.map(toNoticeListItem);
};

/** A notice the viewer may read (public ones for anonymous callers), or null. */
export const findVisibleNotice = async (db: TDatabase, id: number, viewer: TNoticeViewer) => {
  const rows = await db
    .select({
      ...listColumns,
      contentHtml: notices.contentHtml,
      revision: notices.revision,
      amendedAt: notices.amendedAt,
      stateReason: notices.stateReason,
      stateChangedAt: notices.stateChangedAt,
    })
    .from(notices)
    .where(and(eq(notices.id, id), inArray(notices.visitorView, visibleViews(viewer))));
  const row = rows[0];
  return row
    ? {
        ...toNoticeListItem(row),
        noticeContent: row.contentHtml,
        revision: row.revision,
        amendedTime: formatChinaTime(row.amendedAt),
        stateReason: row.stateReason,
        stateTime: formatChinaTime(row.stateChangedAt),
      }
    : null;
};

export const historyNoticeTypes = async (db: TDatabase, viewer: TNoticeViewer): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ purchaseNoticeType: notices.purchaseNoticeType })
    .from(notices)
    .where(and(eq(notices.isHistory, true), inArray(notices.visitorView, visibleViews(viewer))));
  return rows.map((row) => row.purchaseNoticeType);
};

export const blacklistEntries = async (db: TDatabase, noticeId: number): Promise<TBlacklistEntry[]> => {
  const rows = await db
    .select()
    .from(noticeBlacklistEntries)
    .where(eq(noticeBlacklistEntries.noticeId, noticeId))
    .orderBy(noticeBlacklistEntries.sort, noticeBlacklistEntries.id);
  return rows.map((row) => ({
    supplierName: row.supplierName,
    noticeContent: row.matterDescription,
    addBlacklistReasonName: row.reasonName,
    restrictedAreaName: row.restrictedAreaName,
    regionName: row.regionName,
    blackeffectTime: formatChinaTime(row.effectAt),
    blackeInvalidTime: formatChinaTime(row.invalidAt),
  }));
};

/**
 * The amendments of a notice, newest first: each with the version it replaced and the one it put in
 * place (the next kept version, or the notice as it is now for the latest).
 */
export const noticeAmendments = async (db: TDatabase, id: number) => {
  const [current] = await db
    .select({
      revision: notices.revision,
      title: notices.title,
      contentHtml: notices.contentHtml,
      publishedAt: notices.publishedAt,
      effectAt: notices.effectAt,
      expireAt: notices.expireAt,
      ...procurementColumns,
    })
    .from(notices)
    .where(eq(notices.id, id));
  if (!current) return [];
  const kept = await db
    .select()
    .from(noticeRevisions)
    .where(eq(noticeRevisions.noticeId, id))
    .orderBy(noticeRevisions.revision);
  const versionOf = (version: typeof current) => ({
    revision: version.revision,
    noticeTitle: version.title,
    noticeContent: version.contentHtml,
    publicationTimeStr: formatChinaTime(version.publishedAt),
    effectTime: formatChinaTime(version.effectAt),
    failureTime: formatChinaTime(version.expireAt),
    ...toProcurementFields(version),
  });
  const versions = [...kept, current];
  return kept
    .map((before, index) => {
      const after = versions[index + 1] ?? current;
      return {
        amendedTime: formatChinaTime(before.replacedAt) ?? '',
        reason: before.reason,
        before: versionOf(before),
        after: versionOf(after),
      };
    })
    .reverse();
};
