import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import multipart from '@fastify/multipart';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  formatFileSize,
  UPLOAD_FILE_KINDS,
  UPLOAD_PENDING_TTL_MS,
  UPLOAD_PURPOSES,
  uploadFile,
  type TFileInfo,
  type TUploadExtension,
  type TUploadPurpose,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import type { TTransaction } from '../workflow/index.js';
import { files } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { registerUploadEndpoint } from '../../lib/endpoint/index.js';
import { measureDueRows, type TBacklog } from '../../lib/backlog.js';
import type { TPeriodicTask } from '../../lib/periodic-task.js';
import { pendingUploadsOf } from './file-policy.js';
import type { TFileStore } from './file-store.js';
import {
  bytesMatchExtension,
  CONTENT_TYPES,
  isUploadExtension,
  sanitizeFileName,
  SNIFF_BYTES,
} from './file-sniff.js';

/** Room for the multipart framing around the file when judging a declared Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const SWEEP_BATCH = 100;
const DEFAULT_PENDING_SWEEP_MS = 10 * 60 * 1000;

const messages = {
  notMultipart: '请以 multipart/form-data 上传文件（字段 file）',
  noFile: '请选择要上传的文件',
  empty: '文件内容为空',
  tooLarge: (label: string, maxBytes: number) => `文件超过${label}的大小上限 ${formatFileSize(maxBytes)}`,
  badType: (extension: string, label: string, allowed: string) =>
    `不支持的文件类型${extension ? `（.${extension}）` : ''}，${label}仅支持 ${allowed}`,
  mismatch: (extension: string) =>
    `文件内容与扩展名 .${extension}（${UPLOAD_FILE_KINDS[extension as TUploadExtension]}）不符，请上传真实的文件`,
  notClaimable: '附件不存在、已失效或不属于您，请重新上传',
  malformed: '上传内容格式不正确（multipart/form-data 请求体不完整或格式有误），请重新选择文件上传',
};

/**
 * The multipart parser (busboy) fails a body it cannot read (no boundary, a cut part, a bad part
 * header) with a plain error; @fastify/multipart's own refusals carry a status and are kept.
 */
const isParserFailure = (error: unknown) =>
  error instanceof Error &&
  !(error instanceof AppError) &&
  typeof (error as { statusCode?: unknown }).statusCode !== 'number';

/** A refusal of the file itself: shown on the upload field, and the connection is not read further. */
const refuseFile = (reply: FastifyReply, code: 'badRequest' | 'payloadTooLarge', message: string) => {
  reply.header('connection', 'close');
  return new AppError(code, message, [{ path: 'file', message }]);
};

/**
 * Passes the bytes through while counting, hashing and checking that the first bytes are what the
 * extension says; fails (and so stops the store) on the first byte too many or a wrong signature.
 */
class UploadInspector extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;

  constructor(
    private readonly extension: TUploadExtension,
    private readonly maxBytes: number,
    /** Busboy cuts a file at the limit and ends it normally; only this flag tells. */
    private readonly truncated: () => boolean,
    private readonly refusal: (kind: 'tooLarge' | 'mismatch' | 'empty') => Error,
  ) {
    super();
  }

  get sha256() {
    return this.hash.digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes || this.truncated()) return callback(this.refusal('tooLarge'));
    this.hash.update(chunk);
    if (this.checked) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    this.check(callback);
  }

  override _flush(callback: TransformCallback) {
    // Before the end reaches the store: a cut file must fail it, not be stored whole-looking.
    if (this.truncated()) return callback(this.refusal('tooLarge'));
    if (this.size === 0) return callback(this.refusal('empty'));
    if (!this.checked) return this.check(callback);
    callback();
  }

  private check(callback: TransformCallback) {
    const head = Buffer.concat(this.head);
    this.head = [];
    if (!bytesMatchExtension(head.subarray(0, SNIFF_BYTES), this.extension)) {
      return callback(this.refusal('mismatch'));
    }
    this.checked = true;
    callback(null, head);
  }
}

const toFileInfo = (row: {
  id: number;
  fileName: string;
  sizeBytes: number;
  contentType: string;
}): TFileInfo => ({
  id: String(row.id),
  fileName: row.fileName,
  fileSize: row.sizeBytes,
  contentType: row.contentType,
});

/**
 * Streams one multipart file through the purpose's checks into the store and records it as a pending
 * upload of `uploaderAccountId` (file/upload-file, and the publishing API's attachment upload).
 */
export const receiveUpload = async (
  db: TDatabase,
  store: TFileStore,
  purpose: TUploadPurpose,
  uploaderAccountId: number | null,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TFileInfo> => {
  const rule = UPLOAD_PURPOSES[purpose];
  const tooLarge = messages.tooLarge(rule.label, rule.maxBytes);
  // A declared length far over the limit is refused before anything is read.
  const declared = Number(request.headers['content-length']);
  if (declared > rule.maxBytes + MULTIPART_OVERHEAD_BYTES)
    throw refuseFile(reply, 'payloadTooLarge', tooLarge);
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType', messages.notMultipart);

  const part = await request
    .file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 10, parts: 12 } })
    .catch((error: unknown) => {
      throw isParserFailure(error) ? refuseFile(reply, 'badRequest', messages.malformed) : error;
    });
  if (!part || part.fieldname !== uploadFile.fileField)
    throw refuseFile(reply, 'badRequest', messages.noFile);
  const { fileName, extension } = sanitizeFileName(part.filename);
  if (!isUploadExtension(extension) || !(rule.extensions as readonly string[]).includes(extension)) {
    const allowed = [...new Set(rule.extensions)].join('、');
    throw refuseFile(reply, 'badRequest', messages.badType(extension, rule.label, allowed));
  }

  const inspector = new UploadInspector(
    extension,
    rule.maxBytes,
    () => part.file.truncated,
    (kind) =>
      kind === 'tooLarge'
        ? refuseFile(reply, 'payloadTooLarge', tooLarge)
        : refuseFile(reply, 'badRequest', kind === 'empty' ? messages.empty : messages.mismatch(extension)),
  );
  // Busboy stops at the limit and marks the part truncated; fail the store at that moment (when the
  // limit is reached while the store is still writing).
  part.file.on('limit', () => inspector.destroy(refuseFile(reply, 'payloadTooLarge', tooLarge)));
  const storageKey = `uploads/${randomUUID()}`;
  await store
    .put(
      storageKey,
      pipeline(part.file, inspector, () => undefined),
    )
    .catch((error: unknown) => {
      // The parser fails (errors) the file stream itself when the body breaks off or turns malformed
      // mid-file. A store that fails on its own (a full disk) also ends the stream, with another error.
      throw part.file.errored === error && isParserFailure(error)
        ? refuseFile(reply, 'badRequest', messages.malformed)
        : error;
    });
  try {
    const [row] = await db
      .insert(files)
      .values({
        fileName,
        contentType: CONTENT_TYPES[extension],
        sizeBytes: inspector.size,
        sha256: inspector.sha256,
        storageKey,
        uploadedBy: uploaderAccountId,
        purpose,
      })
      .returning();
    if (!row) throw new Error('文件记录写入失败');
    return toFileInfo(row);
  } catch (error) {
    await store.remove(storageKey).catch(() => undefined);
    throw error;
  }
};

/**
 * Attaches uploads to a business row, inside the caller's transaction: each file must be a pending
 * upload of this account for this purpose. Anything else refuses the whole call (nothing attached).
 * Returns the files as the contract shows them, in the order asked.
 */
export const claimUploads = async (
  tx: TTransaction,
  input: { fileIds: readonly number[]; accountId: number; purpose: TUploadPurpose },
): Promise<TFileInfo[]> => {
  const fileIds = [...new Set(input.fileIds)];
  if (fileIds.length === 0) return [];
  const claimed = await tx
    .update(files)
    .set({ attachedAt: sql`now()` })
    .where(
      and(inArray(files.id, fileIds), pendingUploadsOf(input.accountId), eq(files.purpose, input.purpose)),
    )
    .returning();
  if (claimed.length !== fileIds.length) {
    throw new AppError('badRequest', messages.notClaimable, [
      { path: 'file', message: messages.notClaimable },
    ]);
  }
  const byId = new Map(claimed.map((row) => [row.id, row]));
  return fileIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toFileInfo(row)] : [];
  });
};

/** Uploads nobody attached within UPLOAD_PENDING_TTL_MS of `now`: the sweep's to delete. */
const pendingUploadsDue = (now: Date) =>
  and(
    isNull(files.attachedAt),
    sql`${files.purpose} IS NOT NULL`,
    sql`${files.createdAt} < ${new Date(now.getTime() - UPLOAD_PENDING_TTL_MS)}`,
  );

/** Uploads due for deletion, for metrics: each became due UPLOAD_PENDING_TTL_MS after its upload. */
export const pendingUploadBacklog = (db: TDatabase): TBacklog => ({
  name: 'files.pending-uploads',
  measure: () =>
    measureDueRows(
      db,
      files,
      pendingUploadsDue(new Date()),
      sql`${files.createdAt} + interval '1 millisecond' * ${UPLOAD_PENDING_TTL_MS}`,
    ),
});

/**
 * Deletes uploads nobody attached within UPLOAD_PENDING_TTL_MS: rows first (claimed with FOR UPDATE
 * SKIP LOCKED, so instances sweeping at once never take the same file, and an attach racing the sweep
 * either wins or finds the file gone), then their bytes. Returns how many were removed.
 */
export const sweepPendingUploads = async (db: TDatabase, store: TFileStore, now = new Date()) => {
  const removed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: files.id, storageKey: files.storageKey })
      .from(files)
      .where(pendingUploadsDue(now))
      .orderBy(files.createdAt)
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx.delete(files).where(
      inArray(
        files.id,
        due.map((row) => row.id),
      ),
    );
    return due;
  });
  for (const row of removed) await store.remove(row.storageKey);
  return removed.length;
};

/** The upload call; its own scope parses multipart. */
export const registerFileUploads = async (app: FastifyInstance, db: TDatabase, store: TFileStore) => {
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    registerUploadEndpoint(scope, uploadFile, async (query, context, request, reply) =>
      receiveUpload(db, store, query.purpose, context.caller?.accountId ?? null, request, reply),
    );
  });
};

/** The sweep of uploads nobody attached, every `everyMs` (0 turns it off: tests sweep themselves). */
export const pendingUploadSweep = (
  db: TDatabase,
  store: TFileStore,
  everyMs = DEFAULT_PENDING_SWEEP_MS,
): TPeriodicTask => ({
  name: 'files.pending-uploads',
  everyMs,
  run: () => sweepPendingUploads(db, store),
  failure: '清理未关联的上传文件失败，稍后重试',
});
