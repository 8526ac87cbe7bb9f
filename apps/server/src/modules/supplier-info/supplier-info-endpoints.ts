import {
  ACCOUNT_KINDS,
  getSupplierInfo,
  OPEN_SUPPLIER_CHANGE_STATUSES,
  querySupplierBaseInfoBySupplierCode,
  querySupplierChangeRequests,
  querySupplierVersions,
  sendSupplierChangeCode,
  SMS_RESEND_SECONDS,
  SUPPLIER_OPERATE_TYPES,
} from '@supportal/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accounts, supplierChangeRequests, suppliers, supplierVersions } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { enforce } from '../../lib/policy-verdict.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { bindEndpoint, type TBoundEndpoint } from '../../lib/endpoint/index.js';
import { endpointModule } from '../../lib/module-manifest.js';
import { maskEmail, maskMobile, type TVerificationCodes } from '../auth/index.js';
import { findAccountById } from '../users/index.js';
import { actorOf, type TWorkflowEngine } from '../workflow/index.js';
import { changeCodeKey, changeRequestView, openRequestOf, supplierCodeOf } from './supplier-info-change.js';
import {
  mayReadSupplierBase,
  supplierInfoMessages as messages,
  readLiveRecord,
  recordView,
  type TSupplierSnapshot,
} from '../suppliers/index.js';

/** The supplier's own record, its change requests and versions: always the caller's company. */
export const supplierInfoEndpoints = (db: TDatabase, engine: TWorkflowEngine, codes: TVerificationCodes) => [
  bindEndpoint(querySupplierBaseInfoBySupplierCode, async ({ body }, context) => {
    const caller = actorOf(context);
    const supplierCode =
      body.supplierCode ?? (caller.kind === ACCOUNT_KINDS.supplier ? caller.corpCode : null);
    if (!supplierCode)
      throw new AppError('badRequest', '请提供 supplierCode', [
        { path: 'supplierCode', message: '请提供供应商编码' },
      ]);
    enforce(mayReadSupplierBase(caller, supplierCode));
    const [supplier] = await db
      .select({ code: suppliers.code, version: suppliers.version })
      .from(suppliers)
      .where(eq(suppliers.code, supplierCode));
    if (!supplier) throw new AppError('notFound', '供应商不存在');
    const [latest] = await db
      .select({ status: supplierChangeRequests.status })
      .from(supplierChangeRequests)
      .where(eq(supplierChangeRequests.supplierCode, supplierCode))
      .orderBy(desc(supplierChangeRequests.id))
      .limit(1);
    const open = latest && (OPEN_SUPPLIER_CHANGE_STATUSES as readonly string[]).includes(latest.status);
    return {
      id: supplier.code,
      operateType: open ? SUPPLIER_OPERATE_TYPES.change : SUPPLIER_OPERATE_TYPES.none,
      status: latest?.status ?? 'effective',
      version: supplier.version,
    };
  }),

  bindEndpoint(getSupplierInfo, async (_input, context) => {
    const caller = actorOf(context);
    const supplierCode = supplierCodeOf(caller);
    const live = await readLiveRecord(db, supplierCode);
    const open = await openRequestOf(db, supplierCode);
    const account = await findAccountById(db, caller.accountId);
    return {
      record: recordView(supplierCode, live.version, live.snapshot),
      openRequest: open
        ? {
            id: String(open.id),
            status: open.status,
            processInstID: (await changeRequestView(db, engine, open, caller)).processInstID,
          }
        : null,
      codeRecipients: {
        mobile: account?.mobile ? maskMobile(account.mobile) : null,
        email: account?.email ? maskEmail(account.email) : null,
      },
    };
  }),

  bindEndpoint(sendSupplierChangeCode, async ({ body }, context) => {
    const caller = actorOf(context);
    supplierCodeOf(caller);
    const account = await findAccountById(db, caller.accountId);
    if (!account) throw new AppError('unauthorized');
    const sent = await codes.send(
      changeCodeKey(account.id),
      account,
      body.type,
      { purpose: 'bank-change', subject: messages.codeSubject, text: messages.codeText },
      context,
    );
    return {
      ...(sent.channel === 'sms' ? { mobile: sent.masked } : { email: sent.masked }),
      resendAfterSeconds: SMS_RESEND_SECONDS,
    };
  }),

  bindEndpoint(querySupplierChangeRequests, async ({ body }, context) => {
    const caller = actorOf(context);
    const supplierCode = supplierCodeOf(caller);
    const where = eq(supplierChangeRequests.supplierCode, supplierCode);
    const [total] = await db.select({ value: count() }).from(supplierChangeRequests).where(where);
    const rows = await db
      .select()
      .from(supplierChangeRequests)
      .where(where)
      .orderBy(desc(supplierChangeRequests.id))
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize);
    const records = [];
    for (const row of rows) records.push(await changeRequestView(db, engine, row, caller));
    return { total: total?.value ?? 0, records };
  }),

  bindEndpoint(querySupplierVersions, async ({ body }, context) => {
    const caller = actorOf(context);
    const supplierCode = supplierCodeOf(caller);
    const where = eq(supplierVersions.supplierCode, supplierCode);
    const [total] = await db.select({ value: count() }).from(supplierVersions).where(where);
    const rows = await db
      .select({ version: supplierVersions, approverName: accounts.displayName })
      .from(supplierVersions)
      .leftJoin(accounts, eq(accounts.id, supplierVersions.approverAccountId))
      .where(where)
      .orderBy(desc(supplierVersions.version))
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize);
    return {
      total: total?.value ?? 0,
      records: rows.map(({ version, approverName }) => ({
        version: version.version,
        effectiveAt: formatChinaTime(version.createdAt) ?? '',
        changeRequestId: version.changeRequestId === null ? null : String(version.changeRequestId),
        approverName,
        record: recordView(supplierCode, version.version, version.snapshot as TSupplierSnapshot),
      })),
    };
  }),
];

/** 企业信息: the supplier's own record and its change requests (the process itself registers with the workflow). */
export const supplierInfoModule = endpointModule(
  'supplier-info',
  ({
    db,
    workflowEngine,
    codes,
  }: {
    db: TDatabase;
    workflowEngine: TWorkflowEngine;
    codes: TVerificationCodes;
  }) => supplierInfoEndpoints(db, workflowEngine, codes) as TBoundEndpoint[],
);
