import { NOTICE_ATTACHMENT_REL_NAME, type TNoticeChangeKind } from '@supportal/contract';
import { and, asc, eq, gt, gte, inArray, isNotNull, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import {
  attachments,
  dictionaryEntries,
  files,
  noticeChanges,
  noticeRevisions,
  notices,
  type TStoredAwardCandidate,
} from '../../db/schema/index.js';
import { ANONYMOUS_VIEWER, readableNotices, stampNoticeChanges } from '../notices/index.js';
import { OCDS_CHANGE_KINDS, OCDS_NOTICE_TYPES, ocdsStageOf } from './ocds-stages.js';

/**
 * A version of a notice as visitors read it while it was the current one: its type, purchase mode,
 * publishing unit and procurement fields too, since an amendment may change any of them.
 */
export type TOcdsNoticeVersion = {
  purchaseNoticeType: string;
  /** The purchase mode's name (OBP_PUR_MODE), null without a mode. */
  purModeName: string | null;
  orgCode: string | null;
  orgName: string | null;
  provAdmName: string | null;
  title: string;
  contentHtml: string;
  publishedAt: Date | null;
  bidDeadline: Date | null;
  bidOpeningAt: Date | null;
  /** numeric(18, 2) as text: "1250000.00". */
  budgetAmount: string | null;
  budgetCurrency: string | null;
  projectNumber: string | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  /** Candidates and winners of a result notice, by rank (none for other notices). */
  awardCandidates: readonly TStoredAwardCandidate[];
};

/** The columns of a version, in notices and in the revisions amendments keep alike. */
const versionColumns = (table: typeof notices | typeof noticeRevisions) => ({
  purchaseNoticeType: table.purchaseNoticeType,
  purMode: table.purMode,
  orgCode: table.orgCode,
  orgName: table.orgName,
  provAdmName: table.provAdmName,
  title: table.title,
  contentHtml: table.contentHtml,
  publishedAt: table.publishedAt,
  bidDeadline: table.bidDeadline,
  bidOpeningAt: table.bidOpeningAt,
  budgetAmount: table.budgetAmount,
  budgetCurrency: table.budgetCurrency,
  projectNumber: table.projectNumber,
  contactName: table.contactName,
  contactPhone: table.contactPhone,
  contactEmail: table.contactEmail,
  awardCandidates: table.awardCandidates,
});

/** A change of the notice change log that makes a release. */
export type TOcdsChange = {
  position: number;
  kind: TNoticeChangeKind;
  revision: number;
  reason: string | null;
  changedAt: Date;
};

/** What the releases of one public procurement notice are made of. */
export type TOcdsNoticeSource = {
  id: number;
  /** The revision shown now; attachments belong to it (a replaced attachment is no longer served). */
  revision: number;
  /** Every revision: those replaced by amendments as kept, and the current one. */
  versions: ReadonlyMap<number, TOcdsNoticeVersion>;
  attachments: readonly { fileId: number; fileName: string; contentType: string }[];
  /** Its changes that make releases (their revision is of a procurement type), in the order they happened. */
  changes: readonly TOcdsChange[];
};

/**
 * Public notices that are, or were before an amendment, of a procurement type: what open data may
 * show. A tender amended into another type keeps the releases it had (harvesters have them already);
 * its changes since make none (their revision has no OCDS data).
 */
const publicProcurementNotice = (): SQL | undefined =>
  and(
    readableNotices(ANONYMOUS_VIEWER),
    or(
      inArray(notices.purchaseNoticeType, [...OCDS_NOTICE_TYPES]),
      sql`EXISTS (SELECT 1 FROM ${noticeRevisions} WHERE ${noticeRevisions.noticeId} = ${notices.id}
          AND ${inArray(noticeRevisions.purchaseNoticeType, [...OCDS_NOTICE_TYPES])})`,
    ),
  );

const releaseChange = (): SQL | undefined =>
  and(isNotNull(noticeChanges.position), inArray(noticeChanges.kind, [...OCDS_CHANGE_KINDS]));

/** The sources of these notices that open data may show (others are left out), by id. */
export const loadOcdsNotices = async (
  db: TDatabase,
  noticeIds: readonly number[],
): Promise<Map<number, TOcdsNoticeSource>> => {
  if (noticeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: notices.id, revision: notices.revision, ...versionColumns(notices) })
    .from(notices)
    .where(and(inArray(notices.id, [...noticeIds]), publicProcurementNotice()));
  if (rows.length === 0) return new Map();
  const ids = rows.map((row) => row.id);
  const [kept, attachedFiles, changes] = await Promise.all([
    db
      .select({
        noticeId: noticeRevisions.noticeId,
        revision: noticeRevisions.revision,
        ...versionColumns(noticeRevisions),
      })
      .from(noticeRevisions)
      .where(inArray(noticeRevisions.noticeId, ids)),
    db
      .select({
        relId: attachments.relId,
        fileId: files.id,
        fileName: files.fileName,
        contentType: files.contentType,
      })
      .from(attachments)
      .innerJoin(files, eq(files.id, attachments.fileId))
      .where(
        and(
          eq(attachments.relName, NOTICE_ATTACHMENT_REL_NAME),
          inArray(
            attachments.relId,
            ids.map((id) => String(id)),
          ),
        ),
      )
      .orderBy(asc(attachments.sort), asc(files.id)),
    db
      .select({
        noticeId: noticeChanges.noticeId,
        position: noticeChanges.position,
        kind: noticeChanges.kind,
        revision: noticeChanges.revision,
        reason: noticeChanges.reason,
        changedAt: noticeChanges.changedAt,
      })
      .from(noticeChanges)
      .where(and(inArray(noticeChanges.noticeId, ids), releaseChange()))
      .orderBy(asc(noticeChanges.position)),
  ]);
  const modeName = await purchaseModeNames(db, [...rows, ...kept]);
  const toVersion = ({ purMode, ...version }: (typeof rows)[number] | (typeof kept)[number]) => ({
    ...version,
    purModeName: purMode === null ? null : (modeName.get(purMode) ?? null),
  });
  return new Map(
    rows.map((row) => {
      const versions = new Map<number, TOcdsNoticeVersion>(
        kept
          .filter((version) => version.noticeId === row.id)
          .map((version) => [version.revision, toVersion(version)]),
      );
      versions.set(row.revision, toVersion(row));
      const source = { id: row.id, revision: row.revision, versions };
      return [
        row.id,
        {
          ...source,
          attachments: attachedFiles.filter((file) => file.relId === String(row.id)),
          changes: changes
            .filter(
              (change) =>
                change.noticeId === row.id &&
                // A revision of a type without OCDS data (amended into a procurement type later) has no release.
                ocdsStageOf(versionOf(source, change.revision).purchaseNoticeType) !== undefined,
            )
            .map((change) => ({
              position: Number(change.position),
              kind: change.kind as TNoticeChangeKind,
              revision: change.revision,
              reason: change.reason,
              changedAt: change.changedAt,
            })),
        },
      ];
    }),
  );
};

/** The names of the purchase modes these versions use (OBP_PUR_MODE), by value. */
const purchaseModeNames = async (db: TDatabase, versions: readonly { purMode: string | null }[]) => {
  const modes = [
    ...new Set(versions.flatMap((version) => (version.purMode === null ? [] : [version.purMode]))),
  ];
  if (modes.length === 0) return new Map<string, string>();
  const entries = await db
    .select({ value: dictionaryEntries.value, label: dictionaryEntries.label })
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.dictType, 'OBP_PUR_MODE'), inArray(dictionaryEntries.value, modes)));
  return new Map(entries.map((entry) => [entry.value, entry.label]));
};

/**
 * The version a change shows. A revision missing from the kept versions (a log entry older than the
 * notice's revision history) reads as today's.
 */
export const versionOf = (
  source: Pick<TOcdsNoticeSource, 'id' | 'revision' | 'versions'>,
  revision: number,
): TOcdsNoticeVersion => {
  const version = source.versions.get(revision) ?? source.versions.get(source.revision);
  if (!version) throw new Error(`公告 ${source.id} 缺少当前版本`);
  return version;
};

/**
 * Changes that make releases of public procurement notices after position `after` (changed at
 * `since` or later), in order, at most `limit` + 1 (one more tells that a next page exists), and the
 * highest position stamped when the read began: every change up to it has been looked at, so a reader
 * with nothing new continues from there.
 */
export const readOcdsFeed = async (
  db: TDatabase,
  options: { after: number; since: Date | undefined; limit: number },
): Promise<{ entries: { noticeId: number; position: number }[]; top: number }> => {
  await stampNoticeChanges(db);
  // Read first: a position is visible only once every smaller one is (notice-change-log.ts).
  const [highest] = await db.select({ top: max(noticeChanges.position) }).from(noticeChanges);
  const top = Number(highest?.top ?? 0);
  const rows = await db
    .select({ noticeId: noticeChanges.noticeId, position: noticeChanges.position })
    .from(noticeChanges)
    .innerJoin(notices, eq(notices.id, noticeChanges.noticeId))
    .where(
      and(
        gt(noticeChanges.position, options.after),
        lte(noticeChanges.position, top),
        releaseChange(),
        publicProcurementNotice(),
        options.since ? gte(noticeChanges.changedAt, options.since) : undefined,
      ),
    )
    .orderBy(asc(noticeChanges.position))
    .limit(options.limit + 1);
  return { entries: rows.map((row) => ({ noticeId: row.noticeId, position: Number(row.position) })), top };
};
