import { statfs } from 'node:fs/promises';
import { formatFileSize } from '@supportal/contract';

/**
 * Tells a full disk (or an exhausted quota) from other faults: writes fail until someone frees space,
 * so callers answer 503 with a message saying so, and start-up names the directory that is full.
 */

/** What a write answers while the disk is full: not the caller's fault, and it will pass once space is freed. */
export const DISK_FULL_MESSAGE = '服务暂不可用：服务器存储空间不足，请稍后再试';

/** Freeing space takes a person, not a reconnect: clients wait longer than after an outage. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;

/**
 * Below this much free space PGlite aborting at start is taken for a full disk: it does not say
 * ENOSPC, it aborts (`RuntimeError: Aborted()`) once a write of its WAL or data files fails.
 */
export const LOW_DISK_SPACE_BYTES = 64 * 1024 * 1024;

/** ENOSPC and EDQUOT from the file system; SQLSTATE 53100 (disk_full) from PostgreSQL. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** The full-disk code the error, or one it wraps (Drizzle's `cause`, AggregateError's `errors`), carries. */
const diskFullCodeOf = (error: unknown, depth = 0): string | undefined => {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return code;
  const inner = Array.isArray(errors) ? errors : [];
  for (const wrapped of [cause, ...inner]) {
    const found = diskFullCodeOf(wrapped, depth + 1);
    if (found) return found;
  }
  return undefined;
};

export const isDiskFull = (error: unknown): boolean => diskFullCodeOf(error) !== undefined;

export type TStatfs = (directory: string) => Promise<{ bavail: number | bigint; bsize: number | bigint }>;

/** Bytes an unprivileged writer may still use on the directory's file system, or null when unknown. */
export const freeBytesOf = async (directory: string, statfsOf: TStatfs = statfs): Promise<number | null> => {
  try {
    const stats = await statfsOf(directory);
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return null;
  }
};

/** PGlite's WebAssembly aborted: what it does, with no further word, when a write of its files fails. */
const isWasmAbort = (error: unknown) =>
  error instanceof Error && error.name === 'RuntimeError' && error.message.startsWith('Aborted(');

/**
 * The start-up line for a failure caused by a full disk, or null when the disk is not the cause: the
 * error says so (also a PostgreSQL server's full disk, or a quota), or PGlite aborted on a nearly
 * full disk under `directory`.
 */
export const diskFullReason = async (
  error: unknown,
  directory: string,
  statfsOf: TStatfs = statfs,
): Promise<string | null> => {
  const code = diskFullCodeOf(error);
  if (!code && !isWasmAbort(error)) return null;
  const free = await freeBytesOf(directory, statfsOf);
  const left = free === null ? '未知' : formatFileSize(free);
  if (free !== null && free < LOW_DISK_SPACE_BYTES) {
    return `磁盘空间不足：数据目录 ${directory} 所在磁盘仅剩 ${left}，请清理磁盘或扩容`;
  }
  if (!code) return null;
  return `磁盘空间不足（${code}）：写入失败，请检查数据库服务器或磁盘配额的可用空间（数据目录 ${directory} 剩余 ${left}）`;
};
