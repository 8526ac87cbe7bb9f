import { createHash, randomUUID } from 'node:crypto';
import type { TDatabase } from '../../db/database.js';
import { files } from '../../db/schema/index.js';
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
