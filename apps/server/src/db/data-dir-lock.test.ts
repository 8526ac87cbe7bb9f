import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

/** Leaves what a killed holder leaves: a socket file nobody listens on any more (kill -9, no clean-up). */
const leaveDeadSocket = (socketPath: string) =>
  new Promise<void>((resolve, reject) => {
    const script = `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => console.log('up'))`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', () => child.kill('SIGKILL'));
    child.once('exit', () => resolve());
    child.once('error', reject);
  });

describe('DATA_DIR lock', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-lock-test-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second holder while the first lives, and lets one in once it released', async () => {
    const first = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir, { waitMs: 300 })).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dataDir, { waitMs: 300 })).rejects.toThrow(`PID ${process.pid}`);
    await first.release();
    const second = await lockDataDir(dataDir, { waitMs: 300 });
    await second.release();
  });

  it('takes over from a killed holder, even one that had our own PID (container restarts)', async () => {
    const lockDir = path.join(dataDir, '.supportal-lock');
    await mkdir(lockDir, { recursive: true });
    // A restarted container runs node as PID 1 again: what its previous life left names our PID.
    await leaveDeadSocket(path.join(lockDir, `${process.pid}-deadbeef.sock`));
    await writeFile(
      path.join(dataDir, '.supportal.lock'),
      JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() }),
    );
    expect((await stat(path.join(lockDir, `${process.pid}-deadbeef.sock`))).isSocket()).toBe(true);

    const lock = await lockDataDir(dataDir, { waitMs: 300 });
    expect(await readdir(lockDir)).toEqual([lock.handoverToken]);
    await expect(stat(path.join(dataDir, '.supportal.lock'))).rejects.toThrow();
    await lock.release();
  });

  it('lets the process a lock was handed to take it, and nobody else', async () => {
    const starter = await lockDataDir(dataDir);
    const server = await lockDataDir(dataDir, { handedOverBy: starter.handoverToken, waitMs: 300 });
    await expect(lockDataDir(dataDir, { waitMs: 300 })).rejects.toThrow(DataDirLockedError);
    await starter.release();
    await expect(lockDataDir(dataDir, { waitMs: 300 })).rejects.toThrow(DataDirLockedError);
    await server.release();
  });

  it('of two starters racing, never lets both in', async () => {
    const results = await Promise.allSettled([
      lockDataDir(dataDir, { waitMs: 0 }),
      lockDataDir(dataDir, { waitMs: 0 }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeLessThanOrEqual(1);
    for (const result of results) if (result.status === 'fulfilled') await result.value.release();
  });

  it('works in a data directory whose path is too long for a socket address', async () => {
    const deep = path.join(dataDir, 'a-rather-long-folder-name-for-data'.repeat(4));
    const first = await lockDataDir(deep);
    await expect(lockDataDir(deep, { waitMs: 300 })).rejects.toThrow(DataDirLockedError);
    await first.release();
    await (await lockDataDir(deep, { waitMs: 300 })).release();
  });
});
