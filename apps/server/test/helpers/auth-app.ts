import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TIdentityOptions } from '../../src/modules/auth/identity.js';
import type { TPartnerOptions } from '../../src/modules/partners/partners.js';
import type { TAlertOptions } from '../../src/modules/saved-searches/saved-searches.js';
import { createOutboxNotifier } from '../../src/plugins/notifier.js';
import { connectRedis, createRedisSessionStore } from '../../src/plugins/redis-store.js';
import type { TSessionStore } from '../../src/plugins/session-store.js';
import { createTestApp, type TDatabaseKind, type TTestApp } from './test-app.js';
import { TEST_CAPTCHA } from './auth-client.js';

export const TEST_SSO_SECRET = 'sso-secret-for-tests-0123456789';

export type TAuthBackend = {
  database: TDatabaseKind;
  store: 'database' | 'redis';
  /** Where file bytes go; local disk unless given. */
  fileStore?: 'local' | 'database';
};

/** PGlite with the database store always; PostgreSQL with Redis too when CI provides both. */
export const authBackends = (): TAuthBackend[] => [
  { database: 'pglite', store: 'database' },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          database: 'postgres' as const,
          store: process.env.TEST_REDIS_URL ? ('redis' as const) : ('database' as const),
        },
      ]
    : []),
];

export const describeBackend = (backend: TAuthBackend) => `${backend.database} + ${backend.store} store`;

/** A Redis store under a prefix of its own, so parallel test files never share keys; closing removes them. */
export const openTestRedisStore = async (): Promise<TSessionStore> => {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set');
  const prefix = `supportal-test:${randomBytes(6).toString('hex')}:`;
  const client = await connectRedis(url, prefix);
  const store = createRedisSessionStore(client);
  return {
    ...store,
    // Closing removes the test's keys. SCAN sees full key names; DEL adds the prefix itself.
    close: async () => {
      const keys: string[] = [];
      for await (const batch of client.scanStream({ match: `${prefix}*`, count: 500 })) {
        keys.push(...(batch as string[]));
      }
      if (keys.length > 0) await client.del(...keys.map((key) => key.slice(prefix.length)));
      await store.close();
    },
  };
};

export type TAuthTestApp = TTestApp & { outboxDir: string };

export const createAuthTestApp = async (
  backend: TAuthBackend,
  options: {
    seed?: boolean;
    identity?: Partial<TIdentityOptions>;
    trustProxy?: boolean;
    partners?: TPartnerOptions;
    alerts?: Partial<TAlertOptions>;
  } = {},
): Promise<TAuthTestApp> => {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-outbox-'));
  const store = backend.store === 'redis' ? await openTestRedisStore() : undefined;
  const testApp = await createTestApp(backend.database, {
    noticeCount: 0,
    seed: options.seed ?? true,
    ...(backend.fileStore ? { fileStore: backend.fileStore } : {}),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.partners ? { partners: options.partners } : {}),
    ...(options.alerts ? { alerts: options.alerts } : {}),
    identity: {
      notifier: createOutboxNotifier(outboxDir),
      fixedCaptcha: TEST_CAPTCHA,
      ssoSecretKey: TEST_SSO_SECRET,
      ...(store ? { store } : {}),
      ...options.identity,
    },
  });
  return {
    ...testApp,
    outboxDir,
    close: async () => {
      await testApp.close();
      await store?.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
};
