import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabaseHandle = {
  db: TDatabase;
  kind: 'pglite' | 'postgres';
  /** Database notifications (LISTEN/NOTIFY): how instances sharing one PostgreSQL tell each other of changes. */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  notify: (channel: string) => Promise<void>;
  close: () => Promise<void>;
};

const CHANNEL_NAME = /^[a-z_]{1,60}$/;
const assertChannel = (channel: string) => {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`通知频道名不合法：${channel}`);
};

/** Migrations sit beside this module in the sources and are copied beside the bundle by the build. */
const migrationsFolder = (): string => path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Only one instance migrates at a time when several start together on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_311_024_001;

export const openDatabase = async (options: {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps the embedded database in memory (tests). */
  pgliteDir?: string | undefined;
}): Promise<TDatabaseHandle> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection cut by the server (restart, failover) is dropped from the pool and replaced
    // on next use; without this listener node-postgres would crash the process.
    pool.on('error', (error) => console.warn(`数据库空闲连接已断开：${error.message}`));
    const db = drizzlePg(pool, { schema });
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      listen: async (channel, onNotify) => {
        assertChannel(channel);
        // A dedicated connection: LISTEN belongs to one session, pooled ones come and go.
        const listener = new pg.Client({ connectionString: options.databaseUrl });
        await listener.connect();
        listener.on('notification', (message) => {
          if (message.channel === channel) onNotify();
        });
        listener.on('error', () => undefined);
        await listener.query(`LISTEN ${channel}`);
        return () => listener.end();
      },
      notify: async (channel) => {
        assertChannel(channel);
        await pool.query(`NOTIFY ${channel}`);
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(options.pgliteDir ? { dataDir: options.pgliteDir } : {});
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onNotify) => {
      assertChannel(channel);
      return client.listen(channel, onNotify);
    },
    notify: async (channel) => {
      assertChannel(channel);
      await client.query(`NOTIFY ${channel}`);
    },
    close: () => client.close(),
  };
};

/** The database's character classification; 'C' or 'POSIX' make Chinese text indexes useless. */
export const databaseCtype = async (db: TDatabase): Promise<string> => {
  const result = await db.execute<{ ctype: string }>(
    sql`SELECT datctype AS ctype FROM pg_database WHERE datname = current_database()`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { ctype: string }[] }).rows;
  return rows[0]?.ctype ?? '';
};

export const isDatabaseEmpty = async (db: TDatabase): Promise<boolean> => {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(schema.dictionaryEntries);
  return (rows[0]?.count ?? 0) === 0;
};
