import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { diskFullReason, isDiskFull, LOW_DISK_SPACE_BYTES, type TStatfs } from './disk-full.js';

/** A real ENOSPC from the kernel: /dev/full refuses every write. */
const enospc = () => writeFile('/dev/full', 'x').catch((error: unknown) => error);
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const freeSpace =
  (bytes: number): TStatfs =>
  async () => ({ bavail: bytes / 4096, bsize: 4096 });
const pgliteAbort = () =>
  Object.assign(new Error('Aborted(). Build with -sASSERTIONS'), { name: 'RuntimeError' });

describe('isDiskFull', () => {
  it('knows a full disk or quota from the file system and from PostgreSQL, also wrapped', async () => {
    expect(isDiskFull(await enospc())).toBe(true);
    expect(isDiskFull(withCode('Disk quota exceeded', 'EDQUOT'))).toBe(true);
    const driver = withCode('could not extend file "base/5/16385": No space left on device', '53100');
    expect(isDiskFull(new Error('Failed query: insert into "files"', { cause: driver }))).toBe(true);
    expect(isDiskFull(new AggregateError([new Error('x'), driver]))).toBe(true);
  });

  it('leaves other faults alone', () => {
    expect(isDiskFull(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))).toBe(false);
    expect(isDiskFull(withCode('duplicate key', '23505'))).toBe(false);
    expect(isDiskFull(pgliteAbort())).toBe(false);
    expect(isDiskFull('ENOSPC')).toBe(false);
  });
});

describe('diskFullReason', () => {
  it('names the data directory when PGlite aborts on a nearly full disk', async () => {
    const reason = await diskFullReason(pgliteAbort(), '/srv/portal/data', freeSpace(4096 * 3));
    expect(reason).toBe('磁盘空间不足：数据目录 /srv/portal/data 所在磁盘仅剩 12 KB，请清理磁盘或扩容');
  });

  it('takes an abort with room on the disk, or any other failure, for something else', async () => {
    const plenty = freeSpace(LOW_DISK_SPACE_BYTES * 2);
    expect(await diskFullReason(pgliteAbort(), '/data', plenty)).toBeNull();
    expect(await diskFullReason(new TypeError('x'), '/data', freeSpace(0))).toBeNull();
  });

  it('believes an error that says the disk is full, even when the data directory has room', async () => {
    const reason = await diskFullReason(
      withCode('could not write', '53100'),
      '/data',
      freeSpace(LOW_DISK_SPACE_BYTES * 2),
    );
    expect(reason).toContain('磁盘空间不足（53100）');
    expect(reason).toContain('/data');
    const unknown = await diskFullReason(await enospc(), '/data', () => Promise.reject(new Error('ENOENT')));
    expect(unknown).toContain('磁盘空间不足（ENOSPC）');
  });
});
