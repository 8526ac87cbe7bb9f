import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { TDatabase } from '../db/database.js';
import { sessionStoreEntries } from '../db/schema/index.js';

/**
 * Short-lived state every instance must see alike: sessions, captcha answers, codes, rate-limit
 * counters. Redis when REDIS_URL is set, the database otherwise; both honour the same contract
 * (test/api/session-store.test.ts runs one suite against each).
 */
export type TSessionStore = {
  readonly kind: 'redis' | 'database';
  get: (key: string) => Promise<string | null>;
  set: (key: string, value: string, ttlMs: number) => Promise<void>;
  /** Stores only when no live value exists; true when it stored. */
  setIfAbsent: (key: string, value: string, ttlMs: number) => Promise<boolean>;
  /** Reads and removes in one step, so a value is used at most once even across instances. */
  take: (key: string) => Promise<string | null>;
  delete: (...keys: string[]) => Promise<void>;
  /** Adds one to a counter that starts (at 1) with the given lifetime; returns count and time left. */
  increment: (key: string, ttlMs: number) => Promise<{ count: number; ttlMs: number }>;
  /** Milliseconds a live key has left, or 0. */
  ttlMs: (key: string) => Promise<number>;
  close: () => Promise<void>;
};

const SWEEP_INTERVAL_MS = 5 * 60_000;
const expiresIn = (ttlMs: number) =>
  sql`now() + ${Math.max(1, Math.round(ttlMs))} * interval '1 millisecond'`;
const live = sql`${sessionStoreEntries.expiresAt} > now()`;

/** The database implementation: one row per key; the database's clock decides expiry for every instance. */
export const createDatabaseSessionStore = (db: TDatabase): TSessionStore => {
  const table = sessionStoreEntries;
  const sweep = () =>
    db
      .delete(table)
      .where(lte(table.expiresAt, sql`now()`))
      .catch((error: unknown) => console.error('[session-store] sweep failed', error));
  const sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  sweeper.unref();

  return {
    kind: 'database',
    get: async (key) => {
      const rows = await db
        .select({ value: table.value })
        .from(table)
        .where(and(eq(table.key, key), live));
      return rows[0]?.value ?? null;
    },
    set: async (key, value, ttlMs) => {
      await db
        .insert(table)
        .values({ key, value, expiresAt: expiresIn(ttlMs) })
        .onConflictDoUpdate({ target: table.key, set: { value, expiresAt: expiresIn(ttlMs) } });
    },
    setIfAbsent: async (key, value, ttlMs) => {
      const rows = await db
        .insert(table)
        .values({ key, value, expiresAt: expiresIn(ttlMs) })
        .onConflictDoUpdate({
          target: table.key,
          set: { value, expiresAt: expiresIn(ttlMs) },
          setWhere: lte(table.expiresAt, sql`now()`),
        })
        .returning({ key: table.key });
      return rows.length > 0;
    },
    take: async (key) => {
      const rows = await db
        .delete(table)
        .where(and(eq(table.key, key), live))
        .returning({ value: table.value });
      return rows[0]?.value ?? null;
    },
    delete: async (...keys) => {
      if (keys.length > 0) await db.delete(table).where(inArray(table.key, keys));
    },
    increment: async (key, ttlMs) => {
      const expired = sql`${table.expiresAt} <= now()`;
      const rows = await db
        .insert(table)
        .values({ key, value: '1', expiresAt: expiresIn(ttlMs) })
        .onConflictDoUpdate({
          target: table.key,
          set: {
            value: sql`case when ${expired} then '1' else (${table.value}::bigint + 1)::text end`,
            expiresAt: sql`case when ${expired} then excluded.expires_at else ${table.expiresAt} end`,
          },
        })
        .returning({
          value: table.value,
          ttlMs: sql<string>`ceil(extract(epoch from (${table.expiresAt} - now())) * 1000)::bigint`,
        });
      const row = rows[0];
      return { count: Number(row?.value ?? 1), ttlMs: Math.max(0, Number(row?.ttlMs ?? ttlMs)) };
    },
    ttlMs: async (key) => {
      const rows = await db
        .select({
          ttlMs: sql<string>`ceil(extract(epoch from (${table.expiresAt} - now())) * 1000)::bigint`,
        })
        .from(table)
        .where(and(eq(table.key, key), gt(table.expiresAt, sql`now()`)));
      return Math.max(0, Number(rows[0]?.ttlMs ?? 0));
    },
    close: async () => clearInterval(sweeper),
  };
};
