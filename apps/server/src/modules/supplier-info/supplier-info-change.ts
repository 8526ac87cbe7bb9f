import {
  OPEN_SUPPLIER_CHANGE_STATUSES,
  PROCESS_MODULES,
  submitSupplierChange,
  SUPPLIER_CHANGE_STATUSES,
  type TFieldError,
  type TProcessBusinessObject,
  type TSupplierChangeRequest,
  type TSupplierRecordFields,
} from '@supportal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import {
  accounts,
  orgs,
  supplierChangeRequests,
  suppliers,
  supplierVersions,
  wfWorkItems,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { enforce } from '../../lib/policy-verdict.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { bindEndpoint, type TCallContext, type TCaller } from '../../lib/endpoint/index.js';
import type { TVerificationCodes } from '../auth/index.js';
import { claimUploads } from '../files/index.js';
import { findAccountById } from '../users/index.js';
import {
  checkCertificateUpload,
  mayActForOwnCompany,
  fileNamesOf,
  readLiveRecord,
  writeLiveRecord,
  diffSnapshots,
  recordView,
  type TSupplierSnapshot,
  supplierInfoMessages as messages,
} from '../suppliers/index.js';
import {
  actorOf,
  approverOf,
  latestOpinionOf,
  type TBusinessModule,
  type TTransaction,
  type TWorkflowEngine,
  businessInstanceOf,
  businessStatusOf,
  updateAtEditStep,
  type TWorkflowBusiness,
} from '../workflow/index.js';

export const SUPPLIER_CHANGE_PROCESS_KEY = 'SUPPLIER_INFO_CHANGE';
const OPEN_INDEX = 'supplier_change_requests_open_uq';

type TChangeRow = typeof supplierChangeRequests.$inferSelect;
type TReader = TDatabase | TTransaction;

/** Where a supplier's second-factor code for a change waits (one per account, replaced by a resend). */
export const changeCodeKey = (accountId: number) => `supplier-change-code:${accountId}`;

/** The supplier a caller acts for: only supplier accounts have a company record. */
export const supplierCodeOf = (caller: TCaller) => {
  enforce(mayActForOwnCompany(caller, 'record'));
  return caller.corpCode;
};

/** The supplier's change request still open (editing or in approval), if any: there is one at the most. */
export const openRequestOf = async (db: TDatabase, supplierCode: string) => {
  const [open] = await db
    .select()
    .from(supplierChangeRequests)
    .where(
      and(
        eq(supplierChangeRequests.supplierCode, supplierCode),
        inArray(supplierChangeRequests.status, [...OPEN_SUPPLIER_CHANGE_STATUSES]),
      ),
    );
  return open ?? null;
};

/** The single instance of a change request, with its status. */
const instanceOf = (db: TReader, requestId: number) =>
  businessInstanceOf(db, PROCESS_MODULES.supplierInfoChange, requestId, '变更申请');

/** A change request as pages see it; actions are the viewer's (none for staff reading it). */
export const changeRequestView = async (
  db: TReader,
  engine: TWorkflowEngine,
  row: TChangeRow,
  viewer: TCaller | null,
): Promise<TSupplierChangeRequest> => {
  const instance = await instanceOf(db, row.id);
  const position = await engine.position(db as TTransaction, instance.id);
  const [requester] = await db
    .select({ displayName: accounts.displayName })
    .from(accounts)
    .where(eq(accounts.id, row.requesterAccountId));
  const [supplier] = await db
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.code, row.supplierCode));
  const open = await engine.openItemsOf(db, instance.id);
  const isRequester = viewer !== null && viewer.accountId === row.requesterAccountId;
  const editItem = open.find((item) => item.assigneeAccountId === row.requesterAccountId);
  const proposed = row.proposedSnapshot as TSupplierSnapshot;
  return {
    id: String(row.id),
    supplierCode: row.supplierCode,
    supplierName: supplier?.name ?? proposed.base.supplierName,
    status: row.status,
    requesterName: requester?.displayName ?? '',
    submittedAt: formatChinaTime(row.submittedAt) ?? '',
    decidedAt: formatChinaTime(row.decidedAt),
    baseVersion: row.baseVersion,
    approvedVersion: row.approvedVersion,
    processInstID: String(instance.id),
    processInstStatus: position.processInstStatus,
    currentStateName: position.currentStateName,
    reviewComment: await latestOpinionOf(db, instance.id),
    touchesBankAccounts: row.touchesBankAccounts,
    diff: diffSnapshots(row.baseSnapshot as TSupplierSnapshot, proposed),
    proposed: recordView(row.supplierCode, row.approvedVersion ?? row.baseVersion, proposed),
    editWorkItemID: isRequester && editItem ? String(editItem.id) : null,
    canWithdraw:
      isRequester && viewer !== null && (await engine.withdrawable(db, instance.id, viewer)) !== null,
  };
};

const load = async (
  db: TDatabase,
  engine: () => TWorkflowEngine,
  businessId: number,
): Promise<TProcessBusinessObject> => {
  const [row] = await db
    .select()
    .from(supplierChangeRequests)
    .where(eq(supplierChangeRequests.id, businessId));
  if (!row) throw new AppError('notFound', messages.requestNotFound);
  return {
    module: 'SUPPLIER_INFO_CHANGE',
    supplierChange: await changeRequestView(db, engine(), row, null),
  };
};

/** The supplier information change process's business side. */
export const supplierInfoChangeModule = (engine: () => TWorkflowEngine): TBusinessModule => ({
  module: PROCESS_MODULES.supplierInfoChange,
  variables: [],
  syncStatus: async (tx, businessId, processInstStatus, cause) => {
    const status = businessStatusOf(
      {
        editing: SUPPLIER_CHANGE_STATUSES.editing,
        running: SUPPLIER_CHANGE_STATUSES.inReview,
        completed: SUPPLIER_CHANGE_STATUSES.approved,
        rejected: SUPPLIER_CHANGE_STATUSES.rejected,
        cancelled: SUPPLIER_CHANGE_STATUSES.cancelled,
      },
      processInstStatus,
      cause,
    );
    if (!status) return;
    const ended = !(OPEN_SUPPLIER_CHANGE_STATUSES as readonly string[]).includes(status);
    await tx
      .update(supplierChangeRequests)
      .set({ status, updatedAt: new Date(), ...(ended ? { decidedAt: new Date() } : {}) })
      .where(eq(supplierChangeRequests.id, businessId));
  },
  // Approval: the proposed record becomes the live one and a version, in the deciding transaction.
  complete: async (tx, instance) => {
    const [request] = await tx
      .select()
      .from(supplierChangeRequests)
      .where(eq(supplierChangeRequests.id, instance.businessId));
    if (!request) throw new Error(`变更申请 ${instance.businessId} 不存在`);
    const [supplier] = await tx
      .select({ version: suppliers.version })
      .from(suppliers)
      .where(eq(suppliers.code, request.supplierCode))
      .for('update');
    if (!supplier) throw new Error(`供应商 ${request.supplierCode} 不存在`);
    // Only one open request per supplier and only approvals write: the base is still the live version.
    if (supplier.version !== request.baseVersion) throw new AppError('conflict', messages.baseChanged);
    const version = supplier.version + 1;
    const written = await writeLiveRecord(
      tx,
      request.supplierCode,
      version,
      request.proposedSnapshot as TSupplierSnapshot,
    );
    await tx.insert(supplierVersions).values({
      supplierCode: request.supplierCode,
      version,
      snapshot: written,
      changeRequestId: request.id,
      approverAccountId: await approverOf(tx, instance.id),
    });
    await tx
      .update(supplierChangeRequests)
      .set({ approvedVersion: version, proposedSnapshot: written })
      .where(eq(supplierChangeRequests.id, request.id));
    return null;
  },
  load: (db, businessId) => load(db, engine, businessId),
});

const fieldError = (path: string, message: string): never => {
  throw new AppError('badRequest', message, [{ path, message }]);
};

/**
 * The snapshot a payload proposes, checked against the live record: rows it keeps must exist, a kept
 * bank account without a number keeps its number, a new one needs one, a certificate scan must be the
 * row's own file or an upload of the caller's not attached anywhere.
 */
const proposedSnapshot = async (
  db: TReader,
  fields: TSupplierRecordFields,
  live: TSupplierSnapshot,
  /** Scans already attached to this record or to the request being modified. */
  ownedFileIds: ReadonlySet<string>,
  checkUpload: (fileId: number, path: string) => Promise<void>,
): Promise<{ snapshot: TSupplierSnapshot; newFileIds: number[] }> => {
  const errors: TFieldError[] = [];
  const liveRow = <T extends { id: string | null }>(rows: T[], id: string | undefined, path: string) => {
    if (id === undefined) return undefined;
    const found = rows.find((row) => row.id === id);
    if (!found) errors.push({ path, message: messages.rowNotFound });
    return found;
  };
  const contacts = fields.contacts.map((row, index) => {
    liveRow(live.contacts, row.id, `contacts.${index}.id`);
    return {
      id: row.id ?? null,
      name: row.name,
      position: row.position ?? null,
      mobile: row.mobile,
      email: row.email ?? null,
    };
  });
  const bankAccounts = fields.bankAccounts.map((row, index) => {
    const kept = liveRow(live.bankAccounts, row.id, `bankAccounts.${index}.id`);
    const accountNumber = row.accountNumber ?? kept?.accountNumber;
    if (!accountNumber && (row.id === undefined || kept))
      errors.push({ path: `bankAccounts.${index}.accountNumber`, message: messages.accountNumberRequired });
    return {
      id: row.id ?? null,
      accountName: row.accountName,
      bankName: row.bankName,
      branchName: row.branchName,
      accountNumber: accountNumber ?? '',
    };
  });
  const newFileIds: number[] = [];
  const certificates = [];
  for (const [index, row] of fields.certificates.entries()) {
    const kept = liveRow(live.certificates, row.id, `certificates.${index}.id`);
    const fileId = row.fileId ?? null;
    if (fileId !== null && !ownedFileIds.has(fileId) && !newFileIds.includes(Number(fileId))) {
      await checkUpload(Number(fileId), `certificates.${index}.fileId`);
      newFileIds.push(Number(fileId));
    }
    certificates.push({
      id: row.id ?? null,
      certType: row.certType,
      certNumber: row.certNumber,
      issuer: row.issuer,
      validFrom: row.validFrom,
      validTo: row.validTo,
      fileId,
      fileName: fileId !== null && fileId === kept?.fileId ? kept.fileName : null,
    });
  }
  if (errors.length > 0) throw new AppError('badRequest', errors[0]?.message ?? messages.invalid, errors);
  const names = await fileNamesOf(
    db,
    certificates.flatMap((row) => (row.fileId !== null && row.fileName === null ? [Number(row.fileId)] : [])),
  );
  return {
    snapshot: {
      base: fields.base,
      contacts,
      bankAccounts,
      certificates: certificates.map((row) =>
        row.fileId !== null && row.fileName === null
          ? { ...row, fileName: names.get(Number(row.fileId)) ?? null }
          : row,
      ),
      categories: fields.categories,
    },
    newFileIds,
  };
};

const certificateFileIds = (snapshot: TSupplierSnapshot) =>
  snapshot.certificates.flatMap((row) => (row.fileId === null ? [] : [row.fileId]));

const isOpenRequestConflict = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint === OPEN_INDEX);
};

/** The unit whose staff review changes: 总部. */
const reviewingUnitOf = async (tx: TTransaction) => {
  const [unit] = await tx.select().from(orgs).where(eq(orgs.level, 1)).orderBy(orgs.sort).limit(1);
  if (!unit) throw new AppError('unavailable', messages.noReviewingUnit);
  return unit;
};

export const supplierInfoChangeEndpoints = (
  db: TDatabase,
  engine: TWorkflowEngine,
  options: {
    codes: TVerificationCodes;
    /** Refuses (400 on `path`) a file that is not the caller's own unattached upload. */
    checkUpload: (caller: TCaller, fileId: number, path: string) => Promise<void>;
  },
) => [
  bindEndpoint(submitSupplierChange, async ({ body }, context: TCallContext) => {
    const caller = actorOf(context);
    const supplierCode = supplierCodeOf(caller);
    const { requestId, smsCode, type, ...fields } = body;
    const live = await readLiveRecord(db, supplierCode);
    const open = await openRequestOf(db, supplierCode);
    if (requestId === undefined && open) throw new AppError('conflict', messages.openRequestExists);
    if (requestId !== undefined && (!open || String(open.id) !== requestId))
      throw new AppError('notFound', messages.requestNotFound);
    if (open && requestId !== undefined && open.status !== SUPPLIER_CHANGE_STATUSES.editing)
      throw new AppError('conflict', messages.notEditable);

    const owned = new Set([
      ...certificateFileIds(live.snapshot),
      ...(open ? certificateFileIds(open.proposedSnapshot as TSupplierSnapshot) : []),
    ]);
    const { snapshot: proposed, newFileIds } = await proposedSnapshot(
      db,
      fields,
      live.snapshot,
      owned,
      (fileId, path) => options.checkUpload(caller, fileId, path),
    );
    const claimScans = (tx: TTransaction) =>
      claimUploads(tx, { fileIds: newFileIds, accountId: caller.accountId, purpose: 'certificate' });
    const diff = diffSnapshots(live.snapshot, proposed);
    if (diff.length === 0) throw new AppError('badRequest', messages.emptyChange);
    const touchesBankAccounts = diff.some((row) => row.section === 'bankAccounts');
    if (touchesBankAccounts) {
      if (!smsCode) {
        // Without a bound mobile or e-mail no code can ever arrive: say what to do instead.
        const account = await findAccountById(db, caller.accountId);
        return fieldError(
          'smsCode',
          account?.mobile || account?.email ? messages.codeRequired : messages.noCodeChannel,
        );
      }
      if (!type) return fieldError('type', messages.codeChannelRequired);
      const failure = await options.codes.check(
        changeCodeKey(caller.accountId),
        {
          accountId: caller.accountId,
          loginName: caller.loginName,
          type,
          code: smsCode,
          purpose: 'bank-change',
        },
        context,
      );
      if (failure) fieldError('smsCode', failure.message);
    }
    const values = {
      baseVersion: live.version,
      baseSnapshot: live.snapshot,
      proposedSnapshot: proposed,
      touchesBankAccounts,
      submittedAt: new Date(),
      updatedAt: new Date(),
    };

    if (open && requestId !== undefined) {
      const instance = await instanceOf(db, open.id);
      const [editItem] = await db
        .select({ id: wfWorkItems.id })
        .from(wfWorkItems)
        .where(and(eq(wfWorkItems.instanceId, instance.id), eq(wfWorkItems.state, 'open')));
      if (!editItem) throw new AppError('conflict', messages.notEditable);
      const saved = await updateAtEditStep(
        engine,
        editItem.id,
        caller,
        PROCESS_MODULES.supplierInfoChange,
        true,
        async (tx) => {
          await claimScans(tx);
          await tx
            .update(supplierChangeRequests)
            .set(values)
            .where(
              and(
                eq(supplierChangeRequests.id, open.id),
                eq(supplierChangeRequests.status, SUPPLIER_CHANGE_STATUSES.editing),
              ),
            );
          return { name: messages.processName(proposed.base.supplierName) };
        },
      );
      return { ...saved, id: String(open.id) };
    }

    try {
      return await engine.inTransaction(async (tx, later) => {
        const [request] = await tx
          .insert(supplierChangeRequests)
          .values({
            ...values,
            supplierCode,
            requesterAccountId: caller.accountId,
            status: SUPPLIER_CHANGE_STATUSES.editing,
          })
          .returning({ id: supplierChangeRequests.id });
        if (!request) throw new Error('变更申请未能写入');
        await claimScans(tx);
        const started = await engine.start(tx, later, {
          processKey: SUPPLIER_CHANGE_PROCESS_KEY,
          businessId: request.id,
          orgCode: (await reviewingUnitOf(tx)).code,
          name: messages.processName(proposed.base.supplierName),
          variables: {},
          starter: caller,
          submit: true,
        });
        return { id: String(request.id), ...(await engine.position(tx, started.instanceId)) };
      });
    } catch (error) {
      if (isOpenRequestConflict(error)) throw new AppError('conflict', messages.openRequestExists);
      throw error;
    }
  }),
];

/** Supplier change requests as the workflow runs them. */
export const supplierInfoChangeBusiness = ({
  db,
  codes,
}: {
  db: TDatabase;
  codes: TVerificationCodes;
}): TWorkflowBusiness => ({
  module: (engine) => supplierInfoChangeModule(engine),
  endpoints: (engine) =>
    supplierInfoChangeEndpoints(db, engine, { codes, checkUpload: checkCertificateUpload(db) }),
});
