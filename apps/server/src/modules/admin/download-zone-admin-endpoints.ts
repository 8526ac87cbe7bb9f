import { asc, eq } from 'drizzle-orm';
import {
  createDownloadZoneEntry,
  queryDownloadZoneEntries,
  updateDownloadZoneEntry,
  type TAdminDownloadZoneEntry,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { downloadZoneFiles, files } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import { claimUploads } from '../files/index.js';
import { recordAdminAction } from './admin-audit.js';
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
};

const toEntry = (row: TEntryRow): TAdminDownloadZoneEntry => ({
  id: String(row.id),
  fileId: String(row.fileId),
  title: row.title,
  fileName: row.fileName,
  fileSize: row.fileSize,
  loginOnly: row.loginOnly,
  enabled: row.enabled,
  sort: row.sort,
  createTime: formatChinaTime(row.createdAt),
});

const entries = (db: Pick<TDatabase, 'select'>) =>
  db
    .select(entryColumns)
    .from(downloadZoneFiles)
    .innerJoin(files, eq(files.id, downloadZoneFiles.fileId))
    .orderBy(asc(downloadZoneFiles.sort), asc(downloadZoneFiles.id));

const entryById = async (db: Pick<TDatabase, 'select'>, id: number) => {
  const [row] = await entries(db).where(eq(downloadZoneFiles.id, id));
  if (!row) throw new AppError('notFound', messages.downloadEntryNotFound);
  return toEntry(row);
};

export const downloadZoneAdminEndpoints = ({ db, audit, pagesChanged }: TDownloadZoneAdminDeps) => [
  bindEndpoint(queryDownloadZoneEntries, async () => (await entries(db)).map(toEntry)),
  bindEndpoint(createDownloadZoneEntry, async ({ body }, context) => {
    const accountId = context.caller?.accountId ?? 0;
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
        })
        .returning({ id: downloadZoneFiles.id });
      if (!row) throw new Error('download-zone entry not written');
      return entryById(tx, row.id);
    });
    await pagesChanged();
    await recordAdminAction(audit, context, 'admin-download-create', {
      id: entry.id,
      title: entry.title,
      fileName: entry.fileName,
      loginOnly: entry.loginOnly,
    });
    return entry;
  }),
  bindEndpoint(updateDownloadZoneEntry, async ({ body }, context) => {
    const [updated] = await db
      .update(downloadZoneFiles)
      .set({ title: body.title, loginOnly: body.loginOnly, sort: body.sort, enabled: body.enabled })
      .where(eq(downloadZoneFiles.id, Number(body.id)))
      .returning({ id: downloadZoneFiles.id });
    if (!updated) throw new AppError('notFound', messages.downloadEntryNotFound);
    const entry = await entryById(db, updated.id);
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
