import {
  downloadCertificateFile,
  downloadChangeRequestFile,
  PROCESS_MODULES,
  SUPPLIER_CHANGE_STATUSES,
  type TChangeRequestFileSide,
} from '@supportal/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import {
  supplierCertificates,
  supplierChangeRequests,
  wfProcessDefinitions,
  wfProcessInstances,
} from '../../db/schema/index.js';
import { enforce } from '../../lib/policy-verdict.js';
import type { TCaller } from '../../lib/endpoint/index.js';
import { findFileById, registerFileDownload, type TFileStore } from '../files/index.js';
import { isParticipant, actorOf } from '../workflow/index.js';
import { mayReadCertificates } from './supplier-policy.js';
import type { TSupplierSnapshot } from './supplier-snapshot.js';

type TChangeRow = typeof supplierChangeRequests.$inferSelect;

/** Process instances of a supplier's change requests (one request, or all of them), newest first. */
const changeInstancesOf = (db: TDatabase, where: { supplierCode: string } | { requestId: number }) =>
  db
    .select({ id: wfProcessInstances.id })
    .from(wfProcessInstances)
    .innerJoin(wfProcessDefinitions, eq(wfProcessDefinitions.id, wfProcessInstances.definitionId))
    .innerJoin(supplierChangeRequests, eq(supplierChangeRequests.id, wfProcessInstances.businessId))
    .where(
      and(
        eq(wfProcessDefinitions.module, PROCESS_MODULES.supplierInfoChange),
        'requestId' in where
          ? eq(supplierChangeRequests.id, where.requestId)
          : eq(supplierChangeRequests.supplierCode, where.supplierCode),
      ),
    )
    .orderBy(desc(wfProcessInstances.id));

/** Whether the caller takes part in any of these review processes (acts or acted on one, or started it). */
const takesPartInAny = async (db: TDatabase, caller: TCaller, instanceIds: readonly number[]) => {
  for (const instanceId of instanceIds) if (await isParticipant(db, instanceId, caller)) return true;
  return false;
};

/**
 * Whether the caller may see a supplier's certificate scans (supplier-policy.ts): a refusal other than
 * 404 is thrown; a 404 answers false, and the call then answers as for a file that does not exist.
 */
const mayRead = async (
  db: TDatabase,
  caller: TCaller,
  supplierCode: string,
  instanceIds: readonly number[],
): Promise<boolean> => {
  const verdict = mayReadCertificates(caller, supplierCode, await takesPartInAny(db, caller, instanceIds));
  if (!verdict.allowed && verdict.code !== 'notFound') enforce(verdict);
  return verdict.allowed;
};

/** The file id of a certificate row in one record of a change request ('new-N': the N-th proposed row). */
const fileIdInRequest = (request: TChangeRow, rowKey: string, side: TChangeRequestFileSide) => {
  const snapshot = (side === 'old' ? request.baseSnapshot : request.proposedSnapshot) as TSupplierSnapshot;
  const position = /^new-(\d+)$/.exec(rowKey)?.[1];
  const row =
    position !== undefined
      ? side === 'new'
        ? snapshot.certificates[Number(position) - 1]
        : undefined
      : snapshot.certificates.find((certificate) => certificate.id === rowKey);
  return row?.fileId ?? null;
};

/** Downloads of certificate scans, each found through the live record or the change request. */
export const registerCertificateDownloads = (app: FastifyInstance, db: TDatabase, store: TFileStore) => {
  registerFileDownload(
    app,
    downloadCertificateFile,
    async (query, context) => {
      const caller = actorOf(context);
      const [certificate] = await db
        .select({ supplierCode: supplierCertificates.supplierCode, fileId: supplierCertificates.fileId })
        .from(supplierCertificates)
        .where(eq(supplierCertificates.id, Number(query.certificateId)));
      if (!certificate) return undefined;
      const instances =
        caller.kind === 'supplier'
          ? []
          : await changeInstancesOf(db, { supplierCode: certificate.supplierCode });
      const allowed = await mayRead(
        db,
        caller,
        certificate.supplierCode,
        instances.map((instance) => instance.id),
      );
      return allowed && certificate.fileId !== null ? findFileById(db, certificate.fileId) : undefined;
    },
    store,
  );

  registerFileDownload(
    app,
    downloadChangeRequestFile,
    async (query, context) => {
      const caller = actorOf(context);
      const requestId = Number(query.requestId);
      const [request] = await db
        .select()
        .from(supplierChangeRequests)
        .where(eq(supplierChangeRequests.id, requestId));
      // An abandoned proposal is nobody's record: its scans are not served.
      if (!request || request.status === SUPPLIER_CHANGE_STATUSES.cancelled) return undefined;
      const instances = caller.kind === 'supplier' ? [] : await changeInstancesOf(db, { requestId });
      const allowed = await mayRead(
        db,
        caller,
        request.supplierCode,
        instances.map((instance) => instance.id),
      );
      const fileId = allowed ? fileIdInRequest(request, query.rowKey, query.side) : null;
      return fileId === null ? undefined : findFileById(db, Number(fileId));
    },
    store,
  );
};
