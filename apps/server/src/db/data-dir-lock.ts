import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Set by the start script for the server it starts: the lock it holds on that server's behalf. */
export const LOCK_HANDOVER_ENV = 'SUPPORTAL_DATA_DIR_LOCK_HANDOVER';

export type TDataDirLock = {
  /** Names this holder's socket: a process given it (LOCK_HANDOVER_ENV) treats that socket as its own. */
  handoverToken: string;
  release: () => Promise<void>;
};

type TLockOptions = {
  /** The token of a lock held for this process by the one that started it. */
  handedOverBy?: string | undefined;
  /** How long a live holder is waited for before refusing: a killed process keeps its socket briefly. */
  waitMs?: number;
};

const LOCK_DIR = '.supportal-lock';
/** The PID lock file of earlier versions: its PID proves nothing (PID reuse, PID 1 in containers). */
const LEGACY_LOCK_FILE = '.supportal.lock';
/** Unix socket paths are limited to 107 bytes on Linux, 103 on macOS. */
const SOCKET_PATH_LIMIT = 100;
const DEFAULT_WAIT_MS = 3_000;
const OWNER_ANSWER_MS = 300;

type TProbe = { state: 'gone' } | { state: 'live'; owner: string | null };

/** Connects to a holder's socket: refused or missing means its process is gone (the kernel closed it). */
const probe = (socketPath: string): Promise<TProbe> =>
  new Promise((resolve) => {
    const socket = net.connect({ path: socketPath });
    let answer = '';
    const settle = (result: TProbe) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => {
      // The holder answers with who it is; a holder whose event loop is busy still counts as live.
      socket.setTimeout(OWNER_ANSWER_MS, () => settle({ state: 'live', owner: answer || null }));
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.once('end', () => settle({ state: 'live', owner: answer || null }));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      settle(
        error.code === 'ECONNREFUSED' || error.code === 'ENOENT'
          ? { state: 'gone' }
          : { state: 'live', owner: null },
      ),
    );
  });

const listen = (socketPath: string, owner: string): Promise<net.Server> =>
  new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      // A prober that hung up before reading the answer (EPIPE, ECONNRESET) must not end this process.
      socket.on('error', () => socket.destroy());
      socket.end(owner);
    });
    server.once('error', reject);
    server.listen({ path: socketPath }, () => {
      server.off('error', reject);
      // The lock must not keep a finished process (the seed tool) alive.
      server.unref();
      resolve(server);
    });
  });

/**
 * Where sockets of the lock directory are bound and reached: the directory itself, or (when its path
 * is too long for a socket address) a short symbolic link to it under the system's temporary folder.
 */
const openSocketFolder = async (lockDir: string) => {
  if (Buffer.byteLength(path.join(lockDir, 'x'.repeat(32))) <= SOCKET_PATH_LIMIT) {
    return { folder: lockDir, close: async () => undefined };
  }
  const aliasParent = await fs.mkdtemp(path.join(os.tmpdir(), 'supportal-lock-'));
  const alias = path.join(aliasParent, 'd');
  await fs.symlink(lockDir, alias);
  return { folder: alias, close: () => fs.rm(aliasParent, { recursive: true, force: true }) };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PGlite has no lock of its own and two processes on one data dir corrupt it silently, so the server
 * holds an exclusive lock on DATA_DIR for its whole life. The lock is a listening Unix socket in
 * DATA_DIR/.supportal-lock: the kernel closes it when the process dies however it dies (kill -9, out of
 * memory), so no PID, host name or clock is trusted. A starter binds a socket of its own first, then
 * connects to every other one there: if none answers it holds the lock, and sockets that refuse belong
 * to dead processes and are removed. Of two starters racing, the later binder always sees the earlier
 * one, so two never both win; both may back off, and they retry within `waitMs`. The socket stays
 * connectable while a long synchronous PGlite query blocks the event loop.
 */
export const lockDataDir = async (dataDir: string, options: TLockOptions = {}): Promise<TDataDirLock> => {
  const lockDir = path.join(dataDir, LOCK_DIR);
  await fs.mkdir(lockDir, { recursive: true });
  const owner = `PID ${process.pid}，主机 ${os.hostname()}，启动于 ${new Date().toISOString()}`;
  const deadline = Date.now() + (options.waitMs ?? DEFAULT_WAIT_MS);
  const sockets = await openSocketFolder(lockDir);
  try {
    for (;;) {
      const name = `${process.pid}-${randomBytes(4).toString('hex')}.sock`;
      const server = await listen(path.join(sockets.folder, name), owner).catch(
        (error: NodeJS.ErrnoException) => {
          throw new DataDirLockedError(
            `无法在 ${lockDir} 建立数据目录锁（${error.code ?? error.message}）：` +
              'DATA_DIR 须位于支持 Unix 套接字的本地文件系统上 (the lock is a Unix socket)。',
          );
        },
      );
      const others = (await fs.readdir(lockDir)).filter(
        (entry) => entry.endsWith('.sock') && entry !== name && entry !== options.handedOverBy,
      );
      const liveOwners: (string | null)[] = [];
      for (const other of others) {
        const result = await probe(path.join(sockets.folder, other));
        if (result.state === 'live') liveOwners.push(result.owner);
        else await fs.rm(path.join(lockDir, other), { force: true });
      }
      if (liveOwners.length === 0) {
        await fs.rm(path.join(dataDir, LEGACY_LOCK_FILE), { force: true });
        return {
          handoverToken: name,
          release: async () => {
            await new Promise((resolve) => server.close(resolve));
            await fs.rm(path.join(lockDir, name), { force: true });
          },
        };
      }
      await new Promise((resolve) => server.close(resolve));
      await fs.rm(path.join(lockDir, name), { force: true });
      if (Date.now() >= deadline) {
        // Every holder is named: under `npm start` these are the start script and its server.
        const holders = liveOwners.filter((entry) => entry !== null).join('；');
        throw new DataDirLockedError(
          `数据目录 ${dataDir} 已被另一个 supportal 进程占用${holders ? `（${holders}）` : ''}。` +
            `DATA_DIR is locked by another running server: 请先停止该进程，或使用不同的 DATA_DIR。`,
        );
      }
      await sleep(100 + Math.random() * 150);
    }
  } finally {
    await sockets.close();
  }
};

/** The embedded database and local files live in DATA_DIR: only then does a second server harm it. */
export const usesDataDir = (settings: { databaseUrl?: string | undefined; fileStore: string }) =>
  !settings.databaseUrl || settings.fileStore === 'local';
