import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { THttpTimeouts } from '../../src/plugins/http-server-options.js';
import type { TMetricsAccess } from '../../src/plugins/metrics.js';
import type { TIdentityOptions } from '../../src/modules/auth/identity.js';
import type { TPartnerOptions } from '../../src/modules/partners/partners.js';
import type { TAlertOptions } from '../../src/modules/saved-searches/saved-searches.js';
import { type TDatabaseHandle } from '../../src/db/database.js';
import { openDatabase } from '../../src/portal-database.js';
import type { TFileStore } from '../../src/modules/files/file-store.js';
import { fileStoreOf, openSeededDatabase } from './database-templates.js';

export { SEED_NOW } from './database-templates.js';

export type TDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const databaseKinds = (): TDatabaseKind[] =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Tests run the sweeps (overdue items, notices due to publish or expire, pending uploads) themselves. */
const NO_SWEEPS = {
  overdueSweepMs: 0,
  noticePublishSweepMs: 0,
  noticeExpirySweepMs: 0,
  titlePhraseDiscoveryMs: 0,
  keywordSearchSweepMs: 0,
  pendingUploadSweepMs: 0,
  certificateReminderSweepMs: 0,
  attachmentTextSweepMs: 0,
} as const;

export type TTestApp = {
  app: FastifyInstance;
  database: TDatabaseHandle;
  fileStore: TFileStore;
  /** The local file store's folder (empty when the database holds the bytes). */
  filesDir: string;
  /** The PostgreSQL database of this app (postgres kind only), for a second instance on it. */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
};

/** Opens a fresh database of the given kind, seeds a small demo set and builds the API (no web). */
export const createTestApp = async (
  kind: TDatabaseKind,
  options: {
    noticeCount?: number;
    seed?: boolean;
    identity?: TIdentityOptions;
    trustProxy?: boolean;
    httpTimeouts?: THttpTimeouts;
    partners?: TPartnerOptions;
    /** Where file bytes go: local disk (default) or the database, as several instances share it. */
    fileStore?: 'local' | 'database';
    alerts?: Partial<TAlertOptions>;
    /** URLs per notice sitemap part (50,000 unless a test wants parts it can fill). */
    sitemapMaxUrls?: number;
    /** Who may read /metrics (loopback unless given). */
    metrics?: TMetricsAccess;
  } = {},
): Promise<TTestApp> => {
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-files-'));
  const fileStoreKind = options.fileStore ?? 'local';
  const { database, databaseUrl, close } = await openSeededDatabase(
    kind,
    options.seed === false
      ? { seed: false }
      : { seed: true, noticeCount: options.noticeCount ?? 300, fileStore: fileStoreKind },
    filesDir,
  );
  const fileStore = fileStoreOf(database, filesDir, fileStoreKind);
  const app = await buildApp({
    config: {
      // TEST_LOG_LEVEL=error shows why a call answered 500 while debugging a test.
      logLevel: (process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent',
      pageCacheTtlMs: 0,
      trustProxy: options.trustProxy ?? false,
      httpTimeouts: options.httpTimeouts,
      metrics: options.metrics,
    },
    database,
    fileStore,
    identity: options.identity,
    ...(options.partners ? { partners: options.partners } : {}),
    ...NO_SWEEPS,
    // Alert rounds too; a test that needs a local webhook receiver opts in (allowLoopbackWebhooks).
    alerts: {
      publicBaseUrl: 'http://portal.test',
      sweepMs: 0,
      ...options.alerts,
    },
    ocds: { ocidPrefix: 'ocds-test00' },
    sitemapMaxUrls: options.sitemapMaxUrls,
  });
  await app.ready();
  return {
    app,
    database,
    fileStore,
    filesDir,
    databaseUrl,
    close: async () => {
      await app.close();
      await close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
};

/** The API on a database the test opened itself (a second instance, a moved or restored database), sweeps off. */
export const buildAppOn = async (
  database: TDatabaseHandle,
  fileStore: TFileStore,
  identity?: TIdentityOptions,
) => {
  const app = await buildApp({
    config: { logLevel: 'silent', pageCacheTtlMs: 0 },
    database,
    fileStore,
    ...(identity ? { identity } : {}),
    ...NO_SWEEPS,
  });
  await app.ready();
  return app;
};

/** A second server on the PostgreSQL database of `testApp`, as behind a load balancer (sweeps off). */
export const openSecondInstance = async (testApp: TTestApp) => {
  const database = await openDatabase({ databaseUrl: testApp.databaseUrl });
  const app = await buildAppOn(database, testApp.fileStore);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
export type TSecondInstance = Awaited<ReturnType<typeof openSecondInstance>>;

/**
 * The test app of a describe block, built before its tests, and a second instance a test may open on the
 * same PostgreSQL database: both are closed after the block.
 */
export const testAppOfBlock = (kind: TDatabaseKind, options: Parameters<typeof createTestApp>[1]) => {
  let testApp: TTestApp | undefined;
  let second: TSecondInstance | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(kind, options);
  });
  afterAll(async () => {
    await second?.close();
    await testApp?.close();
  });
  const builtTestApp = () => {
    if (!testApp) throw new Error('the test app is built in beforeAll');
    return testApp;
  };
  return {
    testApp: builtTestApp,
    openSecondInstance: async () => (second = await openSecondInstance(builtTestApp())),
    /** The second instance, once a test has opened it. */
    secondInstance: () => second,
  };
};
