import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

type TLockOwner = { pid: number; host: string; startedAt: string };

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readOwner = async (lockPath: string): Promise<TLockOwner | null> => {
  try {
    return JSON.parse(await fs.readFile(lockPath, 'utf8')) as TLockOwner;
  } catch {
    return null;
  }
};

/**
 * PGlite has no lock of its own and two processes on one data dir corrupt it silently, so the server
 * holds an exclusive lock on DATA_DIR for its whole life: a lock file created exclusively, naming the
 * owning process. A lock whose process is gone (killed, crashed) is taken over. Unlike a lock kept
 * fresh by timers, it stays valid while a long synchronous PGlite query blocks the event loop.
 */
export const lockDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  await fs.mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.supportal.lock');
  const me: TLockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await fs.writeFile(lockPath, JSON.stringify(me), { flag: 'wx' });
      return async () => {
        const owner = await readOwner(lockPath);
        if (owner?.pid === me.pid && owner.host === me.host) await fs.rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(lockPath);
    const ownerAlive = owner !== null && (owner.host !== me.host || isRunning(owner.pid));
    if (ownerAlive) {
      throw new DataDirLockedError(
        `数据目录 ${dataDir} 已被另一个 supportal 进程占用（PID ${owner.pid}，主机 ${owner.host}，` +
          `启动于 ${owner.startedAt}）。DATA_DIR is locked by another running server: 请先停止该进程，或使用不同的 DATA_DIR。`,
      );
    }
    // The owner is gone: remove its lock and try again (another starter may win the race, then we refuse).
    await fs.rm(lockPath, { force: true });
  }
  throw new DataDirLockedError(`无法锁定数据目录 ${dataDir}，请稍后重试。`);
};
