import { and, count, desc, eq, gt, gte, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type {
  TBlacklistEntry,
  TNoticeListItem,
  TNoticeVersion,
  TQueryNoticeFilter,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { noticeBlacklistEntries, noticeRevisions, notices, suppliers } from '../../db/schema/index.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { newestFirst, noticeFilterConditions } from './notice-filters.js';
import { readableNotices, type TNoticeViewer } from './notice-policy.js';
import type { TNoticeTransaction } from './notice-writer.js';
import {
  listColumns,
  procurementColumns,
  toAwardCandidates,
  toNoticeListItem,
  toProcurementFields,
} from './notice-wire.js';

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
      awardCandidates: notices.awardCandidates,
    })
    .from(notices)
    .where(and(eq(notices.id, id), readableNotices(viewer)));
  const row = rows[0];
  return row
    ? {
        ...toNoticeListItem(row),
        noticeContent: row.contentHtml,
        revision: row.revision,
        amendedTime: formatChinaTime(row.amendedAt),
        stateReason: row.stateReason,
        stateTime: formatChinaTime(row.stateChangedAt),
        awardCandidates: toAwardCandidates(row.awardCandidates),
      }
    : null;
};

export const historyNoticeTypes = async (db: TDatabase, viewer: TNoticeViewer): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ purchaseNoticeType: notices.purchaseNoticeType })
    .from(notices)
    .where(and(eq(notices.isHistory, true), readableNotices(viewer)));
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
 * Suppliers under a black-list at `now`: the rows of black-list notices the viewer may read whose
 * period has begun and not ended, newest first, with the supplier's USCC where it is registered under
 * that name. `keyword` is contained in the name or the USCC.
 */
export const currentBlacklist = async (
  db: TDatabase,
  viewer: TNoticeViewer,
  query: { keyword?: string | undefined; offset: number; limit: number; now: Date },
) => {
  const where = and(
    readableNotices(viewer),
    or(isNull(noticeBlacklistEntries.effectAt), lte(noticeBlacklistEntries.effectAt, query.now)),
    or(isNull(noticeBlacklistEntries.invalidAt), gt(noticeBlacklistEntries.invalidAt, query.now)),
    query.keyword
      ? or(
          ilike(noticeBlacklistEntries.supplierName, containsPattern(query.keyword)),
          ilike(suppliers.uscc, containsPattern(query.keyword)),
        )
      : undefined,
  );
  const joined = <T extends PgSelect>(select: T) =>
    select
      .innerJoin(notices, eq(notices.id, noticeBlacklistEntries.noticeId))
      .leftJoin(suppliers, eq(suppliers.name, noticeBlacklistEntries.supplierName))
      .where(where);
  const [rows, [total]] = await Promise.all([
    joined(
      db
        .select({ entry: noticeBlacklistEntries, uscc: suppliers.uscc })
        .from(noticeBlacklistEntries)
        .$dynamic(),
    )
      .orderBy(sql`${noticeBlacklistEntries.effectAt} DESC NULLS LAST`, desc(noticeBlacklistEntries.id))
      .offset(query.offset)
      .limit(query.limit),
    joined(db.select({ value: count() }).from(noticeBlacklistEntries).$dynamic()),
  ]);
  return {
    total: total?.value ?? 0,
    records: rows.map(({ entry, uscc }) => ({
      supplierName: entry.supplierName,
      uscc,
      matterDescription: entry.matterDescription,
      reasonName: entry.reasonName,
      restrictedAreaName: entry.restrictedAreaName,
      regionName: entry.regionName,
      effectTime: formatChinaTime(entry.effectAt),
      invalidTime: formatChinaTime(entry.invalidAt),
      noticeId: String(entry.noticeId),
    })),
  };
};

/**
 * The amendments of a notice, newest first: each with the version it replaced and the one it put in
 * place (the next kept version, or the notice as it is now for the latest).
 */
/** The columns of one version of a notice, as notices and notice_revisions both hold them. */
const versionColumns = {
  revision: notices.revision,
  title: notices.title,
  contentHtml: notices.contentHtml,
  publishedAt: notices.publishedAt,
  effectAt: notices.effectAt,
  expireAt: notices.expireAt,
  ...procurementColumns,
  awardCandidates: notices.awardCandidates,
};
type TVersionRow = { [key in keyof typeof versionColumns]: (typeof notices.$inferSelect)[key] };

/** One version of a notice as revisions and the approver's view show it (body as stored). */
const toNoticeVersion = (version: TVersionRow): TNoticeVersion => ({
  revision: version.revision,
  noticeTitle: version.title,
  noticeContent: version.contentHtml,
  publicationTimeStr: formatChinaTime(version.publishedAt),
  effectTime: formatChinaTime(version.effectAt),
  failureTime: formatChinaTime(version.expireAt),
  ...toProcurementFields(version),
  awardCandidates: toAwardCandidates(version.awardCandidates),
});

export const noticeAmendments = async (db: TDatabase, id: number) => {
  const [current] = await db.select(versionColumns).from(notices).where(eq(notices.id, id));
  if (!current) return [];
  const kept = await db
    .select()
    .from(noticeRevisions)
    .where(eq(noticeRevisions.noticeId, id))
    .orderBy(noticeRevisions.revision);
  const versions = [...kept, current];
  return kept
    .map((before, index) => {
      const after = versions[index + 1] ?? current;
      return {
        amendedTime: formatChinaTime(before.replacedAt) ?? '',
        reason: before.reason,
        before: toNoticeVersion(before),
        after: toNoticeVersion(after),
      };
    })
    .reverse();
};

/**
 * The version of a notice an amendment replaces, for its approver: the notice as published now while
 * the amendment waits, or — once applied (`appliedSince`: its draft's creation) — the first version
 * kept with its reason that was replaced after it was written. Null when the notice is not there.
 */
export const versionAmended = async (
  db: TDatabase | TNoticeTransaction,
  noticeId: number,
  amendment: { reason: string; appliedSince: Date | null },
): Promise<TNoticeVersion | null> => {
  if (amendment.appliedSince) {
    const [kept] = await db
      .select()
      .from(noticeRevisions)
      .where(
        and(
          eq(noticeRevisions.noticeId, noticeId),
          eq(noticeRevisions.reason, amendment.reason),
          gte(noticeRevisions.replacedAt, amendment.appliedSince),
        ),
      )
      .orderBy(noticeRevisions.replacedAt)
      .limit(1);
    return kept ? toNoticeVersion(kept) : null;
  }
  const [current] = await db.select(versionColumns).from(notices).where(eq(notices.id, noticeId));
  return current ? toNoticeVersion(current) : null;
};
