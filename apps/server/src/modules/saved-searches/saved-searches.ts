import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import { registerEndpoint, type TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TPeriodicTask } from '../../lib/periodic-task.js';
import type { TNotifier } from '../../plugins/notifier.js';
import type { TRateLimiter } from '../../plugins/rate-limit.js';
import { readStampedNoticeChanges, stampNoticeChanges, type TNoticeChanges } from '../notices/index.js';
import {
  alertDeliveryBacklog,
  DEFAULT_ALERT_DELIVERY,
  deliverDueAlerts,
  type TAlertDeliveryOptions,
} from './alert-delivery.js';
import { alertKindOf, matchLoggedChanges, type TNoticeChangeReader } from './alert-matcher.js';
import { savedSearchEndpoints, unsubscribeEndpoint } from './saved-search-endpoints.js';
import { savedSearchFeedTokenEndpoints } from './saved-search-feed-tokens.js';

export type TAlertOptions = {
  /**
   * Absolute address of the portal for links in mails and chat messages (PUBLIC_BASE_URL); unset: this
   * server's own address on localhost (development, tests).
   */
  publicBaseUrl?: string | undefined;
  /**
   * Tests only (in code, or TEST_LOOPBACK_WEBHOOKS under NODE_ENV=test for the browser tests): webhooks
   * may be plain http to a loopback address (a local receiver). Every other server, demo included,
   * reaches public addresses only.
   */
  allowLoopbackWebhooks?: boolean;
  /** Milliseconds between looks for new notice changes and due deliveries; 0 turns it off (tests run it). */
  sweepMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
};

const DEFAULT_SWEEP_MS = 2_000;
const FORM_LIMIT_BYTES = 4 * 1024;

/** The notice change log as the alert matcher reads it: each change with what alerts report of it. */
export const readLoggedNoticeChanges: TNoticeChangeReader = async (tx, after, limit) =>
  (await readStampedNoticeChanges(tx, { after, limit })).map((change) => ({
    position: change.position,
    noticeId: change.noticeId,
    revision: change.revision,
    alertKind: alertKindOf(change.kind, change.reason),
    reason: change.reason,
  }));

/**
 * Saved searches and their alerts: the calls, and on every server a loop that matches new notice
 * changes (the change log) and sends due deliveries. A notice change also starts a round at once.
 */
const registerSavedSearches = async (
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    notifier: TNotifier;
    limiter: TRateLimiter;
    readChanges: TNoticeChangeReader;
    prepareChanges: () => Promise<void>;
  },
  options: TAlertOptions,
) => {
  const webhookPolicy = { allowLoopback: options.allowLoopbackWebhooks === true };
  const delivery: TAlertDeliveryOptions = {
    publicBaseUrl: () => {
      if (options.publicBaseUrl) return options.publicBaseUrl.replace(/\/+$/, '');
      const address = app.server.address();
      return `http://localhost:${typeof address === 'object' && address ? address.port : 3000}`;
    },
    webhookPolicy,
    retryBaseMs: options.retryBaseMs ?? DEFAULT_ALERT_DELIVERY.retryBaseMs,
    maxAttempts: options.maxAttempts ?? DEFAULT_ALERT_DELIVERY.maxAttempts,
  };
  const endpoints = savedSearchEndpoints({
    db: deps.db,
    notifier: deps.notifier,
    limiter: deps.limiter,
    publicBaseUrl: delivery.publicBaseUrl,
    webhookPolicy,
  }) as TBoundEndpoint[];
  endpoints.push(
    ...(savedSearchFeedTokenEndpoints({
      db: deps.db,
      publicBaseUrl: delivery.publicBaseUrl,
    }) as TBoundEndpoint[]),
  );

  // One-click unsubscribe (RFC 8058): mail clients post a form; this scope alone parses forms.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    registerEndpoint(scope, unsubscribeEndpoint(deps.db));
  });

  // Before the onClose hook below waits for the round in progress: that round then ends after its step.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const match = async () => {
    await deps.prepareChanges();
    return matchLoggedChanges(deps.db, deps.readChanges, () => closing);
  };
  const deliver = () => deliverDueAlerts(deps.db, deps.notifier, delivery, app.log);

  // One round at a time per server; a request for another during a round runs once more after it.
  let running: Promise<void> | null = null;
  let again = false;
  const round = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await match();
        await deliver();
      } while (again);
    })()
      .catch((error: Error) => app.log.warn({ err: error }, '订阅推送处理失败，稍后重试'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const sweepMs = options.sweepMs ?? DEFAULT_SWEEP_MS;
  // A round started by a write is waited for at close too.
  app.addHook('onClose', async () => {
    await running;
  });
  /** The rounds every `sweepMs`; once it stops (a stop signal), writes start none either. */
  const sweep: TPeriodicTask = {
    name: 'saved-searches.alerts',
    everyMs: sweepMs,
    run: round,
    failure: '订阅推送处理失败，稍后重试',
    onStop: () => {
      closing = true;
    },
  };
  /** After a notice change on this server: a round now, when rounds run by themselves at all. */
  const soon = () => {
    if (sweepMs > 0 && !closing) void round();
  };
  return { endpoints, match, deliver, round, soon, sweep, publicBaseUrl: delivery.publicBaseUrl };
};

export type TSavedSearchAlerts = Awaited<ReturnType<typeof registerSavedSearches>>;

type TSavedSearchesNeeds = {
  db: TDatabase;
  platform: { notifier: TNotifier; limiter: TRateLimiter };
  noticeChanges: TNoticeChanges;
  options: { alerts?: TAlertOptions | undefined };
};

type TSavedSearchesProvides = {
  /** The portal's absolute address for links in feeds, calendars and OCDS packages. */
  publicBaseUrl: () => string;
};

/** Saved searches and alerts; a notice written on this server starts an alert round at once. */
export const savedSearchesModule: TModuleManifest<TSavedSearchesNeeds, TSavedSearchesProvides> = {
  name: 'saved-searches',
  install: async (app, { db, platform, noticeChanges, options }) => {
    const alerts = await registerSavedSearches(
      app,
      {
        db,
        notifier: platform.notifier,
        limiter: platform.limiter,
        // The notice change log: stamped (committed, in order) before each round, read in the matcher's transaction.
        prepareChanges: () => stampNoticeChanges(db),
        readChanges: readLoggedNoticeChanges,
      },
      options.alerts ?? {},
    );
    app.decorate('alerts', alerts);
    noticeChanges.subscribeWritten(alerts.soon);
    return {
      endpoints: alerts.endpoints,
      sweeps: [alerts.sweep],
      backlogs: [alertDeliveryBacklog(db)],
      provides: { publicBaseUrl: alerts.publicBaseUrl },
    };
  },
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only interfaces merge
  interface FastifyInstance {
    /** Saved-search alerts: matching of notice changes and delivery rounds (tests and benchmarks drive them). */
    alerts: TSavedSearchAlerts;
  }
}
