import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../db/database.js';
import { createAuditLog, type TAuditLog } from './audit-log.js';
import { listenForChanges, type TChangeBroadcast } from './change-broadcast.js';
import { createOutboxNotifier, type TNotifier } from './notifier.js';
import { createRateLimiter, type TRateLimiter } from './rate-limit.js';
import { createSessionService, sessionPlugin, type TSessionService } from './session.js';
import { createDatabaseSessionStore, type TSessionStore } from './session-store.js';

/** The platform's part of the identity options: start-up builds them from the environment, tests pick their own. */
export type TPlatformOptions = {
  /** Redis or database; the database store of the app's database unless given. */
  store?: TSessionStore;
  /** Code delivery; an outbox in the system's temp directory unless given. */
  notifier?: TNotifier;
  sessionTtlSeconds?: number;
  refreshTtlSeconds?: number;
  sessionMaxLifetimeSeconds?: number;
};

/** What every module may use, built before any module is installed. */
export type TPlatformServices = {
  /** Shared key-value store: sessions, limits, codes, partner tokens. */
  store: TSessionStore;
  /** Where messages to users go (codes, task reminders, alerts). */
  notifier: TNotifier;
  /** Sessions of every instance; administration ends an account's sessions through it. */
  sessions: TSessionService;
  limiter: TRateLimiter;
  /** The audit trail; login and administration calls record in it. */
  audit: TAuditLog;
  /**
   * Dictionaries, the download zone and the menu's authorities shape rendered pages (login card,
   * partner addresses, /downMore, the workspace menu): an administrator's change reaches every
   * instance's page cache, partner frame sources and the dictionary, download zone and menu answers
   * they keep.
   */
  pagesChanged: TChangeBroadcast<never>;
};

const DEFAULTS = {
  sessionTtlSeconds: 2 * 3_600,
  refreshTtlSeconds: 86_400,
  sessionMaxLifetimeSeconds: 12 * 3_600,
} as const;

/** Announces an administrator's change of what pages show (menus, dictionary, download zone) to every instance. */
export const PAGES_CHANGED_CHANNEL = 'supportal_pages_changed';

/**
 * Builds the platform services and registers sessions (every logged-in call is checked against the
 * shared store). Stores and notifiers given in options belong to the caller; the ones made here close
 * with the app, and the audit trail writes what it still holds on close.
 */
export const registerPlatformServices = async (
  app: FastifyInstance,
  database: Pick<TDatabaseHandle, 'db' | 'listen' | 'notify'>,
  options: TPlatformOptions = {},
): Promise<TPlatformServices> => {
  const { db } = database;
  const store = options.store ?? createDatabaseSessionStore(db);
  if (!options.store) app.addHook('onClose', () => store.close());
  const notifier =
    options.notifier ?? createOutboxNotifier(`${process.env.TMPDIR ?? '/tmp'}/supportal-outbox`);
  const sessions = createSessionService(store, {
    sessionTtlSeconds: options.sessionTtlSeconds ?? DEFAULTS.sessionTtlSeconds,
    refreshTtlSeconds: options.refreshTtlSeconds ?? DEFAULTS.refreshTtlSeconds,
    maxLifetimeSeconds: options.sessionMaxLifetimeSeconds ?? DEFAULTS.sessionMaxLifetimeSeconds,
  });
  await app.register(sessionPlugin, { service: sessions });
  const limiter = createRateLimiter(store);
  const audit = createAuditLog(db, { log: app.log });
  app.addHook('onClose', async () => {
    await audit.flush();
  });
  const pagesChanged = await listenForChanges<never>(app, database, PAGES_CHANGED_CHANNEL);
  return { store, notifier, sessions, limiter, audit, pagesChanged };
};
