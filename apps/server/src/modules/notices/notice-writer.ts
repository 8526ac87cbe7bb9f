import { NOTICE_ATTACHMENT_REL_NAME, NOTICE_CHANGE_KINDS, NOTICE_STATE } from '@supportal/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import {
  attachmentTexts,
  attachments,
  noticeBlacklistEntries,
  noticeRevisions,
  notices,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { recordNoticeChanges } from './notice-change-log.js';
import { sanitizeNoticeHtml } from './notice-html.js';
import type { TNoticeChange } from './notice-read-cache.js';
import { titleGrams } from './title-grams.js';
import { addNoticeTermCounts } from './notice-term-counts.js';
import { replaceNoticeText } from './notice-text.js';
import { clearTitlePhrases } from './title-phrases.js';

/** Notices still in force whose expiry time has come by `now`: the expiry sweep's work. */
export const noticesExpiredBy = (now: Date) =>
  and(eq(notices.state, NOTICE_STATE.active), lte(notices.expireAt, now));

export type TNoticeTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
/** Work run once the transaction has committed (the workflow engine's `later` list has this shape). */
export type TAfterCommit = () => Promise<void>;

type TNoticeInsertRow = typeof notices.$inferInsert;

/** What a writer is given; the title index, revision and state history are the writer's to keep. */
export type TNoticeFields = Omit<
  TNoticeInsertRow,
  'id' | 'titleGrams' | 'revision' | 'amendedAt' | 'stateReason' | 'stateChangedAt'
>;
export type TNoticeBlacklistEntry = Omit<typeof noticeBlacklistEntries.$inferInsert, 'id' | 'noticeId'>;

export type TNewNotice = {
  notice: TNoticeFields;
  blacklistEntries?: readonly TNoticeBlacklistEntry[];
  /** Stored files (files.id) attached in this order; served through the notice download calls. */
  attachmentFileIds?: readonly number[];
};

/** Fields an amendment may change; blacklist entries and attachments are replaced when given. */
export type TNoticeAmendment = {
  fields: Partial<Omit<TNoticeFields, 'createdAt' | 'isHistory'>>;
  blacklistEntries?: readonly TNoticeBlacklistEntry[];
  attachmentFileIds?: readonly number[];
  /** Who amends (null: a system client such as the publishing API) and why; visitors read the reason. */
  accountId: number | null;
  reason: string;
};

/** The row as stored: the title index (title-grams.ts) always follows the title. */
export const indexedNoticeRow = <T extends { title: string }>(fields: T) => ({
  ...fields,
  titleGrams: titleGrams(fields.title),
});

/** What the detail page of a notice says once its expiry time has come (the sweep or a late write). */
export const EXPIRED_REASON = '已失效：已到公告的失效时间';

/**
 * A notice in force whose expiry time has passed by `now` is written expired (noticeState '0', since
 * its expiry time): a scheduled notice published late, or demo data generated with past expiries.
 */
const withExpiry = (notice: TNoticeFields, now: Date) =>
  notice.state !== NOTICE_STATE.disabled && notice.expireAt && notice.expireAt <= now
    ? {
        ...notice,
        state: NOTICE_STATE.disabled,
        stateReason: EXPIRED_REASON,
        stateChangedAt: notice.expireAt,
      }
    : notice;

/** One change notification for several writes. */
export const mergeNoticeChanges = (changes: readonly TNoticeChange[]): TNoticeChange => ({
  titles: [...new Set(changes.flatMap((change) => change.titles))],
  types: [...new Set(changes.flatMap((change) => change.types))],
  ...(changes.some((change) => change.corrects) ? { corrects: true } : {}),
});

/**
 * Queues the text extraction of these attachment files (issue 23; modules/attachment-text reads them),
 * in the writer's transaction: a file attached to a notice is never left unread.
 */
const queueAttachmentText = async (tx: TNoticeTransaction, fileIds: readonly number[]) => {
  if (fileIds.length > 0)
    await tx
      .insert(attachmentTexts)
      .values([...new Set(fileIds)].map((fileId) => ({ fileId })))
      .onConflictDoNothing();
};

const replaceAttachments = async (tx: TNoticeTransaction, noticeId: number, fileIds: readonly number[]) => {
  await tx
    .delete(attachments)
    .where(and(eq(attachments.relName, NOTICE_ATTACHMENT_REL_NAME), eq(attachments.relId, String(noticeId))));
  if (fileIds.length > 0)
    await tx.insert(attachments).values(
      fileIds.map((fileId, index) => ({
        fileId,
        relName: NOTICE_ATTACHMENT_REL_NAME,
        relId: String(noticeId),
        sort: index + 1,
      })),
    );
  await queueAttachmentText(tx, fileIds);
};

/**
 * Inserts notices with their black-list entries and attachments in the caller's transaction: one
 * statement per table, so the term-count triggers (migration 0003) move once for the whole batch; each
 * notice's publication goes into the change log in the same transaction. The
 * bodies are stored as given: the writer's `create` sanitizes; the demo seed (its bulk caller) writes
 * bodies it generated itself. Notices whose expiry has passed by `now` (the seed's clock) are stored
 * expired.
 */
export const insertNoticeBatch = async (
  tx: TNoticeTransaction,
  batch: readonly TNewNotice[],
  now: Date = new Date(),
): Promise<{ ids: number[]; change: TNoticeChange }> => {
  if (batch.length === 0) return { ids: [], change: { titles: [], types: [] } };
  const inserted = await tx
    .insert(notices)
    .values(batch.map((item) => indexedNoticeRow(withExpiry(item.notice, now))))
    .returning({ id: notices.id, revision: notices.revision });
  // PostgreSQL returns the rows of a multi-row VALUES insert in the order given.
  const ids = inserted.map((row) => row.id);
  // A notice stored already expired is logged as published: its state is read with it.
  await recordNoticeChanges(
    tx,
    inserted.map((row) => ({
      noticeId: row.id,
      kind: NOTICE_CHANGE_KINDS.published,
      revision: row.revision,
    })),
  );
  const idAt = (index: number) => {
    const id = ids[index];
    if (id === undefined) throw new Error(`批量写入公告后缺少第 ${index + 1} 条的编号`);
    return id;
  };
  const blacklistRows = batch.flatMap((item, index) =>
    (item.blacklistEntries ?? []).map((entry) => ({ ...entry, noticeId: idAt(index) })),
  );
  if (blacklistRows.length > 0) await tx.insert(noticeBlacklistEntries).values(blacklistRows);
  const attachmentRows = batch.flatMap((item, index) =>
    (item.attachmentFileIds ?? []).map((fileId, sort) => ({
      fileId,
      relName: NOTICE_ATTACHMENT_REL_NAME,
      relId: String(idAt(index)),
      sort: sort + 1,
    })),
  );
  if (attachmentRows.length > 0) await tx.insert(attachments).values(attachmentRows);
  await queueAttachmentText(
    tx,
    attachmentRows.map((row) => row.fileId),
  );
  await replaceNoticeText(
    tx,
    batch.map((item, index) => ({
      id: idAt(index),
      title: item.notice.title,
      contentHtml: item.notice.contentHtml ?? '',
    })),
  );
  return {
    ids,
    change: mergeNoticeChanges(
      batch.map((item) => ({ titles: [item.notice.title], types: [item.notice.purchaseNoticeType] })),
    ),
  };
};

/**
 * Runs `load` (inserts through insertNoticeBatch) on an empty notices table that no one else writes
 * meanwhile, the way migration 0006 rebuilt the title index: without the term-count trigger and the
 * title-term and text-chunk GIN indexes, then the counts in one grouped insert and the indexes in one build each. Moving both
 * per batch makes a million notices take 1.5–2.5 hours on two cores (docs/benchmarks.md). A table that
 * already holds notices is loaded the ordinary way. A process killed during the load leaves the
 * trigger off and the index missing: the database was empty, seed it again. Common title phrases are
 * forgotten (the table is empty); the next start lists the loaded titles' ones (title-phrases.ts).
 */
export const bulkLoadNotices = async <T>(db: TDatabase, load: () => Promise<T>): Promise<T> => {
  const [existing] = await db.select({ id: notices.id }).from(notices).limit(1);
  if (existing) return load();
  await clearTitlePhrases(db);
  await db.execute(sql`ALTER TABLE "notices" DISABLE TRIGGER "notices_term_counts_insert"`);
  await db.execute(sql`DROP INDEX "notices_title_grams_gin"`);
  await db.execute(sql`DROP INDEX "notice_text_chunks_grams_gin"`);
  try {
    return await load();
  } finally {
    await db.transaction(async (tx) => {
      // The trigger's terms over every loaded notice at once.
      await addNoticeTermCounts(tx, sql`"notice_count_terms"(n."title_grams", n."title")`);
      await tx.execute(sql`ALTER TABLE "notices" ENABLE TRIGGER "notices_term_counts_insert"`);
      // A larger sort area than the default 64 MB builds a GIN index of ~120 terms a row several times faster.
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      await tx.execute(sql`CREATE INDEX "notices_title_grams_gin" ON "notices" USING gin ("title_grams")`);
      await tx.execute(
        sql`CREATE INDEX "notice_text_chunks_grams_gin" ON "notice_text_chunks" USING gin ("grams")`,
      );
    });
  }
};

type TProcurementColumnValues = Pick<
  typeof notices.$inferSelect,
  | 'bidDeadline'
  | 'bidOpeningAt'
  | 'budgetAmount'
  | 'budgetCurrency'
  | 'projectNumber'
  | 'contactName'
  | 'contactPhone'
  | 'contactEmail'
  | 'awardCandidates'
>;

/**
 * The structured procurement fields of a row that carries them (a notice, a draft): what a kept
 * revision holds, what a draft hands to the notice it publishes.
 */
export const procurementColumnsOf = (row: TProcurementColumnValues): TProcurementColumnValues => ({
  bidDeadline: row.bidDeadline,
  bidOpeningAt: row.bidOpeningAt,
  budgetAmount: row.budgetAmount,
  budgetCurrency: row.budgetCurrency,
  projectNumber: row.projectNumber,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  contactEmail: row.contactEmail,
  awardCandidates: row.awardCandidates,
});

/** What a notice is and who publishes it: an amendment may change them, so each kept revision has its own. */
const noticeClassOf = (row: typeof notices.$inferSelect) => ({
  purchaseNoticeType: row.purchaseNoticeType,
  resultsNoticeType: row.resultsNoticeType,
  purMode: row.purMode,
  purModeLevel1: row.purModeLevel1,
  unitLevel: row.unitLevel,
  orgCode: row.orgCode,
  orgName: row.orgName,
  provAdmCode: row.provAdmCode,
  provAdmName: row.provAdmName,
});

const lockNotice = async (tx: TNoticeTransaction, noticeId: number) => {
  const [row] = await tx.select().from(notices).where(eq(notices.id, noticeId)).for('update');
  if (!row) throw new AppError('notFound', '公告不存在或已被删除');
  return row;
};

/** The writes, bound to one transaction; each announces its change to every instance after commit. */
const boundWriter = (tx: TNoticeTransaction, announce: (change: TNoticeChange) => void) => ({
  /** Publishes one notice (its body sanitized); answers its id. */
  create: async (item: TNewNotice): Promise<number> => {
    const contentHtml = sanitizeNoticeHtml(item.notice.contentHtml ?? '');
    const { ids, change } = await insertNoticeBatch(tx, [
      { ...item, notice: { ...item.notice, contentHtml } },
    ]);
    announce(change);
    const [id] = ids;
    if (id === undefined) throw new Error('公告未能写入');
    return id;
  },

  /**
   * A new version of a published notice: the version shown until now is kept in notice_revisions
   * (with when, by whom and why it was replaced) and the notice keeps its id, so links stay valid.
   */
  amend: async (noticeId: number, amendment: TNoticeAmendment): Promise<{ revision: number }> => {
    const current = await lockNotice(tx, noticeId);
    const now = new Date();
    await tx.insert(noticeRevisions).values({
      noticeId,
      revision: current.revision,
      title: current.title,
      contentHtml: current.contentHtml,
      publishedAt: current.publishedAt,
      effectAt: current.effectAt,
      expireAt: current.expireAt,
      ...noticeClassOf(current),
      ...procurementColumnsOf(current),
      replacedAt: now,
      replacedByAccountId: amendment.accountId,
      reason: amendment.reason,
    });
    const { fields } = amendment;
    const title = fields.title ?? current.title;
    const contentHtml =
      fields.contentHtml === undefined ? current.contentHtml : sanitizeNoticeHtml(fields.contentHtml);
    const revision = current.revision + 1;
    await tx
      .update(notices)
      .set({
        ...fields,
        contentHtml,
        title,
        titleGrams: titleGrams(title),
        revision,
        amendedAt: now,
        updatedAt: now,
      })
      .where(eq(notices.id, noticeId));
    if (amendment.blacklistEntries) {
      await tx.delete(noticeBlacklistEntries).where(eq(noticeBlacklistEntries.noticeId, noticeId));
      if (amendment.blacklistEntries.length > 0)
        await tx
          .insert(noticeBlacklistEntries)
          .values(amendment.blacklistEntries.map((entry) => ({ ...entry, noticeId })));
    }
    if (amendment.attachmentFileIds) await replaceAttachments(tx, noticeId, amendment.attachmentFileIds);
    if (title !== current.title || contentHtml !== current.contentHtml)
      await replaceNoticeText(tx, [{ id: noticeId, title, contentHtml }]);
    await recordNoticeChanges(tx, [
      { noticeId, kind: NOTICE_CHANGE_KINDS.amended, revision, reason: amendment.reason },
    ]);
    announce({
      titles: [...new Set([current.title, title])],
      types: [
        ...new Set([current.purchaseNoticeType, fields.purchaseNoticeType ?? current.purchaseNoticeType]),
      ],
      corrects: true,
    });
    return { revision };
  },

  /**
   * Takes a notice out of force (withdrawn, or expired early) with the reason its detail page shows, or
   * puts it back in force: lists grey it out (noticeState '0') but keep it.
   */
  setState: async (
    noticeId: number,
    state: { active: boolean; reason: string | null; expireAt?: Date },
  ): Promise<void> => {
    const current = await lockNotice(tx, noticeId);
    const now = new Date();
    await tx
      .update(notices)
      .set({
        state: state.active ? NOTICE_STATE.active : NOTICE_STATE.disabled,
        stateReason: state.active ? null : state.reason,
        stateChangedAt: now,
        ...(state.expireAt ? { expireAt: state.expireAt } : {}),
        updatedAt: now,
      })
      .where(eq(notices.id, noticeId));
    // Taken out of force with a new expiry time is expiring early; without one, withdrawing.
    const kind = state.active
      ? NOTICE_CHANGE_KINDS.reinstated
      : state.expireAt
        ? NOTICE_CHANGE_KINDS.expired
        : NOTICE_CHANGE_KINDS.withdrawn;
    await recordNoticeChanges(tx, [
      { noticeId, kind, revision: current.revision, reason: state.active ? null : state.reason },
    ]);
    announce({ titles: [current.title], types: [current.purchaseNoticeType], corrects: true });
  },

  /**
   * Takes up to `limit` notices whose expiry time has come by `now` out of force, as an editor's
   * 立即失效 would (noticeState '0', the reason on the detail page, since the expiry time). Rows another
   * instance's sweep holds are skipped (SKIP LOCKED), so each notice expires once. Answers how many.
   */
  expireDue: async (now: Date, limit: number): Promise<number> => {
    const due = await tx
      .select({
        id: notices.id,
        title: notices.title,
        type: notices.purchaseNoticeType,
        revision: notices.revision,
      })
      .from(notices)
      .where(noticesExpiredBy(now))
      .orderBy(asc(notices.expireAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(notices)
      .set({
        state: NOTICE_STATE.disabled,
        stateReason: EXPIRED_REASON,
        stateChangedAt: sql`${notices.expireAt}`,
        updatedAt: now,
      })
      .where(
        inArray(
          notices.id,
          due.map((row) => row.id),
        ),
      );
    await recordNoticeChanges(
      tx,
      due.map((row) => ({
        noticeId: row.id,
        kind: NOTICE_CHANGE_KINDS.expired,
        revision: row.revision,
        reason: EXPIRED_REASON,
      })),
    );
    announce({
      titles: [...new Set(due.map((row) => row.title))],
      types: [...new Set(due.map((row) => row.type))],
      corrects: true,
    });
    return due.length;
  },
});

export type TBoundNoticeWriter = ReturnType<typeof boundWriter>;

/**
 * The one writer of notices: the console, the publishing API, the black-list process and the demo seed
 * (through insertNoticeBatch) all write through it. It keeps the title index with the title, the term
 * counts (by the triggers its statements fire, in the same transaction), the revisions and the change
 * log (notice-change-log.ts), and once
 * the transaction commits tells every instance (noticesChanged: read caches, match caches, page cache,
 * across instances by NOTIFY) what changed.
 */
export const createNoticeWriter = (noticesChanged: (change: TNoticeChange) => Promise<void>) => ({
  /** The writes inside an existing transaction; the announcement joins `later` (run after commit). */
  within: (tx: TNoticeTransaction, later: TAfterCommit[]): TBoundNoticeWriter =>
    boundWriter(tx, (change) => later.push(() => noticesChanged(change))),

  /** Runs `work` in a transaction of its own and announces its changes once committed. */
  transaction: async <T>(
    db: TDatabase,
    work: (writer: TBoundNoticeWriter, tx: TNoticeTransaction) => Promise<T>,
  ): Promise<T> => {
    const changes: TNoticeChange[] = [];
    const result = await db.transaction((tx) =>
      work(
        boundWriter(tx, (change) => changes.push(change)),
        tx,
      ),
    );
    if (changes.length > 0) await noticesChanged(mergeNoticeChanges(changes));
    return result;
  },
});

export type TNoticeWriter = ReturnType<typeof createNoticeWriter>;
