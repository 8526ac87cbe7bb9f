import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TDatabaseHandle } from '../../src/db/database.js';
import { openDatabase } from '../../src/portal-database.js';
import { createUtf8Database, dropDatabase } from '../../src/db/postgres-admin.js';
import { createDatabaseSessionStore, type TSessionStore } from '../../src/plugins/session-store.js';
import { openTestRedisStore } from '../helpers/auth-app.js';

type TStoreKind = 'database on pglite' | 'database on postgres' | 'redis';

const storeKinds = (): TStoreKind[] => [
  'database on pglite',
  ...(process.env.TEST_DATABASE_URL ? (['database on postgres'] as const) : []),
  ...(process.env.TEST_REDIS_URL ? (['redis'] as const) : []),
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One contract, two implementations: whatever holds sessions and counters behaves the same. */
describe.each(storeKinds())('session store: %s', (kind) => {
  let store: TSessionStore;
  let database: TDatabaseHandle | undefined;
  let databaseName: string | undefined;
  const key = (name: string) => `${name}:${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    if (kind === 'redis') {
      store = await openTestRedisStore();
      return;
    }
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (kind === 'database on postgres' && serverUrl) {
      databaseName = `supportal_store_${randomBytes(6).toString('hex')}`;
      database = await openDatabase({ databaseUrl: await createUtf8Database(serverUrl, databaseName) });
    } else {
      database = await openDatabase({});
    }
    store = createDatabaseSessionStore(database.db);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
    if (databaseName && process.env.TEST_DATABASE_URL)
      await dropDatabase(process.env.TEST_DATABASE_URL, databaseName);
  });

  it('sets, gets, overwrites and deletes', async () => {
    const name = key('plain');
    expect(await store.get(name)).toBeNull();
    await store.set(name, 'one', 10_000);
    expect(await store.get(name)).toBe('one');
    await store.set(name, 'two', 10_000);
    expect(await store.get(name)).toBe('two');
    await store.delete(name, key('absent'));
    expect(await store.get(name)).toBeNull();
  });

  it('forgets values when they expire', async () => {
    const name = key('short');
    await store.set(name, 'soon gone', 150);
    expect(await store.ttlMs(name)).toBeGreaterThan(0);
    await sleep(400);
    expect(await store.get(name)).toBeNull();
    expect(await store.take(name)).toBeNull();
    expect(await store.ttlMs(name)).toBe(0);
  });

  it('takes a value exactly once, even when asked concurrently', async () => {
    const name = key('single-use');
    await store.set(name, 'secret', 10_000);
    const results = await Promise.all(Array.from({ length: 8 }, () => store.take(name)));
    expect(results.filter((value) => value === 'secret')).toHaveLength(1);
    expect(await store.get(name)).toBeNull();
  });

  it('sets only when absent or expired', async () => {
    const name = key('once');
    const results = await Promise.all(Array.from({ length: 5 }, () => store.setIfAbsent(name, 'x', 200)));
    expect(results.filter(Boolean)).toHaveLength(1);
    await sleep(400);
    expect(await store.setIfAbsent(name, 'y', 10_000)).toBe(true);
    expect(await store.get(name)).toBe('y');
  });

  it('counts hits in a window that restarts after it ends', async () => {
    const name = key('counter');
    const counts = await Promise.all(Array.from({ length: 10 }, () => store.increment(name, 300)));
    expect(counts.map((entry) => entry.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Concurrent transactions read the clock a few milliseconds apart.
    expect(counts.every((entry) => entry.ttlMs > 0 && entry.ttlMs <= 350)).toBe(true);
    await sleep(500);
    expect((await store.increment(name, 300)).count).toBe(1);
  });
});
