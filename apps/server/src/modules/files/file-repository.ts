import { createHash, randomUUID } from 'node:crypto';
import type { TDatabase } from '../../db/database.js';
import { downloadZoneFiles, files } from '../../db/schema/index.js';
import type { TFileStore } from './file-store.js';

export type TNewFile = { fileName: string; contentType: string; bytes: Buffer };

/** Stores the bytes under a fresh server-made key, then records the file; returns the new file id. */
export const storeFile = async (db: TDatabase, store: TFileStore, file: TNewFile): Promise<number> => {
  const storageKey = `files/${randomUUID()}`;
  await store.put(storageKey, file.bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        storageKey,
      })
      .returning({ id: files.id });
    if (!row) throw new Error('文件记录写入失败');
    return row.id;
  } catch (error) {
    await store.remove(storageKey).catch(() => undefined);
    throw error;
  }
};

export type TDownloadZoneRow = typeof downloadZoneFiles.$inferInsert;

/** Whether the 下载专区 lists anything yet (a first start fills it, a later one leaves it as it is). */
export const hasDownloadZoneFiles = async (db: TDatabase) =>
  (await db.select({ id: downloadZoneFiles.id }).from(downloadZoneFiles).limit(1)).length > 0;

/** Entries of the 下载专区, each naming a stored file, in the order given. */
export const addDownloadZoneFiles = async (db: TDatabase, rows: readonly TDownloadZoneRow[]) => {
  if (rows.length > 0) await db.insert(downloadZoneFiles).values([...rows]);
};
