import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  NOTICE_ATTACHMENT_REL_NAME,
  downloadGet,
  downloadOutdownloadFileInfo,
  downloadUpload,
  getAttFiles,
  queryOutdownloadFileList,
  type TDownloadEndpoint,
  type TEndpointData,
  type TFileInfo,
  type ZFileIdQuery,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { attachments, downloadZoneFiles, files, notices } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { createChangeCache } from '../../lib/change-cache.js';
import { bindEndpoint, registerDownloadEndpoint, type TCallContext } from '../../lib/endpoint/index.js';
import type { TChangeBroadcast } from '../../plugins/change-broadcast.js';
import { readableNotices } from '../notices/index.js';
import { listedDownloadZoneFiles, pendingUploadsOf } from './file-policy.js';
import type { TFileStore } from './file-store.js';

const FILE_NOT_FOUND = '文件不存在或无权下载';

/** Announced after every change of the download zone (admin), on any instance. */
type TDownloadZoneChanges = Pick<TChangeBroadcast<never>, 'subscribe'>;
type TDownloadZoneItem = TEndpointData<typeof queryOutdownloadFileList>[number];
const PDF_CONTENT_TYPE = 'application/pdf';

const fileColumns = {
  id: files.id,
  fileName: files.fileName,
  sizeBytes: files.sizeBytes,
  contentType: files.contentType,
  storageKey: files.storageKey,
};
type TFileRow = { id: number; fileName: string; sizeBytes: number; contentType: string; storageKey: string };
/** A file to send, shown in the browser (a PDF opened at a search hit's page) instead of downloaded. */
type TFileToSend = TFileRow & { inline?: boolean };

/** A stored file by id, for a download call that has already found the id through its own records. */
export const findFileById = async (db: TDatabase, fileId: number): Promise<TFileRow | undefined> => {
  const rows = await db.select(fileColumns).from(files).where(eq(files.id, fileId)).limit(1);
  return rows[0];
};

const toFileInfo = (row: TFileRow): TFileInfo => ({
  id: String(row.id),
  fileName: row.fileName,
  fileSize: row.sizeBytes,
  contentType: row.contentType,
});

/** Attachments of a notice, only when the caller may read the notice itself. */
const visibleAttachmentFiles = async (db: TDatabase, noticeId: number, context: TCallContext) =>
  db
    .select(fileColumns)
    .from(attachments)
    .innerJoin(files, eq(files.id, attachments.fileId))
    .innerJoin(notices, eq(notices.id, noticeId))
    .where(
      and(
        eq(attachments.relName, NOTICE_ATTACHMENT_REL_NAME),
        eq(attachments.relId, String(noticeId)),
        readableNotices(context),
      ),
    )
    .orderBy(asc(attachments.sort), asc(files.id));

/** A file is downloadable as an attachment when at least one notice the caller can read links it. */
const findDownloadableAttachment = async (db: TDatabase, fileId: number, context: TCallContext) => {
  const rows = await db
    .select(fileColumns)
    .from(files)
    .innerJoin(
      attachments,
      and(eq(attachments.fileId, files.id), eq(attachments.relName, NOTICE_ATTACHMENT_REL_NAME)),
    )
    // rel_id is text (relations of any kind); only digits can name a notice.
    .innerJoin(
      notices,
      sql`${notices.id} = CASE WHEN ${attachments.relId} ~ '^[0-9]{1,18}$' THEN ${attachments.relId}::bigint END`,
    )
    .where(and(eq(files.id, fileId), readableNotices(context)))
    .limit(1);
  return rows[0];
};

/** An upload not attached yet is the uploader's alone. */
const findOwnPendingUpload = async (db: TDatabase, fileId: number, context: TCallContext) => {
  if (!context.caller) return undefined;
  const rows = await db
    .select(fileColumns)
    .from(files)
    .where(and(eq(files.id, fileId), pendingUploadsOf(context.caller.accountId)))
    .limit(1);
  return rows[0];
};

const findDownloadZoneFile = async (db: TDatabase, fileId: number, context: TCallContext) => {
  const rows = await db
    .select(fileColumns)
    .from(downloadZoneFiles)
    .innerJoin(files, eq(files.id, downloadZoneFiles.fileId))
    .where(and(eq(downloadZoneFiles.fileId, fileId), listedDownloadZoneFiles(context.loggedIn)))
    .limit(1);
  return rows[0];
};

/**
 * RFC 6266/5987: an ASCII fallback name plus the exact UTF-8 name every current browser uses. A name
 * that is mostly Chinese reads as underscores in ASCII: callers with a better one pass it.
 */
export const contentDisposition = (
  fileName: string,
  asciiName: string = fileName,
  kind: 'attachment' | 'inline' = 'attachment',
): string => {
  const asciiFallback = asciiName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
};

const sendFile = async (reply: FastifyReply, store: TFileStore, file: TFileToSend | undefined) => {
  if (!file) throw new AppError('notFound', FILE_NOT_FOUND);
  const stream = await store.read(file.storageKey);
  if (!stream) throw new AppError('notFound', FILE_NOT_FOUND);
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header(
      'content-disposition',
      contentDisposition(file.fileName, file.fileName, file.inline ? 'inline' : 'attachment'),
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
};

/**
 * A download call: `findFile` decides from the query and the caller which file (if any) the caller
 * may have; none answers 404 with one message, so a refusal never tells whether the file exists.
 */
export const registerFileDownload = <E extends TDownloadEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  findFile: (query: z.output<E['query']>, context: TCallContext) => Promise<TFileToSend | undefined>,
  store: TFileStore,
) =>
  registerDownloadEndpoint(
    app,
    endpoint,
    { produces: 'application/octet-stream', errorStatuses: [400, 401, 403, 404] },
    async (query, context, reply) => sendFile(reply, store, await findFile(query, context)),
  );

const byFileId =
  (find: (fileId: number, context: TCallContext) => Promise<TFileRow | undefined>) =>
  (query: z.output<typeof ZFileIdQuery>, context: TCallContext) =>
    find(Number(query.fileId), context);

export const registerFileDownloads = (app: FastifyInstance, db: TDatabase, store: TFileStore) => {
  registerFileDownload(
    app,
    downloadGet,
    async (query, context) => {
      const file = await findDownloadableAttachment(db, Number(query.fileId), context);
      // Only a PDF is shown in the browser; any other file is downloaded whatever the query asks.
      return (
        file && { ...file, inline: query.disposition === 'inline' && file.contentType === PDF_CONTENT_TYPE }
      );
    },
    store,
  );
  registerFileDownload(
    app,
    downloadOutdownloadFileInfo,
    byFileId((fileId, context) => findDownloadZoneFile(db, fileId, context)),
    store,
  );
  registerFileDownload(
    app,
    downloadUpload,
    byFileId((fileId, context) => findOwnPendingUpload(db, fileId, context)),
    store,
  );
};

/** How long the download zone's list may lag an edit whose notification was missed. */
const DOWNLOAD_ZONE_MAX_AGE_MS = 10_000;

/**
 * The download zone's list is on every home page; administrators change it rarely and announce it
 * (`downloadZoneChanges`, every instance): kept per audience (logged in or not) until then.
 */
const createDownloadZoneList = (db: TDatabase, downloadZoneChanges: TDownloadZoneChanges) => {
  const lists = createChangeCache<TDownloadZoneItem[]>({ maxAgeMs: DOWNLOAD_ZONE_MAX_AGE_MS, maxEntries: 2 });
  downloadZoneChanges.subscribe(lists.forget);
  const read = async (showLoginOnly: boolean) => {
    const rows = await db
      .select({ ...fileColumns, title: downloadZoneFiles.title, createdAt: downloadZoneFiles.createdAt })
      .from(downloadZoneFiles)
      .innerJoin(files, eq(files.id, downloadZoneFiles.fileId))
      .where(listedDownloadZoneFiles(showLoginOnly))
      .orderBy(asc(downloadZoneFiles.sort), asc(downloadZoneFiles.id));
    return rows.map((row) => ({
      ...toFileInfo(row),
      title: row.title,
      createTime: formatChinaTime(row.createdAt),
    }));
  };
  return (showLoginOnly: boolean) => lists.get(String(showLoginOnly), () => read(showLoginOnly));
};

export const fileEndpoints = (db: TDatabase, downloadZoneChanges: TDownloadZoneChanges) => {
  const downloadZoneList = createDownloadZoneList(db, downloadZoneChanges);
  return [
    bindEndpoint(getAttFiles, async ({ body }, context) => ({
      records: (await visibleAttachmentFiles(db, Number(body.relId), context)).map(toFileInfo),
    })),
    // The flag only narrows: a visitor claiming to be logged in still sees public files only.
    bindEndpoint(queryOutdownloadFileList, async ({ query }, context) =>
      downloadZoneList(context.loggedIn && query.isLoginFlag !== false),
    ),
  ];
};
