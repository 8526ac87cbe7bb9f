import { randomBytes } from 'node:crypto';
import {
  PROCESS_INST_STATUS,
  PROCESS_MODULES,
  REGISTRATION_CORRECTION_PAGE,
  REGISTRATION_STATUSES,
  WORK_ITEM_DECISIONS,
  type TProcessBusinessObject,
} from '@supportal/contract';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { supplierRegistrations } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import type { TNotifier } from '../../plugins/notifier.js';
import { createSupplierWithMainAccount } from '../suppliers/index.js';
import {
  approverOf,
  businessInstanceOf,
  latestOpinionOf,
  type TBusinessModule,
  type TTransaction,
  type TWorkflowBusiness,
} from '../workflow/index.js';
import { registrationMessages as messages } from './registration-messages.js';
import {
  registrationView,
  supplierSnapshotOf,
  tokenHash,
  type TRegistrationRow,
  type TRegistrationSnapshot,
} from './registration-record.js';

export const REGISTRATION_PROCESS_KEY = 'SUPPLIER_REGISTRATION';

type TReader = TDatabase | TTransaction;

/** The process instance of an application. */
export const registrationInstanceOf = (reader: TReader, registrationId: number) =>
  businessInstanceOf(reader, PROCESS_MODULES.supplierRegistration, registrationId, '注册申请');

/** The latest reviewer's opinion on a return or rejection of an application. */
export const reviewCommentOf = async (reader: TReader, registrationId: number) =>
  latestOpinionOf(reader, (await registrationInstanceOf(reader, registrationId)).id);

const rowOf = async (reader: TReader, registrationId: number): Promise<TRegistrationRow> => {
  const [row] = await reader
    .select()
    .from(supplierRegistrations)
    .where(eq(supplierRegistrations.id, registrationId));
  if (!row) throw new AppError('notFound', messages.applicationNotFound);
  return row;
};

type TRegistrationProcessDeps = {
  notifier: TNotifier;
  audit: TAuditLog;
  /** The portal's address for the correction link (known once every module is installed). */
  publicBaseUrl: () => string;
};

/** Tells the applicant by SMS and, when given, e-mail; a message that cannot go out is only logged. */
const tellApplicant = (
  deps: TRegistrationProcessDeps,
  proposed: TRegistrationSnapshot,
  subject: string,
  text: string,
) => {
  const sends = [
    deps.notifier.send({ channel: 'sms', recipient: proposed.contact.mobile, subject, text }),
    ...(proposed.contact.email
      ? [deps.notifier.send({ channel: 'email', recipient: proposed.contact.email, subject, text })]
      : []),
  ];
  return Promise.allSettled(sends).then(() => undefined);
};

/**
 * The registration review's business side. A return opens a correction link (a fresh token, its hash
 * kept); approval creates the supplier (version 1) and its main account in the deciding transaction.
 */
export const registrationReview = (deps: TRegistrationProcessDeps): TBusinessModule => ({
  module: PROCESS_MODULES.supplierRegistration,
  variables: ['reviewLevel'],
  syncStatus: async (tx, businessId, processInstStatus, cause) => {
    const returned =
      cause === WORK_ITEM_DECISIONS.return &&
      (processInstStatus === PROCESS_INST_STATUS.returned ||
        processInstStatus === PROCESS_INST_STATUS.editing);
    if (returned) {
      const token = randomBytes(32).toString('base64url');
      const [row] = await tx
        .update(supplierRegistrations)
        .set({
          status: REGISTRATION_STATUSES.returned,
          correctionTokenHash: tokenHash(token),
          updatedAt: new Date(),
        })
        .where(eq(supplierRegistrations.id, businessId))
        .returning();
      if (!row) return;
      const comment = (await reviewCommentOf(tx, businessId)) ?? '';
      const link = `${deps.publicBaseUrl()}${REGISTRATION_CORRECTION_PAGE}?token=${token}`;
      return () =>
        tellApplicant(
          deps,
          row.proposed as TRegistrationSnapshot,
          messages.returnedSubject,
          messages.returnedText(row.applicationNo, comment, link),
        );
    }
    if (processInstStatus === PROCESS_INST_STATUS.running) {
      await tx
        .update(supplierRegistrations)
        .set({ status: REGISTRATION_STATUSES.inReview, correctionTokenHash: null, updatedAt: new Date() })
        .where(eq(supplierRegistrations.id, businessId));
      return;
    }
    if (processInstStatus === PROCESS_INST_STATUS.terminated) {
      const [row] = await tx
        .update(supplierRegistrations)
        .set({
          status: REGISTRATION_STATUSES.rejected,
          correctionTokenHash: null,
          decidedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(supplierRegistrations.id, businessId))
        .returning();
      if (!row) return;
      const comment = (await reviewCommentOf(tx, businessId)) ?? '';
      return async () => {
        await tellApplicant(
          deps,
          row.proposed as TRegistrationSnapshot,
          messages.rejectedSubject,
          messages.rejectedText(row.applicationNo, comment),
        );
        await deps.audit.record({ event: 'registration-rejected', loginName: row.uscc, ip: '' });
      };
    }
  },
  complete: async (tx, instance) => {
    const row = await rowOf(tx, instance.businessId);
    const proposed = row.proposed as TRegistrationSnapshot;
    const created = await createSupplierWithMainAccount(tx, {
      snapshot: supplierSnapshotOf(proposed),
      approverAccountId: await approverOf(tx, instance.id),
      mainAccount: {
        loginName: row.uscc,
        passwordHash: row.passwordHash,
        mustChangePassword: false,
        displayName: proposed.contact.name,
        mobile: proposed.contact.mobile,
        email: proposed.contact.email,
      },
    });
    // Submission refuses a USCC already used as a login name; one made since is a conflict to resolve.
    if (!created) throw new AppError('conflict', messages.loginNameTaken(row.uscc));
    const { supplierCode, accountId } = created;
    const name = proposed.base.supplierName;
    await tx
      .update(supplierRegistrations)
      .set({
        status: REGISTRATION_STATUSES.approved,
        supplierCode,
        accountId,
        // The account holds the password now.
        passwordHash: '',
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(supplierRegistrations.id, row.id));
    return async () => {
      await tellApplicant(deps, proposed, messages.approvedSubject, messages.approvedText(name, row.uscc));
      await deps.audit.record({
        event: 'registration-approved',
        loginName: row.uscc,
        accountId,
        ip: '',
        detail: { supplierCode, applicationNo: row.applicationNo },
      });
    };
  },
  load: async (db, businessId): Promise<TProcessBusinessObject> => {
    const row = await rowOf(db, businessId);
    return {
      module: 'SUPPLIER_REGISTRATION',
      supplierRegistration: await registrationView(db, row, await reviewCommentOf(db, businessId)),
    };
  },
});

/** Registration reviews as the workflow runs them; the applicant's calls are the module's own. */
export const supplierRegistrationBusiness = (context: {
  platform: { notifier: TNotifier; audit: TAuditLog };
  publicBaseUrl: () => string;
}): TWorkflowBusiness => ({
  module: () =>
    registrationReview({
      notifier: context.platform.notifier,
      audit: context.platform.audit,
      // Provided by a module installed after the workflow: read when a link is sent, not now.
      publicBaseUrl: () => context.publicBaseUrl(),
    }),
  endpoints: () => [],
});
