import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SERVER_ENTRY, startServer, stopServer, type TStartedServer } from './server-process.js';

/**
 * Temporary directories (`supportal-e2e-<label>-…`) for servers of a test file's own, removed after
 * the tests of the suite it is called in. Call it before registering what stops those servers: the
 * later-registered hook runs first, so no server still writes into a removed directory.
 */
export const useTempDirs = (label: string) => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  return {
    /** A new empty directory. */
    create: async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), `supportal-e2e-${label}-`));
      dirs.push(dir);
      return dir;
    },
    /** A directory a server makes itself (OUTBOX_DIR), removed with the others. */
    removeAfterwards: (dir: string) => {
      dirs.push(dir);
    },
  };
};

/** A start with demo data on a busy 2-core machine was seen to take over 2 minutes. */
const START_MS = 240_000;

/**
 * A server of the suite's own on a temporary DATA_DIR, started before its tests and stopped after them.
 * `env` (called then, with the DATA_DIR) may start what the server needs first; `entry` as startServer's.
 */
export const useOwnServer = (
  label: string,
  env: (dataDir: string) => Record<string, string> | Promise<Record<string, string>>,
  entry = [SERVER_ENTRY],
) => {
  const dirs = useTempDirs(label);
  let server: TStartedServer | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await dirs.create();
    server = await startServer({ DATA_DIR: dataDir, ...(await env(dataDir)) }, START_MS, 'started', entry);
    // A minute more than the start may take, so a server that does not start says why.
  }, START_MS + 60_000);
  afterAll(async () => {
    if (server) await stopServer(server);
  });
  return {
    get url() {
      if (!server) throw new Error(`the ${label} server has not started`);
      return server.url;
    },
    get dataDir() {
      return dataDir;
    },
  };
};
