import { asc, eq } from 'drizzle-orm';
import {
  createDownloadZoneEntry,
  queryDownloadZoneEntries,
  updateDownloadZoneEntry,
  type TAdminDownloadZoneEntry,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { downloadZoneFiles, files, orgs } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { bindEndpoint, type TCallContext } from '../../lib/endpoint/index.js';
import { enforce } from '../../lib/policy-verdict.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import { claimUploads } from '../files/index.js';
import { loadAdminScope, type TAdminScope } from './account-scope.js';
import { recordAdminAction } from './admin-audit.js';
import { mayEditDownloadEntry } from './national-settings-policy.js';
import { adminMessages as messages } from './messages.js';

export type TDownloadZoneAdminDeps = {
  db: TDatabase;
  audit: TAuditLog;
  /** Every instance forgets rendered pages (the public download list must change at once). */
  pagesChanged: () => Promise<void>;
};

const entryColumns = {
  id: downloadZoneFiles.id,
  fileId: downloadZoneFiles.fileId,
  title: downloadZoneFiles.title,
  loginOnly: downloadZoneFiles.loginOnly,
  enabled: downloadZoneFiles.enabled,
  sort: downloadZoneFiles.sort,
  createdAt: downloadZoneFiles.createdAt,
  fileName: files.fileName,
  fileSize: files.sizeBytes,
  orgCode: downloadZoneFiles.orgCode,
  orgName: orgs.name,
};

type TEntryRow = {
  id: number;
  fileId: number;
  title: string;
  loginOnly: boolean;
  enabled: boolean;
  sort: number;
  createdAt: Date;
  fileName: string;
  fileSize: number;
  orgCode: string | null;
  orgName: string | null;
};

const toEntry = (scope: TAdminScope, row: TEntryRow): TAdminDownloadZoneEntry => ({
  id: String(row.id),
  fileId: String(row.fileId),
  title: row.title,
  fileName: row.fileName,
  fileSize: row.fileSize,
  loginOnly: row.loginOnly,
  enabled: row.enabled,
  sort: row.sort,
  createTime: formatChinaTime(row.createdAt),
  orgCode: row.orgCode,
  orgName: row.orgName,
  editable: mayEditDownloadEntry(scope, row).allowed,
});

const entries = (db: Pick<TDatabase, 'select'>) =>
  db
    .select(entryColumns)
    .from(downloadZoneFiles)
    .innerJoin(files, eq(files.id, downloadZoneFiles.fileId))
    .leftJoin(orgs, eq(orgs.code, downloadZoneFiles.orgCode))
    .orderBy(asc(downloadZoneFiles.sort), asc(downloadZoneFiles.id));

const entryById = async (db: Pick<TDatabase, 'select'>, scope: TAdminScope, id: number) => {
  const [row] = await entries(db).where(eq(downloadZoneFiles.id, id));
  if (!row) throw new AppError('notFound', messages.downloadEntryNotFound);
  return toEntry(scope, row);
};

export const downloadZoneAdminEndpoints = ({ db, audit, pagesChanged }: TDownloadZoneAdminDeps) => {
  const scopeOf = (context: TCallContext) => {
    if (!context.caller) throw new AppError('unauthorized');
    return loadAdminScope(db, context.caller);
  };
  return [
    // Every file is listed (the public zone shows them all); `editable` says which this administrator changes.
    bindEndpoint(queryDownloadZoneEntries, async (_input, context) => {
      const scope = await scopeOf(context);
      return (await entries(db)).map((row) => toEntry(scope, row));
    }),
    bindEndpoint(createDownloadZoneEntry, async ({ body }, context) => {
      const scope = await scopeOf(context);
      const accountId = context.caller?.accountId ?? 0;
      // 总部's files are national; any other administrator's belong to its unit.
      const orgCode = scope.manageSuppliers ? null : (scope.orgs[0]?.orgCode ?? null);
      enforce(mayEditDownloadEntry(scope, { orgCode }));
      // The upload becomes the zone's file in the same transaction, or neither happens.
      const entry = await db.transaction(async (tx) => {
        await claimUploads(tx, { fileIds: [Number(body.fileId)], accountId, purpose: 'downloadZone' });
        const [row] = await tx
          .insert(downloadZoneFiles)
          .values({
            fileId: Number(body.fileId),
            title: body.title,
            loginOnly: body.loginOnly,
            sort: body.sort,
            orgCode,
          })
          .returning({ id: downloadZoneFiles.id });
        if (!row) throw new Error('download-zone entry not written');
        return entryById(tx, scope, row.id);
      });
      await pagesChanged();
      await recordAdminAction(audit, context, 'admin-download-create', {
        id: entry.id,
        title: entry.title,
        fileName: entry.fileName,
        loginOnly: entry.loginOnly,
        orgCode: entry.orgCode ?? '',
      });
      return entry;
    }),
    bindEndpoint(updateDownloadZoneEntry, async ({ body }, context) => {
      const scope = await scopeOf(context);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: downloadZoneFiles.id, orgCode: downloadZoneFiles.orgCode })
          .from(downloadZoneFiles)
          .where(eq(downloadZoneFiles.id, Number(body.id)))
          .for('update');
        if (!row) throw new AppError('notFound', messages.downloadEntryNotFound);
        enforce(mayEditDownloadEntry(scope, row));
        await tx
          .update(downloadZoneFiles)
          .set({ title: body.title, loginOnly: body.loginOnly, sort: body.sort, enabled: body.enabled })
          .where(eq(downloadZoneFiles.id, row.id));
        return row.id;
      });
      const entry = await entryById(db, scope, id);
      await pagesChanged();
      await recordAdminAction(audit, context, 'admin-download-update', {
        id: entry.id,
        title: entry.title,
        loginOnly: entry.loginOnly,
        enabled: entry.enabled,
      });
      return entry;
    }),
  ];
};
