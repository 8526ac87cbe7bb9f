import type { TPeriodicTask } from '../../lib/periodic-task.js';
import {
  AWARD_NOTICE_TYPES,
  DEFAULT_BUDGET_CURRENCY,
  PUBLICATION_TIME_GRACE_MINUTES,
  NOTICE_ATTACHMENT_REL_NAME,
  NOTICE_DRAFT_KINDS,
  NOTICE_DRAFT_STATUSES,
  NOTICE_STATE,
  PROCESS_MODULES,
  saveNoticeDraft,
  WINNER_NOTICE_TYPES,
  type TAwardCandidateInput,
  type TNoticeDraftFields,
  type TProcessBusinessObject,
} from '@supportal/contract';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import {
  attachments,
  noticeDrafts,
  notices,
  suppliers,
  type TStoredAwardCandidate,
} from '../../db/schema/index.js';
import { isDictionaryValue } from '../dictionary/index.js';
import { claimUploads } from '../files/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { measureDueRows, type TBacklog } from '../../lib/backlog.js';
import { bindEndpoint, type TCaller } from '../../lib/endpoint/index.js';
import { enforce } from '../../lib/policy-verdict.js';
import {
  mayManageNotice,
  sanitizeNoticeHtml,
  procurementColumnsOf,
  type TBoundNoticeWriter,
  type TNoticeWriter,
  type TAfterCommit,
} from '../notices/index.js';
import {
  chinaTimeOrNull,
  draftsToWire,
  loadDraftRow,
  publishingUnits,
  unitForCaller,
  unitScopeOf,
  type TNoticeDraftRow,
} from './notice-drafts.js';
import { mayEditDraft } from './notice-draft-policy.js';
import {
  actorOf,
  type TActor,
  type TBusinessModule,
  type TTransaction,
  type TWorkflowEngine,
  businessStatusOf,
  startedBusinessObject,
  updateAtEditStep,
  type TWorkflowBusiness,
} from '../workflow/index.js';

export const NOTICE_PROCESS_KEY = 'NOTICE_PUBLISH';
/** Approved drafts published per sweep transaction (more wait for the next pass of the loop). */
const PUBLISH_BATCH = 20;

const DRAFT_STATUS_NAMES = {
  editing: NOTICE_DRAFT_STATUSES.editing,
  running: NOTICE_DRAFT_STATUSES.inApproval,
  completed: NOTICE_DRAFT_STATUSES.scheduled,
  rejected: NOTICE_DRAFT_STATUSES.rejected,
  cancelled: NOTICE_DRAFT_STATUSES.cancelled,
};

/** A body with nothing left to read once sanitized (only scripts, empty tags) is refused. */
const hasReadableContent = (html: string) =>
  /<(img|table|hr)\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

export type TNoticeDraftInput = TNoticeDraftFields & { amendsNoticeId?: string; amendReason?: string };
/** Who writes a draft: a staff member in the console, or an API client's own account. */
export type TDraftAuthor = Pick<TCaller, 'accountId' | 'corpCode'>;

/**
 * Fields whose values are the admin's dictionary entries (字典管理): purchase modes, and the IP fields
 * of type 47. A value outside its group, or disabled there, is refused naming the field.
 */
const checkDictionaryFields = async (tx: TTransaction, input: TNoticeDraftInput) => {
  const fields = [
    { path: 'purMode', group: 'OBP_PUR_MODE', values: [input.purMode], label: '采购方式' },
    {
      path: 'purModeLevel1',
      group: 'OBP_PUR_MODE_LEVEL1',
      values: [input.purModeLevel1],
      label: '一级采购方式',
    },
    {
      path: 'conversionMethod',
      group: 'obp_notice_conversion_method',
      values: input.conversionMethod ?? [],
      label: '转化方式',
    },
    {
      path: 'transformationField',
      group: 'obp_notice_field',
      values: input.transformationField ?? [],
      label: '所属领域',
    },
  ] as const;
  for (const field of fields)
    for (const value of field.values)
      if (value !== undefined && !(await isDictionaryValue(tx, field.group, value)))
        throw new AppError('badRequest', `${field.label}不正确，请从字典中选择`, [
          { path: field.path, message: `${field.label}“${value}”不在字典 ${field.group} 中` },
        ]);
};

/**
 * A new notice is published now or later: a time before the grace window is a mistake (a browser in
 * another zone, a form left open), refused naming the China time it is compared with.
 */
const checkPublicationTime = (publishAt: Date | null) => {
  const now = new Date();
  if (publishAt && publishAt.getTime() < now.getTime() - PUBLICATION_TIME_GRACE_MINUTES * 60_000)
    throw new AppError('badRequest', `发布时间不能早于当前时间（北京时间 ${formatChinaTime(now)}）`, [
      { path: 'publicationTime', message: '发布时间已过，请重新选择（北京时间）' },
    ]);
};

/**
 * The candidates as stored, by rank. A row picked from the supplier list (supplierCode) names a
 * registered supplier: its registered name is kept, and a credit code other than its registered one
 * is refused. Rows left out of the request stay as they were (`current`).
 */
const awardCandidatesOf = async (
  tx: TTransaction,
  purchaseNoticeType: string,
  rows: readonly TAwardCandidateInput[] | undefined,
  current: readonly TStoredAwardCandidate[],
): Promise<TStoredAwardCandidate[]> => {
  // Kept rows follow a changed type: none for a type without candidates, no winners for 候选人公示.
  if (!AWARD_NOTICE_TYPES.includes(purchaseNoticeType)) return [];
  if (rows === undefined)
    return current.map((row) => ({
      ...row,
      isWinner: row.isWinner && WINNER_NOTICE_TYPES.includes(purchaseNoticeType),
    }));
  const codes = rows.flatMap((row) => (row.supplierCode ? [row.supplierCode] : []));
  const registered =
    codes.length === 0
      ? []
      : await tx
          .select({ code: suppliers.code, name: suppliers.name, uscc: suppliers.uscc })
          .from(suppliers)
          .where(inArray(suppliers.code, codes));
  const stored = rows.map((row, index) => {
    if (!row.supplierCode) return { ...row, supplierCode: null };
    const supplier = registered.find((candidate) => candidate.code === row.supplierCode);
    if (!supplier)
      throw new AppError('badRequest', '所选供应商不存在，请重新选择', [
        { path: `awardCandidates.${index}.supplierCode`, message: `供应商 ${row.supplierCode} 不存在` },
      ]);
    if (supplier.uscc && supplier.uscc !== row.uscc)
      throw new AppError('badRequest', '统一社会信用代码与所选供应商不符', [
        {
          path: `awardCandidates.${index}.uscc`,
          message: `${supplier.name}的统一社会信用代码为 ${supplier.uscc}`,
        },
      ]);
    return { ...row, supplierCode: supplier.code, supplierName: supplier.name };
  });
  return stored
    .map(({ supplierCode, supplierName, uscc, rank, bidAmount, isWinner }) => ({
      supplierCode,
      supplierName,
      uscc,
      rank,
      bidAmount,
      isWinner,
    }))
    .sort((a, b) => a.rank - b.rank);
};

/**
 * The draft columns of what the author wrote, checked against the author's units and the dictionary.
 * Attachments the request leaves out stay as they were (`current`: the draft's, or the amended
 * notice's); `known` are the files the draft or its notice already hold, which need no new claim.
 */
const draftValues = async (
  tx: TTransaction,
  caller: TDraftAuthor,
  input: TNoticeDraftInput,
  files: { current: readonly number[]; known: readonly number[] },
  kind: string,
  currentCandidates: readonly TStoredAwardCandidate[],
) => {
  const unit = await unitForCaller(tx, caller.corpCode, input.orgCode, input.provAdmCode);
  const publishAt = chinaTimeOrNull(input.publicationTime);
  if (kind === NOTICE_DRAFT_KINDS.publish) checkPublicationTime(publishAt);
  await checkDictionaryFields(tx, input);
  const contentHtml = sanitizeNoticeHtml(input.noticeContent);
  if (!hasReadableContent(contentHtml))
    throw new AppError('badRequest', '公告正文不能为空', [
      { path: 'noticeContent', message: '正文没有可显示的内容（脚本等已被移除）' },
    ]);
  const fileIds = input.attachmentFileIds
    ? [...new Set(input.attachmentFileIds.map(Number))]
    : [...files.current];
  // Files the draft (or the notice it amends) already holds stay; new ones must be the author's uploads.
  const known = new Set(files.known);
  await claimUploads(tx, {
    fileIds: fileIds.filter((id) => !known.has(id)),
    accountId: caller.accountId,
    purpose: 'noticeAttachment',
  });
  return {
    values: {
      title: input.noticeTitle,
      purchaseNoticeType: input.purchaseNoticeType,
      resultsNoticeType: input.resultsNoticeType ?? null,
      purMode: input.purMode ?? null,
      purModeLevel1: input.purMode ? (input.purModeLevel1 ?? null) : null,
      orgCode: unit.orgCode,
      visitorView: input.visitorView,
      publishAt: publishAt ?? new Date(),
      effectAt: chinaTimeOrNull(input.effectTime),
      expireAt: chinaTimeOrNull(input.failureTime),
      contentHtml,
      attachmentFileIds: fileIds,
      blacklistEntries: input.blacklistEntries,
      conversionMethod: input.conversionMethod?.length ? input.conversionMethod.join(',') : null,
      transformationField: input.transformationField?.length ? input.transformationField.join(',') : null,
      bidDeadline: chinaTimeOrNull(input.bidDeadline),
      bidOpeningAt: chinaTimeOrNull(input.bidOpeningTime),
      budgetAmount: input.budgetAmount ?? null,
      budgetCurrency:
        input.budgetAmount === undefined ? null : (input.budgetCurrency ?? DEFAULT_BUDGET_CURRENCY),
      projectNumber: input.projectNumber ?? null,
      contactName: input.contactName ?? null,
      contactPhone: input.contactPhone ?? null,
      contactEmail: input.contactEmail ?? null,
      awardCandidates: await awardCandidatesOf(
        tx,
        input.purchaseNoticeType,
        input.awardCandidates,
        currentCandidates,
      ),
      amendReason: input.amendReason ?? null,
    },
  };
};

/** The files attached to a published notice (an amendment may keep them). */
export const noticeFileIds = async (tx: TTransaction, noticeId: number | null) =>
  noticeId === null
    ? []
    : (
        await tx
          .select({ fileId: attachments.fileId })
          .from(attachments)
          .where(
            and(eq(attachments.relName, NOTICE_ATTACHMENT_REL_NAME), eq(attachments.relId, String(noticeId))),
          )
          .orderBy(asc(attachments.sort))
      ).map((row) => row.fileId);

/** The candidates of a published notice (an amendment that sends none keeps them). */
const noticeAwardCandidates = async (
  tx: TTransaction,
  noticeId: number | null,
): Promise<TStoredAwardCandidate[]> => {
  if (noticeId === null) return [];
  const [notice] = await tx
    .select({ awardCandidates: notices.awardCandidates })
    .from(notices)
    .where(eq(notices.id, noticeId));
  return notice?.awardCandidates ?? [];
};

/** The published notice an amendment targets: one of the caller's units, still in force. */
const amendedNotice = async (tx: TTransaction, caller: TDraftAuthor, input: TNoticeDraftInput) => {
  if (!input.amendsNoticeId) return null;
  if (!input.amendReason)
    throw new AppError('badRequest', '请填写修订说明', [
      { path: 'amendReason', message: '修订说明不能为空' },
    ]);
  const [notice] = await tx
    .select({ id: notices.id, orgCode: notices.orgCode, state: notices.state })
    .from(notices)
    .where(eq(notices.id, Number(input.amendsNoticeId)));
  if (!notice) throw new AppError('notFound', '被修订的公告不存在');
  enforce(mayManageNotice(await unitScopeOf(tx, caller.corpCode), 'amend', notice));
  if (notice.state !== NOTICE_STATE.active) throw new AppError('conflict', '公告已撤回或失效，不能修订');
  // One amendment in review at a time: a second would be approved against a version about to change.
  const [pending] = await tx
    .select({ id: noticeDrafts.id })
    .from(noticeDrafts)
    .where(
      and(
        eq(noticeDrafts.amendsNoticeId, notice.id),
        eq(noticeDrafts.status, NOTICE_DRAFT_STATUSES.inApproval),
      ),
    )
    .limit(1);
  if (pending) throw new AppError('conflict', '公告的另一修订正在审批中，请等待审批结果后再修订');
  return notice.id;
};

const processName = (kind: string, title: string) =>
  kind === NOTICE_DRAFT_KINDS.amend ? `公告修订：${title}` : `公告发布：${title}`;

/** The notice columns of an approved draft, as the writer takes them. */
const noticeFieldsOf = async (tx: TTransaction, draft: TNoticeDraftRow, publishedAt: Date) => {
  // The unit as it is named at publication (its first row: the unit itself).
  const [unit] = await publishingUnits(tx, draft.orgCode);
  return {
    title: draft.title,
    contentHtml: draft.contentHtml,
    state: NOTICE_STATE.active,
    purchaseNoticeType: draft.purchaseNoticeType,
    resultsNoticeType: draft.resultsNoticeType,
    purMode: draft.purMode,
    purModeLevel1: draft.purModeLevel1,
    unitLevel: unit?.unitLevel ?? null,
    orgCode: draft.orgCode,
    orgName: unit?.orgName ?? null,
    provAdmCode: unit?.provAdmCode ?? null,
    provAdmName: unit?.provAdmName ?? null,
    visitorView: draft.visitorView,
    conversionMethod: draft.conversionMethod,
    transformationField: draft.transformationField,
    publishedAt,
    effectAt: draft.effectAt,
    expireAt: draft.expireAt,
    ...procurementColumnsOf(draft),
  };
};

const blacklistRowsOf = (draft: TNoticeDraftRow) =>
  draft.blacklistEntries.map((entry, index) => ({
    supplierName: entry.supplierName,
    matterDescription: entry.matterDescription,
    reasonName: entry.reasonName,
    restrictedAreaName: entry.restrictedAreaName,
    regionName: entry.regionName,
    effectAt: chinaTimeOrNull(entry.effectTime),
    invalidAt: chinaTimeOrNull(entry.invalidTime),
    sort: index + 1,
  }));

/** Publishes an approved draft through the notice writer, now. */
const publishDraft = async (tx: TTransaction, writer: TBoundNoticeWriter, draft: TNoticeDraftRow) => {
  const now = new Date();
  const noticeId = await writer.create({
    notice: await noticeFieldsOf(tx, draft, now),
    blacklistEntries: blacklistRowsOf(draft),
    attachmentFileIds: draft.attachmentFileIds,
  });
  await tx
    .update(noticeDrafts)
    .set({ status: NOTICE_DRAFT_STATUSES.published, noticeId, updatedAt: now })
    .where(eq(noticeDrafts.id, draft.id));
};

/** Applies an approved amendment to its notice: a new revision, the old one kept. */
const amendFromDraft = async (tx: TTransaction, writer: TBoundNoticeWriter, draft: TNoticeDraftRow) => {
  if (draft.amendsNoticeId === null) throw new Error(`修订草稿 ${draft.id} 没有目标公告`);
  const [current] = await tx
    .select({ publishedAt: notices.publishedAt, state: notices.state })
    .from(notices)
    .where(eq(notices.id, draft.amendsNoticeId));
  if (!current) throw new AppError('conflict', '被修订的公告已不存在');
  if (current.state !== NOTICE_STATE.active) throw new AppError('conflict', '公告已撤回或失效，不能修订');
  const {
    publishedAt: _keep,
    state: _state,
    ...fields
  } = await noticeFieldsOf(tx, draft, current.publishedAt ?? new Date());
  await writer.amend(draft.amendsNoticeId, {
    fields,
    blacklistEntries: blacklistRowsOf(draft),
    attachmentFileIds: draft.attachmentFileIds,
    accountId: draft.authorAccountId,
    reason: draft.amendReason ?? '',
  });
  await tx
    .update(noticeDrafts)
    .set({ status: NOTICE_DRAFT_STATUSES.published, noticeId: draft.amendsNoticeId, updatedAt: new Date() })
    .where(eq(noticeDrafts.id, draft.id));
};

/**
 * The effect of an approved draft (or one of a client allowed to publish directly): an amendment
 * applies at once, a new notice is published now when its time has come, else scheduled for the sweep.
 */
export const applyApprovedDraft = async (
  tx: TTransaction,
  writer: TBoundNoticeWriter,
  draft: TNoticeDraftRow,
): Promise<void> => {
  if (draft.kind === NOTICE_DRAFT_KINDS.amend) await amendFromDraft(tx, writer, draft);
  else if (draft.publishAt.getTime() <= Date.now()) await publishDraft(tx, writer, draft);
  else
    await tx
      .update(noticeDrafts)
      .set({ status: NOTICE_DRAFT_STATUSES.scheduled, updatedAt: new Date() })
      .where(eq(noticeDrafts.id, draft.id));
};

const load = async (
  db: TDatabase,
  businessId: number,
  viewerAccountId: number,
): Promise<TProcessBusinessObject> => {
  const [draft] = await draftsToWire(db, [await loadDraftRow(db, businessId)], {
    withContent: true,
    viewerAccountId,
  });
  if (!draft) throw new AppError('notFound', '公告草稿不存在');
  return { module: 'NOTICE_PUBLISH', noticeDraft: draft };
};

/**
 * Publishes approved drafts whose time has come, each through the notice writer (title index, term
 * counts, every instance's caches). Several instances sweep at once: SKIP LOCKED gives each draft to
 * one of them. Answers how many were published.
 */
/** Approved drafts whose publish time has come: the sweep publishes them. */
const scheduledDraftsDue = (now: Date) =>
  and(eq(noticeDrafts.status, NOTICE_DRAFT_STATUSES.scheduled), lte(noticeDrafts.publishAt, now));

/** Notices waiting to be published, for metrics. */
export const noticePublicationBacklog = (db: TDatabase): TBacklog => ({
  name: 'notice-publishing.publication',
  measure: () => measureDueRows(db, noticeDrafts, scheduledDraftsDue(new Date()), noticeDrafts.publishAt),
});

export const publishDueNotices = async (db: TDatabase, noticeWriter: TNoticeWriter): Promise<number> => {
  let published = 0;
  for (;;) {
    const count = await noticeWriter.transaction(db, async (writer, tx) => {
      const due = await tx
        .select()
        .from(noticeDrafts)
        .where(scheduledDraftsDue(new Date()))
        .orderBy(asc(noticeDrafts.publishAt))
        .limit(PUBLISH_BATCH)
        .for('update', { skipLocked: true });
      for (const draft of due) await publishDraft(tx, writer, draft);
      return due.length;
    });
    published += count;
    if (count < PUBLISH_BATCH) return published;
  }
};

/** The notice publication process's business side. */
export const noticePublicationModule = (noticeWriter: TNoticeWriter): TBusinessModule => ({
  module: PROCESS_MODULES.noticePublish,
  variables: ['starterOrgLevel'],
  syncStatus: async (tx, businessId, processInstStatus, cause) => {
    const next = businessStatusOf(DRAFT_STATUS_NAMES, processInstStatus, cause);
    // Completion is the module's own (complete): scheduled, or published at once.
    if (!next || next === NOTICE_DRAFT_STATUSES.scheduled) return;
    await tx
      .update(noticeDrafts)
      .set({ status: next, updatedAt: new Date() })
      .where(eq(noticeDrafts.id, businessId));
  },
  complete: async (tx, instance) => {
    const draft = await loadDraftRow(tx, instance.businessId);
    const later: TAfterCommit[] = [];
    await applyApprovedDraft(tx, noticeWriter.within(tx, later), draft);
    return async () => {
      for (const task of later) await task();
    };
  },
  load,
});

/**
 * Writes a new draft — a notice, or an amendment of a published one (amendsNoticeId) — for its author,
 * checked as the console checks it: the author's units, a readable body, the author's own uploads.
 */
export const insertNoticeDraft = async (
  tx: TTransaction,
  author: TDraftAuthor,
  input: TNoticeDraftInput,
): Promise<TNoticeDraftRow> => {
  const amendsNoticeId = await amendedNotice(tx, author, input);
  const amendedFiles = await noticeFileIds(tx, amendsNoticeId);
  const { values } = await draftValues(
    tx,
    author,
    input,
    { current: amendedFiles, known: amendedFiles },
    amendsNoticeId === null ? NOTICE_DRAFT_KINDS.publish : NOTICE_DRAFT_KINDS.amend,
    await noticeAwardCandidates(tx, amendsNoticeId),
  );
  const [draft] = await tx
    .insert(noticeDrafts)
    .values({
      ...values,
      kind: amendsNoticeId === null ? NOTICE_DRAFT_KINDS.publish : NOTICE_DRAFT_KINDS.amend,
      amendsNoticeId,
      status: NOTICE_DRAFT_STATUSES.editing,
      authorAccountId: author.accountId,
    })
    .returning();
  if (!draft) throw new Error('公告草稿未能写入');
  return draft;
};

/**
 * Starts the notice publication process of a new draft, its starter's unit level choosing the review
 * (省分 for a city's notice, 总部 otherwise); `submit` sends it to review at once.
 */
export const startNoticeApproval = async (
  tx: TTransaction,
  later: TAfterCommit[],
  engine: TWorkflowEngine,
  starter: TActor,
  draft: TNoticeDraftRow,
  submit: boolean,
) => {
  const starterUnit = await unitForCaller(tx, starter.corpCode, starter.corpCode);
  const started = await engine.start(tx, later, {
    processKey: NOTICE_PROCESS_KEY,
    businessId: draft.id,
    orgCode: draft.orgCode,
    name: processName(draft.kind, draft.title),
    variables: { starterOrgLevel: starterUnit.unitLevel },
    starter,
    submit,
  });
  await tx
    .update(noticeDrafts)
    .set({ processInstanceId: started.instanceId })
    .where(eq(noticeDrafts.id, draft.id));
  return started;
};

/** The open edit task of a draft's process (its author's 公告编写 step), or 409. */
export const editItemOf = async (
  tx: TTransaction | TDatabase,
  engine: TWorkflowEngine,
  draft: TNoticeDraftRow,
) => {
  if (draft.processInstanceId === null) throw new AppError('conflict', '公告不在编辑状态');
  const open = await engine.openItemsOf(tx, draft.processInstanceId);
  const item = open.find((candidate) => candidate.role === 'STARTER');
  if (!item) throw new AppError('conflict', '公告已提交审批或已结束，不能修改；如需修改请先撤回');
  return item.id;
};

/**
 * New content for a draft at its author's edit step (never submitted, or returned by a reviewer), in
 * one transaction with the optional resubmission; 409 when the draft is not at that step.
 */
export const saveDraftAtEditStep = async (
  db: TDatabase,
  engine: TWorkflowEngine,
  author: TCaller,
  draft: TNoticeDraftRow,
  input: TNoticeDraftInput,
  submit: boolean,
) =>
  updateAtEditStep(
    engine,
    await editItemOf(db, engine, draft),
    author,
    PROCESS_MODULES.noticePublish,
    submit,
    async (tx, instance) => {
      const { values } = await draftValues(
        tx,
        author,
        input,
        {
          current: draft.attachmentFileIds,
          known: [...draft.attachmentFileIds, ...(await noticeFileIds(tx, draft.amendsNoticeId))],
        },
        draft.kind,
        draft.awardCandidates,
      );
      await tx
        .update(noticeDrafts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(noticeDrafts.id, instance.businessId));
      return { name: processName(draft.kind, values.title) };
    },
  );

/**
 * New content for an approved draft still waiting for its publish time (待发布): the row, locked
 * against the sweep, leaves the schedule with the content checked as any draft's; the caller then
 * routes it as a new draft (approval again, or applied at once for a client publishing directly).
 * 409 when the sweep published it first or it is no longer scheduled.
 */
export const reviseScheduledDraft = async (
  tx: TTransaction,
  author: TDraftAuthor,
  draftId: number,
  input: TNoticeDraftInput,
): Promise<TNoticeDraftRow> => {
  const [locked] = await tx.select().from(noticeDrafts).where(eq(noticeDrafts.id, draftId)).for('update');
  if (locked?.status !== NOTICE_DRAFT_STATUSES.scheduled)
    throw new AppError('conflict', '公告已发布或不再待发布，请刷新后重试');
  const { values } = await draftValues(
    tx,
    author,
    input,
    { current: locked.attachmentFileIds, known: locked.attachmentFileIds },
    locked.kind,
    locked.awardCandidates,
  );
  const [revised] = await tx
    .update(noticeDrafts)
    .set({ ...values, status: NOTICE_DRAFT_STATUSES.editing, updatedAt: new Date() })
    .where(eq(noticeDrafts.id, draftId))
    .returning();
  if (!revised) throw new Error(`公告草稿 ${draftId} 未能修改`);
  return revised;
};

const statusOf = async (tx: TTransaction, draftId: number) => (await loadDraftRow(tx, draftId)).status;

export const noticePublicationEndpoints = (db: TDatabase, engine: TWorkflowEngine) => [
  bindEndpoint(saveNoticeDraft, async ({ body }, context) => {
    const caller = actorOf(context);
    const { submit = false, id, ...input } = body;
    if (id !== undefined) {
      const draft = await loadDraftRow(db, Number(id));
      enforce(mayEditDraft(caller.accountId, draft));
      // Approved but not public yet: changed content goes through approval again.
      if (draft.status === NOTICE_DRAFT_STATUSES.scheduled)
        return engine.inTransaction(async (tx, later) => {
          const revised = await reviseScheduledDraft(tx, caller, draft.id, input);
          const started = await startNoticeApproval(tx, later, engine, caller, revised, submit);
          return {
            ...(await startedBusinessObject(tx, engine, draft.id, started)),
            status: await statusOf(tx, draft.id),
          };
        });
      const saved = await saveDraftAtEditStep(db, engine, caller, draft, input, submit);
      const status = (await loadDraftRow(db, Number(id))).status;
      return { ...saved, status };
    }
    return engine.inTransaction(async (tx, later) => {
      const draft = await insertNoticeDraft(tx, caller, input);
      const started = await startNoticeApproval(tx, later, engine, caller, draft, submit);
      return {
        ...(await startedBusinessObject(tx, engine, draft.id, started)),
        status: await statusOf(tx, draft.id),
      };
    });
  }),
];

/** Notice drafts, their approval and publication as the workflow runs them. */
export const noticePublicationBusiness = ({
  db,
  noticeWriter,
}: {
  db: TDatabase;
  noticeWriter: TNoticeWriter;
}): TWorkflowBusiness => ({
  module: () => noticePublicationModule(noticeWriter),
  endpoints: (engine) => noticePublicationEndpoints(db, engine),
});

/**
 * How often each server publishes approved notices whose time has come: a notice appears within this
 * long of its publish time (the query is one index probe).
 */
export const DEFAULT_NOTICE_PUBLISH_SWEEP_MS = 2_000;

/** Publishes approved notices when their time comes, every `everyMs` (0: never; tests publish themselves). */
export const noticePublicationSweep = (
  db: TDatabase,
  noticeWriter: TNoticeWriter,
  everyMs = DEFAULT_NOTICE_PUBLISH_SWEEP_MS,
): TPeriodicTask => ({
  name: 'notice-publishing.publication',
  everyMs,
  run: () => publishDueNotices(db, noticeWriter),
  failure: '定时发布公告失败，稍后重试',
});
