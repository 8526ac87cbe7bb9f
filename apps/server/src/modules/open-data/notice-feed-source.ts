import {
  FEED_ITEM_COUNT,
  NOTICE_STATE,
  NOTICE_TYPE_MEMBERS,
  ORG_LEVELS,
  noticeTypeLabel,
  OPEN_DATA_MESSAGES,
  type TFullTextScope,
  type TQueryNoticeFilter,
} from '@supportal/contract';
import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { admAreas, notices, orgs } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import {
  ANONYMOUS_VIEWER,
  fullTextConditionOf,
  fullTextCondition,
  listColumns,
  newestFirst,
  noticeFilterConditions,
  toNoticeListItem,
} from '../notices/index.js';
import { FEED_MESSAGES } from './feed-messages.js';

/** What a feed filters on: the notice list's own filter fields. */
export type TFeedNoticeFilter = Pick<
  TQueryNoticeFilter,
  | 'purchaseNoticeType'
  | 'provAdmCode'
  | 'unitLevel'
  | 'orgCode'
  | 'noticeTitle'
  | 'fullTextQuery'
  | 'fullTextScope'
>;

export type TFeedNotice = {
  id: number;
  title: string;
  category: string | null;
  summary: string;
  published: Date;
  updated: Date;
};

/**
 * Public notices a feed may show at `now`: anyone may read them, their publication time has come and
 * they are in force (a withdrawn or expired notice leaves the feed). Made once per answer and handed to
 * the reads below: a full-text filter finds its notices here, once, not in each read.
 */
export const feedNoticeConditions = async (
  db: TDatabase,
  filter: TFeedNoticeFilter,
  now: Date,
): Promise<SQL[]> => {
  const listFilter = { current: 1, size: FEED_ITEM_COUNT, ...filter };
  const fullText = fullTextConditionOf(listFilter);
  return [
    ...noticeFilterConditions(listFilter, ANONYMOUS_VIEWER),
    ...(fullText ? [await fullTextCondition(db, fullText)] : []),
    lte(notices.publishedAt, now),
  ];
};

const summaryOf = (row: {
  orgName: string | null;
  provAdmName: string | null;
  unitLevel: string | null;
  publishedAt: Date | null;
  amendedAt: Date | null;
}) =>
  [
    row.orgName,
    row.provAdmName,
    ORG_LEVELS.find((level) => level.code === row.unitLevel)?.label,
    row.publishedAt ? FEED_MESSAGES.published(formatChinaTime(row.publishedAt) ?? '') : undefined,
    row.amendedAt ? FEED_MESSAGES.amended(formatChinaTime(row.amendedAt) ?? '') : undefined,
  ]
    .filter(Boolean)
    .join('｜');

/** The newest public notices in force matching the filter, newest first. */
export const latestFeedNotices = async (
  db: TDatabase,
  feedNotices: readonly SQL[],
): Promise<TFeedNotice[]> => {
  const rows = await db
    .select({ ...listColumns, amendedAt: notices.amendedAt })
    .from(notices)
    .where(and(...feedNotices, eq(notices.state, NOTICE_STATE.active)))
    .orderBy(...newestFirst)
    .limit(FEED_ITEM_COUNT);
  return rows.map((row) => {
    const published = row.publishedAt ?? row.createdAt;
    return {
      id: row.id,
      title: row.title,
      category: noticeTypeLabel(row.purchaseNoticeType, row.resultsNoticeType) ?? null,
      summary: summaryOf(row),
      published,
      updated: row.amendedAt && row.amendedAt > published ? row.amendedAt : published,
    };
  });
};

/** A calendar keeps dates of the last weeks too: a deadline just passed is still worth seeing. */
const CALENDAR_PAST_DAYS = 30;
const CALENDAR_NOTICE_COUNT = 100;

/**
 * Public notices in force matching the filter whose bid deadline or opening is at most
 * CALENDAR_PAST_DAYS ago, soonest first: what a calendar of the filter shows.
 */
export const datedFeedNotices = async (db: TDatabase, feedNotices: readonly SQL[], now: Date) => {
  const since = new Date(now.getTime() - CALENDAR_PAST_DAYS * 24 * 3_600_000);
  const rows = await db
    .select({ ...listColumns, revision: notices.revision })
    .from(notices)
    .where(
      and(
        ...feedNotices,
        eq(notices.state, NOTICE_STATE.active),
        or(gte(notices.bidDeadline, since), gte(notices.bidOpeningAt, since)),
      ),
    )
    .orderBy(sql`coalesce(${notices.bidDeadline}, ${notices.bidOpeningAt})`, notices.id)
    .limit(CALENDAR_NOTICE_COUNT);
  return rows.map((row) => ({ ...toNoticeListItem(row), revision: row.revision }));
};

/**
 * When what the feed shows last changed: the latest publication or write (an amendment, a withdrawal:
 * a notice leaving the feed counts too) among the notices it may show. Null when there are none.
 */
export const feedLastModified = async (db: TDatabase, feedNotices: readonly SQL[]): Promise<Date | null> => {
  const [row] = await db
    .select({
      latest: sql<Date | string | null>`max(greatest(${notices.updatedAt}, ${notices.publishedAt}))`,
    })
    .from(notices)
    .where(and(...feedNotices));
  return row?.latest ? new Date(row.latest) : null;
};

/** The types a saved search's type stands for: itself and the types listed under it (49 under 2). */
export const typesListedUnder = (types: readonly string[]) => [
  ...new Set(types.flatMap((type) => [type, ...(NOTICE_TYPE_MEMBERS[type] ?? [])])),
];

/** A filter naming what does not exist: a 400 naming the field, as the notice list's own checks do. */
const unknownFilterValue = (field: string, message: string) =>
  new AppError('badRequest', message, [{ path: field, message }]);

/**
 * 'Procurement announcements · Jiangsu · province branches · 关键字“光缆”', or every notice: what a feed
 * covers, by the names of its filters. A province or unit that does not exist is refused rather than
 * echoed into the title of a feed that would stay empty. (The contract already checks types and levels.)
 */
export const feedScopeName = async (db: TDatabase, filter: TFeedNoticeFilter): Promise<string> => {
  const [provinces, org] = await Promise.all([
    filter.provAdmCode?.length
      ? db
          .select({ name: admAreas.name })
          .from(admAreas)
          .where(inArray(admAreas.code, filter.provAdmCode))
          .orderBy(admAreas.code)
      : [],
    filter.orgCode
      ? db.select({ name: orgs.name }).from(orgs).where(eq(orgs.code, filter.orgCode)).limit(1)
      : undefined,
  ]);
  if (provinces.length < (filter.provAdmCode?.length ?? 0))
    throw unknownFilterValue('provAdmCode', OPEN_DATA_MESSAGES.unknownProvince);
  if (org && org.length === 0) throw unknownFilterValue('orgCode', OPEN_DATA_MESSAGES.unknownOrg);
  const parts = [
    (filter.purchaseNoticeType ?? []).map((type) => noticeTypeLabel(type) ?? type).join('、') ||
      FEED_MESSAGES.allNotices,
    provinces.map((province) => province.name).join('、'),
    (filter.unitLevel ?? [])
      .map((code) => ORG_LEVELS.find((level) => level.code === code)?.label ?? code)
      .join('、'),
    org?.[0]?.name,
    filter.noticeTitle ? FEED_MESSAGES.keyword(filter.noticeTitle) : undefined,
    filter.fullTextQuery
      ? FEED_MESSAGES.fullText(filter.fullTextQuery, filter.fullTextScope ?? 'all')
      : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
};

/** The list filter a saved search stands for (its conditions as the alert matcher reads them). */
export const savedSearchFilter = (search: {
  keyword: string;
  fullTextQuery: string;
  fullTextScope: string;
  noticeTypes: string[];
  provAdmCode: string | null;
  unitLevel: string | null;
}): TFeedNoticeFilter => ({
  noticeTitle: search.keyword || undefined,
  fullTextQuery: search.fullTextQuery || undefined,
  fullTextScope: search.fullTextQuery ? (search.fullTextScope as TFullTextScope) : undefined,
  purchaseNoticeType: search.noticeTypes.length > 0 ? typesListedUnder(search.noticeTypes) : undefined,
  provAdmCode: search.provAdmCode ? [search.provAdmCode] : undefined,
  unitLevel: search.unitLevel ? [search.unitLevel] : undefined,
});
