import {
  and,
  arrayContains,
  count,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  notInArray,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import {
  HISTORY_NOTICE_TYPE,
  NOTICE_TYPE_MEMBERS,
  VISITOR_VIEW,
  noticeTypeLabel,
  type TBlacklistEntry,
  type TNoticeListItem,
  type TNoticePage,
  type TQueryNoticeFilter,
  type TSearchNoticePage,
  type ZSearchNoticeListRequest,
} from '@supportal/contract';
import type { z } from 'zod';
import type { TDatabase } from '../../db/database.js';
import { noticeBlacklistEntries, noticeTermCounts, notices } from '../../db/schema.js';
import { formatChinaTime, parseChinaTime } from '../../lib/china-time.js';
import { exactCountTerm, keywordGrams } from './title-grams.js';

/** Who is asking: anonymous visitors never see notices meant for logged-in users. */
export type TNoticeViewer = { loggedIn: boolean };

/** The visitorView values a viewer may read. */
export const visibleViews = (viewer: TNoticeViewer): string[] =>
  viewer.loggedIn ? [VISITOR_VIEW.public, VISITOR_VIEW.loggedInOnly] : [VISITOR_VIEW.public];

const listColumns = {
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
};

type TNoticeListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null };

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

/** Conditions that keep only real matches of the keyword, served by the title-gram GIN index. */
export const titleKeywordConditions = (keyword: string): SQL[] => [
  arrayContains(notices.titleGrams, keywordGrams(keyword)),
  ilike(notices.title, containsPattern(keyword)),
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

const dimensionConditions = (
  columns: TDimensionColumns,
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
): SQL[] => {
  const historyOnly =
    filter.isHistory === '1' || (filter.purchaseNoticeType ?? []).includes(HISTORY_NOTICE_TYPE);
  const types = requestedNoticeTypes(filter);
  // Whatever the client sends, anonymous callers see public notices only.
  const allowedViews = (viewer.loggedIn && filter.visitorView) || visibleViews(viewer);
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
        : [ilike(notices.title, containsPattern(filter.noticeTitle))]),
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
 * Conditions on notice_term_counts whose sum is the exact total of the filter, or null when the term
 * counts cannot answer it (other filters, or a keyword that is not a single term).
 */
const termCountConditions = (filter: TQueryNoticeFilter, viewer: TNoticeViewer): SQL[] | null => {
  const otherFilter = Object.entries(filter).some(
    ([field, value]) =>
      !TERM_COUNT_FIELDS.has(field) && value !== undefined && value !== '' && !isEmptyList(value),
  );
  const term = exactCountTerm(filter.noticeTitle);
  if (otherFilter || term === null) return null;
  return [eq(noticeTermCounts.term, term), ...dimensionConditions(noticeTermCounts, filter, viewer)];
};

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/** Exact number of notices the filter matches: summed term counts when they can tell, else counted. */
export const countMatchingNotices = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
): Promise<number> => {
  const byTerms = termCountConditions(filter, viewer);
  if (!byTerms) return countNotices(db, and(...noticeFilterConditions(filter, viewer)));
  const rows = await db
    .select({ total: sql<number>`coalesce(sum(${noticeTermCounts.noticeCount}), 0)::integer` })
    .from(noticeTermCounts)
    .where(and(...byTerms));
  return rows[0]?.total ?? 0;
};

const newestFirst = [sql`${notices.publishedAt} DESC NULLS LAST`, sql`${notices.id} DESC NULLS LAST`];

export type TSearchNoticeFilter = z.output<typeof ZSearchNoticeListRequest>;

/**
 * What pages remember between calls, keyed by the filter without its page fields: exact totals (every
 * match counted) and the ordered ids of a keyword's matches when pages come from the title-gram index.
 */
export type TPageMemo = {
  memoCount: (filter: TQueryNoticeFilter, count: () => Promise<number>) => Promise<number>;
  memoMatchIds: (filter: TQueryNoticeFilter, ids: () => Promise<number[]>) => Promise<number[]>;
  /** Rows a date-ordered walk may read before the title-gram index is the cheaper way to a page. */
  orderedWalkBudget?: number;
};

const ORDERED_WALK_BUDGET = 20_000;
/** Larger match lists are paged by the database each time rather than remembered. */
const MAX_REMEMBERED_MATCHES = 50_000;

/**
 * One page of notices newest first, with the exact total. For a keyword the page comes one of two
 * ways: a common keyword is found by walking the date index and checking titles (a page needs few
 * rows); for a rarer one, or a deep page, every match is found through the title-gram index and
 * sorted once, and its ordered ids serve every page of that keyword until notices change.
 */
const noticePage = async (
  db: TDatabase,
  filter: TQueryNoticeFilter,
  viewer: TNoticeViewer,
  memo: TPageMemo,
) => {
  const { current: _current, size: _size, ...unpaged } = filter;
  const countOf = (scope: TQueryNoticeFilter) =>
    memo.memoCount(scope, () => countMatchingNotices(db, scope, viewer));
  /** The filter as totals and match ids are keyed: every page of it alike. */
  const wholeFilter = { ...unpaged, current: 1, size: 1 };
  const offset = (filter.current - 1) * filter.size;
  const total = await countOf(wholeFilter);
  if (total === 0 || offset >= total) return { rows: [], total };
  if (filter.noticeTitle) {
    const scope = await countOf({ ...wholeFilter, noticeTitle: undefined });
    const budget = memo.orderedWalkBudget ?? ORDERED_WALK_BUDGET;
    if (((offset + filter.size) * scope) / total <= budget)
      return { rows: await pageRows(db, filter, viewer, false), total };
    if (total > MAX_REMEMBERED_MATCHES) return { rows: await pageRows(db, filter, viewer, true), total };
    const ids = await memo.memoMatchIds(wholeFilter, () => matchingIds(db, filter, viewer));
    return { rows: await rowsByIds(db, ids.slice(offset, offset + filter.size)), total };
  }
  return { rows: await pageRows(db, filter, viewer, true), total };
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

/** Ids of every match, newest first, found through the title-gram index. */
const matchingIds = async (db: TDatabase, filter: TQueryNoticeFilter, viewer: TNoticeViewer) => {
  const rows = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(...noticeFilterConditions(filter, viewer)))
    .orderBy(...newestFirst);
  return rows.map((row) => row.id);
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
  const { rows, total } = await noticePage(db, filter, viewer, memo);
  return { records: rows, total, current: filter.current, size: filter.size };
};

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
  const [page, typeCounts] = await Promise.all([
    noticePage(db, { ...allTypes, purchaseNoticeType: typeFilter }, viewer, memo),
    request.isCount ? countByType(db, allTypes, viewer) : undefined,
  ]);
  return {
    records: page.rows,
    total: page.total,
    current: request.current,
    size: request.size,
    ...(typeCounts ? { typeCounts } : {}),
  };
};

/** Matches per notice type (types without a match left out), from the term counts when they can tell. */
const countByType = async (db: TDatabase, filter: TQueryNoticeFilter, viewer: TNoticeViewer) => {
  const byTerms = termCountConditions(filter, viewer);
  const rows = byTerms
    ? await db
        .select({
          purchaseNoticeType: noticeTermCounts.purchaseNoticeType,
          count: sql<number>`sum(${noticeTermCounts.noticeCount})::integer`,
        })
        .from(noticeTermCounts)
        .where(and(...byTerms))
        .groupBy(noticeTermCounts.purchaseNoticeType)
        .having(sql`sum(${noticeTermCounts.noticeCount}) > 0`)
        .orderBy(noticeTermCounts.purchaseNoticeType)
    : await db
        .select({ purchaseNoticeType: notices.purchaseNoticeType, count: count() })
        .from(notices)
        .where(and(...noticeFilterConditions(filter, viewer)))
        .groupBy(notices.purchaseNoticeType)
        .orderBy(notices.purchaseNoticeType);
  return rows.map((row) => ({ purchaseNoticeType: row.purchaseNoticeType, count: row.count }));
};

export const countNotices = async (db: TDatabase, where: SQL | undefined): Promise<number> => {
  const rows = await db.select({ total: count() }).from(notices).where(where);
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
    .select({ ...listColumns, contentHtml: notices.contentHtml })
    .from(notices)
    .where(and(eq(notices.id, id), inArray(notices.visitorView, visibleViews(viewer))));
  const row = rows[0];
  return row ? { ...toNoticeListItem(row), noticeContent: row.contentHtml } : null;
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
