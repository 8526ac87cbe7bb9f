import {
  ATTACHMENT_TEXT_STATUSES,
  NOTICE_DRAFT_KINDS,
  NOTICE_DRAFT_STATUS_LABELS,
  NOTICE_DRAFT_STATUSES,
  noticeTypeLabel,
  type TNoticeBlacklistEntryFields,
  type TNoticeDraft,
  type TNoticeDraftStatus,
} from '@supportal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import {
  accounts,
  admAreas,
  attachmentTexts,
  dictionaryEntries,
  files,
  noticeDrafts,
  orgs,
  wfWorkItems,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime, parseChinaTime } from '../../lib/china-time.js';
import { enforce } from '../../lib/policy-verdict.js';
import {
  sanitizeNoticeHtml,
  toAwardCandidates,
  toProcurementFields,
  versionAmended,
  type TNoticeTransaction,
  type TUnitScope,
} from '../notices/index.js';
import { DRAFT_NOT_FOUND_MESSAGE, mayPublishFor } from './notice-draft-policy.js';

type TReader = TDatabase | TNoticeTransaction;
export type TNoticeDraftRow = typeof noticeDrafts.$inferSelect;

export type TPublishingUnit = {
  orgCode: string;
  orgName: string;
  unitLevel: string;
  provAdmCode: string | null;
  provAdmName: string | null;
};

/** Levels below a unit at most (总部 → 省分 → 地市); bounds the walk should a parent link ever loop. */
const MAX_UNIT_DEPTH = 3;

/** The caller's unit and every unit below it: the units a staff member may publish for. */
export const publishingUnits = async (db: TReader, corpCode: string): Promise<TPublishingUnit[]> => {
  const columns = {
    orgCode: orgs.code,
    orgName: orgs.name,
    level: orgs.level,
    sort: orgs.sort,
    provAdmCode: orgs.provAdmCode,
    provAdmName: admAreas.name,
  };
  const found = await db
    .select(columns)
    .from(orgs)
    .leftJoin(admAreas, eq(admAreas.code, orgs.provAdmCode))
    .where(eq(orgs.code, corpCode));
  let frontier = found.map((unit) => unit.orgCode);
  for (let depth = 0; depth < MAX_UNIT_DEPTH && frontier.length > 0; depth += 1) {
    const children = await db
      .select(columns)
      .from(orgs)
      .leftJoin(admAreas, eq(admAreas.code, orgs.provAdmCode))
      .where(inArray(orgs.parentCode, frontier));
    found.push(...children);
    frontier = children.map((unit) => unit.orgCode);
  }
  return found
    .sort((a, b) => a.level - b.level || a.sort - b.sort || (a.orgCode < b.orgCode ? -1 : 1))
    .map((unit) => ({
      orgCode: unit.orgCode,
      orgName: unit.orgName,
      unitLevel: String(unit.level),
      provAdmCode: unit.provAdmCode,
      provAdmName: unit.provAdmName,
    }));
};

/** The unit a notice is published for, which must be the caller's or one below it (else 403). */
export const unitForCaller = async (
  db: TReader,
  corpCode: string,
  orgCode: string,
  provAdmCode?: string,
): Promise<TPublishingUnit> => {
  const unit = (await publishingUnits(db, corpCode)).find((candidate) => candidate.orgCode === orgCode);
  enforce(mayPublishFor(unit, provAdmCode));
  // mayPublishFor refused a missing unit above.
  return unit as TPublishingUnit;
};

/** The codes of the caller's unit range (drafts and notices of other units are not theirs). */
export const unitCodesOf = async (db: TReader, corpCode: string): Promise<string[]> =>
  (await publishingUnits(db, corpCode)).map((unit) => unit.orgCode);

/** A staff member's unit scope, for the notice and draft policies. */
export const unitScopeOf = async (db: TReader, corpCode: string): Promise<TUnitScope> => ({
  unitCodes: await unitCodesOf(db, corpCode),
});

export const chinaTimeOrNull = (text: string | undefined): Date | null =>
  text ? parseChinaTime(text) : null;

const splitList = (value: string | null) => (value ? value.split(',') : []);

/** Draft rows with what the wire shows of them (unit, province, author, attachments, edit task). */
export const draftsToWire = async (
  db: TReader,
  rows: readonly TNoticeDraftRow[],
  options: { withContent: boolean; viewerAccountId: number },
): Promise<TNoticeDraft[]> => {
  if (rows.length === 0) return [];
  const unitRows = await db
    .select({ code: orgs.code, name: orgs.name, provAdmCode: orgs.provAdmCode, provAdmName: admAreas.name })
    .from(orgs)
    .leftJoin(admAreas, eq(admAreas.code, orgs.provAdmCode))
    .where(inArray(orgs.code, [...new Set(rows.map((row) => row.orgCode))]));
  const unitByCode = new Map(unitRows.map((unit) => [unit.code, unit]));
  const authorRows = await db
    .select({ id: accounts.id, name: accounts.displayName })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(rows.map((row) => row.authorAccountId))]));
  const authorById = new Map(authorRows.map((author) => [author.id, author.name]));
  const fileIds = [...new Set(rows.flatMap((row) => row.attachmentFileIds))];
  const fileRows =
    fileIds.length > 0
      ? await db
          .select({
            id: files.id,
            fileName: files.fileName,
            sizeBytes: files.sizeBytes,
            textStatus: attachmentTexts.status,
            textStatusReason: attachmentTexts.reason,
          })
          .from(files)
          .leftJoin(attachmentTexts, eq(attachmentTexts.fileId, files.id))
          .where(inArray(files.id, fileIds))
      : [];
  const fileById = new Map(fileRows.map((file) => [file.id, file]));
  const instanceIds = rows.flatMap((row) => (row.processInstanceId === null ? [] : [row.processInstanceId]));
  const editItems =
    instanceIds.length > 0
      ? await db
          .select({ id: wfWorkItems.id, instanceId: wfWorkItems.instanceId })
          .from(wfWorkItems)
          .where(
            and(
              inArray(wfWorkItems.instanceId, instanceIds),
              eq(wfWorkItems.state, 'open'),
              eq(wfWorkItems.role, 'STARTER'),
            ),
          )
      : [];
  const editItemByInstance = new Map(editItems.map((item) => [item.instanceId, item.id]));
  // Names of the purchase modes, disabled entries included: a notice keeps the mode it was written with.
  const modeRows = rows.some((row) => row.purMode !== null)
    ? await db
        .select({
          group: dictionaryEntries.dictType,
          value: dictionaryEntries.value,
          label: dictionaryEntries.label,
        })
        .from(dictionaryEntries)
        .where(inArray(dictionaryEntries.dictType, ['OBP_PUR_MODE', 'OBP_PUR_MODE_LEVEL1']))
    : [];
  const modeName = (group: string, value: string | null) =>
    value === null
      ? null
      : (modeRows.find((entry) => entry.group === group && entry.value === value)?.label ?? value);
  // An amendment shown in full (console page, task window) carries the version it replaces, to compare.
  const amendedVersions = new Map(
    await Promise.all(
      rows
        .filter((row) => options.withContent && row.amendsNoticeId !== null)
        .map(
          async (row) =>
            [
              row.id,
              await versionAmended(db, row.amendsNoticeId ?? 0, {
                reason: row.amendReason ?? '',
                appliedSince: row.status === NOTICE_DRAFT_STATUSES.published ? row.createdAt : null,
              }),
            ] as const,
        ),
    ),
  );
  return rows.map((row) => {
    const unit = unitByCode.get(row.orgCode);
    const amendedVersion = amendedVersions.get(row.id) ?? null;
    const editItem =
      row.processInstanceId === null ? undefined : editItemByInstance.get(row.processInstanceId);
    const status = row.status as TNoticeDraftStatus;
    return {
      id: String(row.id),
      kind: row.kind === NOTICE_DRAFT_KINDS.amend ? NOTICE_DRAFT_KINDS.amend : NOTICE_DRAFT_KINDS.publish,
      status,
      statusName: NOTICE_DRAFT_STATUS_LABELS[status] ?? row.status,
      noticeTitle: row.title,
      purchaseNoticeType: row.purchaseNoticeType,
      resultsNoticeType: row.resultsNoticeType,
      noticeType: noticeTypeLabel(row.purchaseNoticeType, row.resultsNoticeType) ?? null,
      purMode: row.purMode,
      purModeLevel1: row.purModeLevel1,
      purModeName: modeName('OBP_PUR_MODE', row.purMode),
      purModeLevel1Name: modeName('OBP_PUR_MODE_LEVEL1', row.purModeLevel1),
      orgCode: row.orgCode,
      orgName: unit?.name ?? row.orgCode,
      provAdmCode: unit?.provAdmCode ?? null,
      provAdmName: unit?.provAdmName ?? null,
      visitorView: row.visitorView,
      publicationTime: formatChinaTime(row.publishAt) ?? '',
      effectTime: formatChinaTime(row.effectAt),
      failureTime: formatChinaTime(row.expireAt),
      noticeContent: options.withContent ? row.contentHtml : '',
      attachments: row.attachmentFileIds.flatMap((id) => {
        const file = fileById.get(id);
        if (!file) return [];
        // Staff see how far search has read the file (issue 23); a draft's upload is read once published.
        const textStatus = ATTACHMENT_TEXT_STATUSES.find((status) => status === file.textStatus);
        return [
          {
            id: String(file.id),
            fileName: file.fileName,
            fileSize: file.sizeBytes,
            ...(textStatus ? { textStatus, textStatusReason: file.textStatusReason } : {}),
          },
        ];
      }),
      blacklistEntries: options.withContent ? (row.blacklistEntries as TNoticeBlacklistEntryFields[]) : [],
      conversionMethod: splitList(row.conversionMethod),
      transformationField: splitList(row.transformationField),
      ...toProcurementFields(row),
      awardCandidates: options.withContent ? toAwardCandidates(row.awardCandidates) : [],
      amendReason: row.amendReason,
      amendedVersion: amendedVersion && {
        ...amendedVersion,
        noticeContent: sanitizeNoticeHtml(amendedVersion.noticeContent),
      },
      authorName: authorById.get(row.authorAccountId) ?? '',
      isOwn: row.authorAccountId === options.viewerAccountId,
      noticeId: row.noticeId === null ? null : String(row.noticeId),
      processInstID: row.processInstanceId === null ? null : String(row.processInstanceId),
      editWorkItemID: editItem === undefined ? null : String(editItem),
      updateTime: formatChinaTime(row.updatedAt) ?? '',
    };
  });
};

export const loadDraftRow = async (db: TReader, id: number): Promise<TNoticeDraftRow> => {
  const [row] = await db.select().from(noticeDrafts).where(eq(noticeDrafts.id, id));
  if (!row) throw new AppError('notFound', DRAFT_NOT_FOUND_MESSAGE);
  return row;
};
