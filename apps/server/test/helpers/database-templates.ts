import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type TDatabaseHandle } from '../../src/db/database.js';
import { openDatabase, openPgliteDatabase } from '../../src/portal-database.js';
import { copyDatabase, createUtf8Database, dropDatabase } from '../../src/db/postgres-admin.js';
import { seedDemoData } from '../../src/demo-data/seed-demo-data.js';
import {
  createDatabaseFileStore,
  createLocalFileStore,
  type TFileStore,
} from '../../src/modules/files/file-store.js';

/** A fixed clock for seeded data, so dates in assertions do not drift. */
export const SEED_NOW = new Date('2026-06-30T04:00:00Z');

/** What a test database starts with: everything that changes the seeded rows or files. */
export type TTestSeed =
  { seed: false } | { seed: true; noticeCount: number; fileStore: 'local' | 'database' };

export const fileStoreOf = (
  database: TDatabaseHandle,
  filesDir: string,
  fileStore: 'local' | 'database',
): TFileStore =>
  fileStore === 'database' ? createDatabaseFileStore(database.db) : createLocalFileStore(filesDir);

export type TTestDatabase = {
  database: TDatabaseHandle;
  /** The PostgreSQL database's URL (postgres kind only). */
  databaseUrl: string | undefined;
  /** Closes the database and, on PostgreSQL, drops it. */
  close: () => Promise<void>;
};

const LOCK_POLL_MS = 50;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * One worker at a time builds a template while the others wait for it; a lock left by a worker that
 * died is taken over.
 */
const withFileLock = async <T>(lockFile: string, work: () => Promise<T>): Promise<T> => {
  for (;;) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Empty while the holder is still writing its id: wait like for any live holder.
      const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
      if (holder > 0 && !isRunning(holder)) await rm(lockFile, { force: true });
      else await delay(LOCK_POLL_MS);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockFile, { force: true });
  }
};

const seedTemplate = async (database: TDatabaseHandle, filesDir: string, seed: TTestSeed) => {
  if (!seed.seed) return;
  await seedDemoData(database.db, fileStoreOf(database, filesDir, seed.fileStore), {
    noticeCount: seed.noticeCount,
    now: SEED_NOW,
  });
};

/** PGlite: seeds an in-memory database and keeps a dump of its data directory. */
const buildPgliteTemplate = async (seed: TTestSeed, filesDir: string, dumpFile: string) => {
  const client = await PGlite.create();
  const database = await openPgliteDatabase(client);
  try {
    await seedTemplate(database, filesDir, seed);
    const dump = await client.dumpDataDir('none');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
};

/** PostgreSQL: seeds a database that stays on the server, closed, to be copied. */
const buildPostgresTemplate = async (seed: TTestSeed, filesDir: string, serverUrl: string, name: string) => {
  await dropDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: await createUtf8Database(serverUrl, name) });
  try {
    await seedTemplate(database, filesDir, seed);
  } finally {
    // PostgreSQL copies only a database nobody is connected to.
    await database.close();
  }
};

/**
 * Opens a database of its own for one test file, with its own copy of the seeded files in `filesDir`.
 * Migrating and seeding take seconds, so each distinct seed is built once per run (by whichever worker
 * needs it first) and copied: PostgreSQL with CREATE DATABASE … TEMPLATE, PGlite from a dump of its
 * data directory.
 */
export const openSeededDatabase = async (
  kind: TDatabaseHandle['kind'],
  seed: TTestSeed,
  filesDir: string,
): Promise<TTestDatabase> => {
  const { dir, databasePrefix } = inject('databaseTemplates');
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  if (kind === 'postgres' && !serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const seedName = seed.seed ? `n${seed.noticeCount}_${seed.fileStore}` : 'empty';
  const templateDir = path.join(dir, `${kind}_${seedName}`);
  const templateFilesDir = path.join(templateDir, 'files');
  const pgliteDump = path.join(templateDir, 'pglite.tar');
  const templateDatabase = `${databasePrefix}tpl_${seedName}`;
  // Written last: a template without it was cut short and is built again.
  const readyMarker = path.join(templateDir, 'ready');

  await mkdir(dir, { recursive: true });
  await withFileLock(`${templateDir}.lock`, async () => {
    if (await exists(readyMarker)) return;
    await rm(templateDir, { recursive: true, force: true });
    await mkdir(templateFilesDir, { recursive: true });
    if (kind === 'pglite') await buildPgliteTemplate(seed, templateFilesDir, pgliteDump);
    else await buildPostgresTemplate(seed, templateFilesDir, serverUrl, templateDatabase);
    await writeFile(readyMarker, '');
  });

  await cp(templateFilesDir, filesDir, { recursive: true });
  if (kind === 'pglite') {
    const dump = new Blob([await readFile(pgliteDump)]);
    const database = await openPgliteDatabase(await PGlite.create({ loadDataDir: dump }));
    return { database, databaseUrl: undefined, close: () => database.close() };
  }
  const name = `${databasePrefix}${randomBytes(6).toString('hex')}`;
  const databaseUrl = await copyDatabase(serverUrl, name, templateDatabase);
  const database = await openDatabase({ databaseUrl });
  return {
    database,
    databaseUrl,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
};
