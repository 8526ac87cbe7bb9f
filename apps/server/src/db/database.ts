import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { executeRows } from './execute-rows.js';
import * as schema from './schema/index.js';

export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabaseHandle = {
  db: TDatabase;
  kind: 'pglite' | 'postgres';
  /**
   * Database notifications (LISTEN/NOTIFY): how instances sharing one PostgreSQL tell each other of
   * changes. The payload says what changed; undefined (none sent, or the connection dropped) means
   * anything may have.
   */
  listen: (channel: string, onNotify: (payload: string | undefined) => void) => Promise<() => Promise<void>>;
  notify: (channel: string, payload?: string) => Promise<void>;
  /**
   * Embedded only: the data directory as a gzipped tarball, taken between two statements (PGlite runs
   * one at a time), so it is what a crash at that moment would leave, which PGlite recovers without loss.
   */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL's connection pool use, for metrics; PGlite is one connection in the process. */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
  /**
   * PostgreSQL only: tells `listener` how long each call waited for a pooled connection, and whether
   * it got one (a wait past the limit, or a connection that could not be opened, did not).
   */
  onPoolWait?: (listener: TPoolWaitListener) => void;
  close: () => Promise<void>;
};

export type TPoolWaitListener = (seconds: number, acquired: boolean) => void;

const CHANNEL_NAME = /^[a-z_]{1,60}$/;
const assertChannel = (channel: string) => {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`通知频道名不合法：${channel}`);
};

/** Migrations sit beside this module in the sources and are copied beside the bundle by the build. */
const migrationsFolder = (): string => path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Only one instance migrates at a time when several start together on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_311_024_001;

/** How long a PostgreSQL connection and a statement may take (README: DATABASE_*_TIMEOUT_MS). */
export type TDatabaseTimeouts = {
  /** Opening a connection; past it the call fails (503) instead of waiting for a server that is down. */
  connectMs: number;
  /** One statement; 0 for none (bulk seeding). */
  statementMs: number;
};

export const DEFAULT_DATABASE_TIMEOUTS: TDatabaseTimeouts = { connectMs: 2_000, statementMs: 30_000 };

/** An instance's PostgreSQL pool (README: DATABASE_POOL_SIZE, DATABASE_POOL_WAIT_MS). */
export type TDatabasePool = {
  /** Connections per instance (docs/deploying-and-scale.md sizes max_connections by it). */
  size: number;
  /**
   * How long a call waits for a connection, a free one or one being opened; past it the call fails
   * (503). Opening one is limited by TDatabaseTimeouts.connectMs as well.
   */
  waitMs: number;
};

/**
 * 20: a render holds a connection until the event loop takes its answer, so under load a connection is
 * held far longer than its query; with 10, 200 logged-in clients got 503s after the 2 s wait while the
 * instance still rendered (docs/benchmarks.md, “Logged-in render capacity”).
 */
export const DEFAULT_DATABASE_POOL: TDatabasePool = { size: 20, waitMs: 2_000 };
/** Seeding a million notices runs statements far longer than any request should. */
export const BULK_LOAD_TIMEOUTS: TDatabaseTimeouts = { ...DEFAULT_DATABASE_TIMEOUTS, statementMs: 0 };
/** The client gives up this long after the server should have cancelled (a silent network cut). */
const CLIENT_QUERY_GRACE_MS = 2_000;

/** Every connection's `error` listener: the failed statement reports the loss to its caller. */
const warnConnectionLost = (error: Error) => console.warn(`数据库连接已断开：${error.message}`);

/** Connection settings of every PostgreSQL connection, pooled or dedicated. */
const clientConfig = (connectionString: string, timeouts: TDatabaseTimeouts): pg.ClientConfig => ({
  connectionString,
  connectionTimeoutMillis: timeouts.connectMs,
  // A peer that vanished without closing (cut network, frozen host) is noticed by TCP keep-alive.
  keepAlive: true,
  ...(timeouts.statementMs > 0
    ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + CLIENT_QUERY_GRACE_MS }
    : {}),
});

/**
 * What a module must do to a migrated database before the app uses it (list its shipped rows, a first
 * pass over existing data). On PostgreSQL it runs on the migration connection under the migration
 * lock, so instances starting together do it once, in order. The modules' list is portal-database.ts.
 */
export type TDatabaseInstaller = (db: TDatabase, log: TMigrationLog) => Promise<void>;

/** Where migrating tells what it does (a line per migration, progress of long work); silent unless given. */
export type TMigrationLog = (line: string) => void;
const SILENT: TMigrationLog = () => undefined;

/** The migrations the database has not had yet, by their tags (0027_account_must_change_password). */
const pendingMigrations = async (db: TDatabase): Promise<string[]> => {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  // Drizzle applies every migration newer than the newest one recorded (none on a new database).
  const [table] = await executeRows<{ name: string | null }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`,
  );
  const [recorded] = table?.name
    ? await executeRows<{ last: string | null }>(
        db,
        sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
      )
    : [];
  const last = recorded?.last ? Number(recorded.last) : -1;
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
};

/** Migrates with a line per pending migration and one when they are in (or that none was due). */
const migrateLogged = async (db: TDatabase, log: TMigrationLog, migrate: () => Promise<void>) => {
  const pending = await pendingMigrations(db);
  if (pending.length === 0) {
    log('数据库结构已是最新，没有要执行的迁移 (no pending migrations)');
    return;
  }
  for (const tag of pending) log(`执行迁移 ${tag}`);
  const startedAt = Date.now();
  await migrate();
  log(`已执行 ${pending.length} 个迁移，用时 ${((Date.now() - startedAt) / 1000).toFixed(1)} 秒`);
};

/**
 * Times every wait for a pooled connection: pool.query takes its connection through pool.connect too
 * (with a callback), so replacing connect on the instance sees every statement outside a transaction
 * and every transaction.
 */
const timePoolWaits = (pool: pg.Pool, listeners: readonly TPoolWaitListener[]) => {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const timedConnect = (
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void,
  ) => {
    const started = performance.now();
    const waited = (acquired: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of listeners) listener(seconds, acquired);
    };
    const connected = connect().then(
      (client) => {
        waited(true);
        return client;
      },
      (error: unknown) => {
        waited(false);
        throw error;
      },
    );
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | boolean)),
      (error: unknown) => callback(error as Error),
    );
    return undefined;
  };
  pool.connect = timedConnect as typeof pool.connect;
};

export const openMigratedDatabase = async (options: {
  /** Run in order after the migrations. */
  installers: readonly TDatabaseInstaller[];
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined keeps the embedded database in memory (tests). */
  pgliteDir?: string | undefined;
  /** PostgreSQL only; DEFAULT_DATABASE_TIMEOUTS unless given. */
  timeouts?: TDatabaseTimeouts | undefined;
  /** PostgreSQL only; DEFAULT_DATABASE_POOL unless given. */
  pool?: TDatabasePool | undefined;
  log?: TMigrationLog | undefined;
}): Promise<TDatabaseHandle> => {
  const { databaseUrl } = options;
  const log = options.log ?? SILENT;
  if (databaseUrl) {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    await migratePostgres(databaseUrl, timeouts, options.installers, log);
    const poolSettings = options.pool ?? DEFAULT_DATABASE_POOL;
    const { connectMs } = timeouts;
    // pg-pool bounds a call's wait for a connection, and the opening of one for it, with its
    // connectionTimeoutMillis; the connection itself keeps the connect timeout of its own.
    const pool = new pg.Pool({
      ...clientConfig(databaseUrl, timeouts),
      max: poolSettings.size,
      connectionTimeoutMillis: poolSettings.waitMs,
      Client: class extends pg.Client {
        constructor(config?: string | pg.ClientConfig) {
          super({
            ...(typeof config === 'string' ? { connectionString: config } : config),
            connectionTimeoutMillis: connectMs,
          });
        }
      },
    });
    const poolWaitListeners: TPoolWaitListener[] = [];
    timePoolWaits(pool, poolWaitListeners);
    // A connection the server ends (restart, failover, idle-in-transaction kill) emits `error`. pg-pool
    // listens only while a connection is idle; one handed out to a call has no listener but ours, and
    // an unheard `error` event ends the process. The call on it fails (503); the pool drops it.
    pool.on('error', (error) => console.warn(`数据库空闲连接已断开：${error.message}`));
    pool.on('connect', (client) => client.on('error', warnConnectionLost));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      listen: async (channel, onNotify) => {
        assertChannel(channel);
        return listenWithReconnect(clientConfig(databaseUrl, timeouts), channel, onNotify);
      },
      notify: async (channel, payload) => {
        assertChannel(channel);
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload ?? '']);
      },
      pool: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: poolSettings.size,
      }),
      onPoolWait: (listener) => {
        poolWaitListeners.push(listener);
      },
      close: () => pool.end(),
    };
  }
  return openMigratedPglite(
    await PGlite.create(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    options.installers,
    log,
  );
};

/** The embedded data directory as a gzipped tarball (TDatabaseHandle.dumpDataDir says what it holds). */
export const dumpPgliteDataDir = async (client: PGlite): Promise<Blob> => {
  // Pages on disk up to date: the tarball then needs no long replay of the write-ahead log.
  await client.query('CHECKPOINT');
  return client.dumpDataDir('gzip');
};

/** Migrates and wraps an embedded database the caller started (tests start one from a dumped data directory). */
export const openMigratedPglite = async (
  client: PGlite,
  installers: readonly TDatabaseInstaller[],
  log: TMigrationLog = SILENT,
): Promise<TDatabaseHandle> => {
  const db = drizzlePglite(client, { schema });
  await migrateLogged(db, log, () => migratePglite(db, { migrationsFolder: migrationsFolder() }));
  for (const install of installers) await install(db, log);
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onNotify) => {
      assertChannel(channel);
      return client.listen(channel, (payload) => onNotify(payload || undefined));
    },
    notify: async (channel, payload) => {
      assertChannel(channel);
      await client.query('SELECT pg_notify($1, $2)', [channel, payload ?? '']);
    },
    dumpDataDir: () => dumpPgliteDataDir(client),
    close: () => client.close(),
  };
};

/**
 * Applies migrations, then the installers (the first title-phrase pass goes over every notice), on a
 * connection of its own without statement limits: waiting for another instance's migration lock or a
 * long migration is expected at start.
 */
const migratePostgres = async (
  databaseUrl: string,
  timeouts: TDatabaseTimeouts,
  installers: readonly TDatabaseInstaller[],
  log: TMigrationLog,
) => {
  const client = new pg.Client(clientConfig(databaseUrl, { ...timeouts, statementMs: 0 }));
  client.on('error', warnConnectionLost);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const db = drizzlePg(client, { schema });
    await migrateLogged(db, log, () => migratePg(db, { migrationsFolder: migrationsFolder() }));
    // Under the migration lock: an instance starting meanwhile waits, then finds their work done.
    for (const install of installers) await install(db, log);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
};

/**
 * The migrations alone, without the installers: a database about to receive another database's rows
 * (db:move, restore) must not get the shipped rows first.
 */
export const migratePostgresSchema = (databaseUrl: string): Promise<void> =>
  migratePostgres(databaseUrl, BULK_LOAD_TIMEOUTS, [], SILENT);

// The first retry comes at once: until the listener is back its instance may serve what it cached, and
// a change made elsewhere must show everywhere within a second. A real outage backs off from there.
const LISTEN_RETRY_FIRST_MS = 50;
const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a dedicated connection (LISTEN belongs to one session; pooled ones come and go) that is
 * opened again whenever it drops (restart, failover, idle cut). Notifications sent meanwhile are lost,
 * so the listener is told once when the connection drops and once when it is back: what it caches may
 * be stale either way.
 */
const listenWithReconnect = async (
  config: pg.ClientConfig,
  channel: string,
  onNotify: (payload: string | undefined) => void,
) => {
  let stopped = false;
  let current: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client(config);
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload || undefined);
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (stopped || current !== client) return;
      current = undefined;
      console.warn(`数据库通知连接已断开，正在重新连接（${channel}）`);
      onNotify(undefined);
      retryLater(LISTEN_RETRY_FIRST_MS);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
  };

  const retryLater = (delayMs: number) => {
    retryTimer = setTimeout(() => {
      connect()
        .then(() => onNotify(undefined))
        .catch(() => {
          if (!stopped) retryLater(Math.min(delayMs * 2, LISTEN_RETRY_MAX_MS));
        });
    }, delayMs);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await current?.end();
  };
};

/** The database's character classification; 'C' or 'POSIX' make Chinese text indexes useless. */
export const databaseCtype = async (db: TDatabase): Promise<string> => {
  const rows = await executeRows<{ ctype: string }>(
    db,
    sql`SELECT datctype AS ctype FROM pg_database WHERE datname = current_database()`,
  );
  return rows[0]?.ctype ?? '';
};

export const isDatabaseEmpty = async (db: TDatabase): Promise<boolean> => {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(schema.dictionaryEntries);
  return (rows[0]?.count ?? 0) === 0;
};
