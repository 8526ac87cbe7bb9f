/**
 * Opens (creating on first use) a benchmark database that later runs reuse: PGlite under
 * `<dataDir>/pglite-<label>` (locked like a server's DATA_DIR), or the PostgreSQL database `databaseName`
 * on the server of `databaseUrl`.
 */
import path from 'node:path';
import pg from 'pg';
import { lockDataDir } from '../src/db/data-dir-lock.js';
import { BULK_LOAD_TIMEOUTS, openMigratedDatabase, type TDatabaseInstaller } from '../src/db/database.js';
import { openDatabase } from '../src/portal-database.js';
import { createUtf8Database } from '../src/db/postgres-admin.js';
import { createDatabaseFileStore, createLocalFileStore } from '../src/modules/files/file-store.js';
import type { buildApp, TAppOptions } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/demo-data/demo-accounts.js';
import { encryptPassword } from '../test/helpers/auth-client.js';

type TBenchDatabaseOptions = {
  kind: string | undefined;
  /** Names the PGlite folder; distinct per data set. */
  label: string;
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  databaseName: string;
  /** What runs after the migrations instead of the portal's installers (openDatabase) when given. */
  installers?: readonly TDatabaseInstaller[];
};

export const openBenchDatabase = async (options: TBenchDatabaseOptions) => {
  const { installers } = options;
  const open: typeof openDatabase = installers
    ? (databaseOptions) => openMigratedDatabase({ ...databaseOptions, installers })
    : openDatabase;
  if (options.kind === 'pglite') {
    const dataDir = path.resolve(options.dataDir ?? 'data-bench', `pglite-${options.label}`);
    const lock = await lockDataDir(dataDir);
    const database = await open({ pgliteDir: path.join(dataDir, 'pglite') });
    return { database, store: createLocalFileStore(path.join(dataDir, 'files')), release: lock.release };
  }
  const serverUrl = options.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.databaseName]))
    .rowCount;
  await admin.end();
  const url = exists
    ? Object.assign(new URL(serverUrl), { pathname: `/${options.databaseName}` }).toString()
    : await createUtf8Database(serverUrl, options.databaseName);
  const database = await open({ databaseUrl: url, timeouts: BULK_LOAD_TIMEOUTS });
  return { database, store: createDatabaseFileStore(database.db), release: async () => undefined };
};

/** A progress line of a bench server, with the time of day. */
export const benchLogger = (name: string) => (message: string) =>
  console.log(`[${name} ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The captcha a bench app is built with (identity.fixedCaptcha), so benchLogIn can log in. */
const BENCH_CAPTCHA = 'Ab3x';

/**
 * What a bench app that logs in is built with: no read cache nor response check to measure the calls
 * themselves, the bench captcha, and no overdue sweep working beside the load.
 */
export const BENCH_APP_OPTIONS = {
  config: { logLevel: 'warn', pageCacheTtlMs: 0, validateResponses: false },
  identity: { fixedCaptcha: BENCH_CAPTCHA },
  overdueSweepMs: 0,
} satisfies Partial<TAppOptions>;

/** A bench server's end on SIGTERM (how bench-process stops it): the app, then its database and lock. */
export const closeOnSigterm = (
  app: Awaited<ReturnType<typeof buildApp>>,
  opened: { database: { close: () => Promise<void> }; release: () => Promise<void> },
) =>
  process.on('SIGTERM', () => {
    void (async () => {
      await app.close();
      await opened.database.close();
      await opened.release();
      process.exit(0);
    })();
  });

/** A session of a demo account through the login call, as the portal's login card makes one. */
export const benchLogIn = async (app: Awaited<ReturnType<typeof buildApp>>, userName: string) => {
  const key = (
    await app.inject({ method: 'POST', url: '/supportal/v1/login/getPublicKey', payload: {} })
  ).json().data as { publicKey: string; sessionId: string };
  await app.inject({
    method: 'GET',
    url: `/supportal/v1/login/getVerifyCode?sessionId=${key.sessionId}&t=1`,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/supportal/v1/login/portal-login',
    payload: {
      loginMode: 'password',
      userName,
      password: encryptPassword(key.publicKey, DEMO_PASSWORD),
      sessionId: key.sessionId,
      verifyCode: BENCH_CAPTCHA,
    },
  });
  const data = login.json().data as { tokenType: string; value: string };
  return `${data.tokenType} ${data.value}`;
};
