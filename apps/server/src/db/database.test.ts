import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOutage } from '../lib/outage.js';
import { type TDatabaseHandle } from './database.js';
import { openDatabase } from '../portal-database.js';
import { createUtf8Database, dropDatabase } from './postgres-admin.js';
import { executeRows } from './execute-rows.js';

/**
 * PostgreSQL ending a backend that a transaction holds (restart, failover, idle-in-transaction kill):
 * node-postgres emits `error` on the checked-out client, which nothing but our handler listens to.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL backend ended under a transaction', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const databaseName = `supportal_test_${randomBytes(6).toString('hex')}`;
  let database: TDatabaseHandle;
  let admin: pg.Client;

  beforeAll(async () => {
    const databaseUrl = await createUtf8Database(serverUrl, databaseName);
    database = await openDatabase({ databaseUrl });
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
    await dropDatabase(serverUrl, databaseName);
  });

  it('fails that transaction as an outage, keeps the process alive and serves the next call', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      let backendEnded: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => (backendEnded = resolve));
      const transaction = database.db.transaction(async (tx) => {
        const [own] = await executeRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
        await admin.query('SELECT pg_terminate_backend($1)', [own?.pid]);
        backendEnded();
        // The connection is gone: this statement, and the transaction, must fail.
        await tx.execute(sql`SELECT pg_sleep(0.2)`);
      });
      const failure = await transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      await ended;
      // The client's `error` event is emitted on the next turns of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(isOutage(failure)).toBe(true);
      expect(uncaught).toEqual([]);
      const rows = await executeRows<{ answer: number }>(database.db, sql`SELECT 1 AS answer`);
      expect(rows).toEqual([{ answer: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'the PostgreSQL pool (DATABASE_POOL_SIZE, DATABASE_POOL_WAIT_MS)',
  () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const databaseName = `supportal_test_${randomBytes(6).toString('hex')}`;
    let database: TDatabaseHandle;
    const waits: { seconds: number; acquired: boolean }[] = [];

    beforeAll(async () => {
      const databaseUrl = await createUtf8Database(serverUrl, databaseName);
      database = await openDatabase({ databaseUrl, pool: { size: 2, waitMs: 300 } });
      database.onPoolWait?.((seconds, acquired) => waits.push({ seconds, acquired }));
    });
    afterAll(async () => {
      await database?.close();
      await dropDatabase(serverUrl, databaseName);
    });

    it('holds the configured number of connections and times each wait', async () => {
      expect(database.pool?.().max).toBe(2);
      waits.length = 0;
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`SELECT pg_sleep(0.05)`)));
      expect(waits).toHaveLength(3);
      expect(waits.every((wait) => wait.acquired)).toBe(true);
      // Two at once: the third call waited for one of them to finish.
      expect(Math.max(...waits.map((wait) => wait.seconds))).toBeGreaterThan(0.03);
    });

    it('fails a call that waits past the limit as an outage (503), and says so to the listener', async () => {
      waits.length = 0;
      // Started now (a Drizzle query runs when it is awaited): both connections busy for a second.
      const busy = [1, 2].map(() => database.db.execute(sql`SELECT pg_sleep(1)`).then(() => undefined));
      const started = Date.now();
      const failure = await database.db.execute(sql`SELECT 1`).then(
        () => undefined,
        (error: unknown) => error,
      );
      const waitedMs = Date.now() - started;
      await Promise.all(busy);
      expect(isOutage(failure)).toBe(true);
      expect(waitedMs).toBeGreaterThanOrEqual(250);
      expect(waitedMs).toBeLessThan(900);
      expect(waits.filter((wait) => !wait.acquired)).toHaveLength(1);
    });
  },
);
