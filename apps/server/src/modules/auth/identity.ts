import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import { createOutboxNotifier, type TNotifier } from '../../plugins/notifier.js';
import { createRateLimiter, type TRateLimiter } from '../../plugins/rate-limit.js';
import { createSessionService, sessionPlugin, type TSessionService } from '../../plugins/session.js';
import { createDatabaseSessionStore, type TSessionStore } from '../../plugins/session-store.js';
import { createAuditLog, type TAuditLog } from '../audit/index.js';
import { createCallerResolver } from '../users/index.js';
import { authEndpoints, registerCaptchaRoute } from './auth-endpoints.js';
import { createCaptchaService } from './captcha.js';
import { createLoginService, type TLoginService } from './login-service.js';
import { createPasswordDecryptor } from './password-decryptor.js';
import { passwordEndpoints } from './password/password-endpoints.js';
import { createVerificationCodes, type TVerificationCodes } from './verification-codes.js';

/** What login needs from outside; start-up builds it from the environment, tests pick their own. */
export type TIdentityOptions = {
  /** Redis or database; the database store of the app's database unless given. */
  store?: TSessionStore;
  /** Code delivery; an outbox in the system's temp directory unless given. */
  notifier?: TNotifier;
  fixedCaptcha?: string | undefined;
  sessionTtlSeconds?: number;
  refreshTtlSeconds?: number;
  sessionMaxLifetimeSeconds?: number;
  codeTtlSeconds?: number;
  /** Waits after wrong passwords from one address; tests shorten them. */
  passwordFailureDelaysMs?: readonly number[];
  ssoSecretKey?: string | undefined;
};

const DEFAULTS = {
  sessionTtlSeconds: 2 * 3_600,
  refreshTtlSeconds: 86_400,
  sessionMaxLifetimeSeconds: 12 * 3_600,
  codeTtlSeconds: 300,
} as const;

/**
 * Registers sessions (every logged-in call is checked against the shared store), rate limits and the
 * captcha image; returns the login endpoints for the app to register, and the store (for
 * readiness). Stores and notifiers given in options belong to the caller; the ones made here close
 * with the app.
 */
export const registerIdentity = async (
  app: FastifyInstance,
  db: TDatabase,
  options: TIdentityOptions = {},
): Promise<{
  endpoints: TBoundEndpoint[];
  store: TSessionStore;
  /** Where messages to users go (codes, task reminders). */
  notifier: TNotifier;
  login: TLoginService;
  /** One-time codes to an account's bound mobile or e-mail (second factor, sensitive changes). */
  codes: TVerificationCodes;
  limiter: TRateLimiter;
  /** The audit trail; administration calls record staff actions in it. */
  audit: TAuditLog;
  /** Sessions of every instance; administration ends an account's sessions through it. */
  sessions: TSessionService;
}> => {
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
  app.decorate('resolveCaller', createCallerResolver(db));

  const limiter = createRateLimiter(store);
  const audit = createAuditLog(db, { log: app.log });
  app.addHook('onClose', async () => {
    await audit.flush();
  });
  const captcha = createCaptchaService(store, options.fixedCaptcha);
  const decryptor = createPasswordDecryptor(db);
  const codes = createVerificationCodes({
    store,
    limiter,
    notifier,
    audit,
    codeTtlSeconds: options.codeTtlSeconds ?? DEFAULTS.codeTtlSeconds,
  });
  const login = createLoginService({
    db,
    store,
    captcha,
    decryptor,
    sessions,
    limiter,
    audit,
    codes,
    passwordFailureDelaysMs: options.passwordFailureDelaysMs,
  });
  const deps = { db, login, captcha, decryptor, limiter, audit, ssoSecretKey: options.ssoSecretKey };
  registerCaptchaRoute(app, deps);
  return {
    endpoints: [
      ...authEndpoints(deps),
      ...passwordEndpoints({ db, store, captcha, decryptor, sessions, limiter, audit, codes }),
    ] as TBoundEndpoint[],
    store,
    notifier,
    login,
    codes,
    limiter,
    audit,
    sessions,
  };
};
