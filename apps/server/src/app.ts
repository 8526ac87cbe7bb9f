import { DEMO_OCID_PREFIX } from '@supportal/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TServerConfig } from './config/env.js';
import type { TDatabaseHandle } from './db/database.js';
import { callEndpoint, registerEndpoint, serializeOnce, type TBoundEndpoint } from './lib/endpoint/index.js';
import { AppError } from './lib/app-error.js';
import {
  accountAdminEndpoints,
  auditEndpoints,
  registerAuditExport,
  dictionaryAdminEndpoints,
  downloadZoneAdminEndpoints,
} from './modules/admin/index.js';
import { apiClientAdminEndpoints, createApiClientResolver } from './modules/api-clients/index.js';
import { authorityEndpoints, roleGrantEndpoints } from './modules/authorities/index.js';
import { registerIdentity, type TIdentityOptions } from './modules/auth/index.js';
import { dictionaryEndpoints } from './modules/dictionary/index.js';
import {
  type TFileStore,
  fileEndpoints,
  registerFileDownloads,
  registerFileUploads,
} from './modules/files/index.js';
import { areaEndpoints } from './modules/areas/index.js';
import { certificateExpiryEndpoints, startCertificateExpirySweep } from './modules/certificates/index.js';
import {
  registerNoticeCalendar,
  noticeChangeFeedEndpoints,
  registerNoticeFeeds,
  registerSavedSearchCalendar,
  registerSavedSearchFeeds,
} from './modules/open-data/index.js';
import {
  noticeEndpoints,
  startNoticeExpirySweep,
  startTitlePhraseDiscovery,
  createNoticeWriter,
  type TNoticeWriter,
  createNoticeReadCache,
  decodeNoticeChange,
  encodeNoticeChange,
  type TNoticeChange,
  readStampedNoticeChanges,
  stampNoticeChanges,
} from './modules/notices/index.js';
import {
  noticeConsoleEndpoints,
  noticePublicationBusiness,
  noticePublishingEndpoints,
  registerPublishingUpload,
  startNoticePublication,
} from './modules/notice-publishing/index.js';
import { notificationEndpoints } from './modules/notifications/index.js';
import {
  createSitemapCache,
  ocdsEndpoints,
  registerSearchEngineFiles,
  type TOcdsOptions,
} from './modules/open-data/index.js';
import { organizationEndpoints } from './modules/organizations/index.js';
import {
  ratingEndpoints,
  supplierEndpoints,
  registerCertificateDownloads,
  checkCertificateUpload,
} from './modules/suppliers/index.js';
import { supplierInfoEndpoints, supplierInfoChangeBusiness } from './modules/supplier-info/index.js';
import { registerPartners, type TPartnerOptions } from './modules/partners/index.js';
import {
  registerSavedSearches,
  type TAlertOptions,
  type TSavedSearchAlerts,
  alertKindOf,
} from './modules/saved-searches/index.js';
import { registerWorkflow } from './modules/workflow/index.js';
import { subAccountEndpoints } from './modules/supplier-accounts/index.js';
import { userEndpoints } from './modules/users/index.js';
import { negativeBehaviourBusiness } from './modules/blacklist/index.js';
import { demandCollectionBusiness } from './modules/demand-collect/index.js';
import { addressLimitsPlugin } from './plugins/address-limits.js';
import { envelopePlugin } from './plugins/envelope.js';
import { registerHealthRoutes } from './plugins/health.js';
import type { THttpListener } from './plugins/http-listener.js';
import { httpServerOptions, type THttpTimeouts } from './plugins/http-server-options.js';
import { loggerOptions, requestLogController, type TLogFormat } from './plugins/request-log.js';
import { openApiPlugin } from './plugins/openapi.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { createPageCache } from './web/page-cache.js';
import { registerWeb } from './web/web-plugin.js';

export type TAppOptions = {
  config: Pick<TServerConfig, 'logLevel' | 'pageCacheTtlMs'> & {
    /** JSON unless given (tests, API); the server passes its configured format. */
    logFormat?: TLogFormat;
    validateResponses?: boolean;
    trustProxy?: TServerConfig['trustProxy'];
    apiCeiling?: TServerConfig['apiCeiling'];
    /** Tests shorten them; the defaults suit production. */
    httpTimeouts?: THttpTimeouts;
  };
  database: TDatabaseHandle;
  fileStore: TFileStore;
  /** The process's own HTTP server (server.ts listens before the app exists); Fastify's otherwise. */
  serverFactory?: THttpListener['serverFactory'];
  /** Serve the web app too (start-up, browser tests); API tests leave it out. */
  /** `demo`: pages carry the 演示环境 mark (demo data and accounts; not a deployment). */
  web?: { mode: 'production' | 'development'; demo?: boolean } | undefined;
  /** Sessions, captcha and code delivery; database store and a temp outbox unless given. */
  identity?: TIdentityOptions;
  /** Milliseconds between sweeps for overdue work items; 0 turns them off (tests sweep themselves). */
  overdueSweepMs?: number;
  /** Embedded partner systems: secrets, token lifetime, the reference page; demo settings unless given. */
  partners?: TPartnerOptions;
  /** Milliseconds between looks for notices due to publish; 0 turns it off (tests publish themselves). */
  noticePublishSweepMs?: number;
  /** Milliseconds between sweeps for notices whose expiry time has come; 0 turns it off (tests sweep). */
  noticeExpirySweepMs?: number;
  /** Milliseconds between looks for common title phrases (first one at start); 0 turns them off (tests). */
  titlePhraseDiscoveryMs?: number;
  /** Milliseconds between sweeps of uploads nobody attached; 0 turns them off (tests sweep themselves). */
  pendingUploadSweepMs?: number;
  /** Milliseconds between certificate expiry reminder sweeps; 0 turns them off (tests sweep themselves). */
  certificateReminderSweepMs?: number;
  /** Saved-search alerts: links, sweep; a local address unless given; loopback webhooks only when a test asks. */
  alerts?: TAlertOptions;
  /** Open-data OCDS packages: the publisher's ocid prefix; the demo prefix unless given. */
  ocds?: TOcdsOptions;
  /** URLs per part of the notice sitemap; 50,000 (the sitemaps.org limit) unless a test asks for fewer. */
  sitemapMaxUrls?: number;
};

const BODY_LIMIT_BYTES = 1024 * 1024;
const NOTICES_CHANGED_CHANNEL = 'supportal_notices_changed';
const PAGES_CHANGED_CHANNEL = 'supportal_pages_changed';
/** How long past its time a page may be served while one refresh renders it again. */
const PAGE_STALE_MS = 60_000;
/** Renders one client may cause when no cache answers (a person browsing stays far below it). */
const PAGE_RENDER_LIMIT = { limit: 60, windowMs: 10_000 };
/** Bounds staleness should a change notification ever be missed. */
const NOTICE_READ_CACHE_MAX_AGE_MS = 60_000;

/** Builds the whole server; tests build it the same way and call it through inject. */
export const buildApp = async (options: TAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: loggerOptions(options.config.logLevel, options.config.logFormat ?? 'json'),
    logController: requestLogController(),
    ...httpServerOptions(options.config.httpTimeouts),
    bodyLimit: BODY_LIMIT_BYTES,
    // Believe X-Forwarded-For only from configured proxies, or anyone could dodge per-IP limits.
    trustProxy: options.config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  // Checking every answer against its schema costs more than the query behind a cached list; tests
  // keep the check (it catches contract drift), production serializes directly.
  app.setSerializerCompiler(
    options.config.validateResponses === false ? () => serializeOnce : serializerCompiler,
  );
  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(openApiPlugin);

  const { db } = options.database;
  const identity = await registerIdentity(app, db, options.identity);
  await app.register(addressLimitsPlugin, {
    ceiling: options.config.apiCeiling,
    store: identity.store,
    trustProxy: options.config.trustProxy ?? false,
  });
  const noticeReadCache = createNoticeReadCache({
    maxEntries: 5_000,
    maxAgeMs: NOTICE_READ_CACHE_MAX_AGE_MS,
  });
  // Up to 50,000 matches each (10,001 for most keywords): a bounded few hundred keywords.
  const noticeMatchCache = createNoticeReadCache({
    maxEntries: 256,
    maxAgeMs: NOTICE_READ_CACHE_MAX_AGE_MS,
  });
  const pageCache = createPageCache({
    ttlMs: options.config.pageCacheTtlMs,
    staleMs: PAGE_STALE_MS,
    maxEntries: 500,
  });
  const sitemaps = createSitemapCache();
  const forgetNoticeReads = (change: TNoticeChange | undefined) => {
    noticeReadCache.forget(change);
    noticeMatchCache.forget(change);
    sitemaps.forget();
    // A correction (or a change too large to describe) drops pages; a new notice may show a request late.
    if (!change || change.corrects) pageCache.clear();
    else pageCache.invalidate();
  };
  // Instances sharing one PostgreSQL hear each other's notice changes, and what they touched, through NOTIFY.
  const stopListening = await options.database.listen(NOTICES_CHANGED_CHANNEL, (payload) =>
    forgetNoticeReads(decodeNoticeChange(payload)),
  );
  app.addHook('onClose', async () => stopListening().catch(() => undefined));
  app.decorate('noticesChanged', async (change?: TNoticeChange) => {
    forgetNoticeReads(change);
    await options.database.notify(NOTICES_CHANGED_CHANNEL, encodeNoticeChange(change));
  });
  const partners = await registerPartners(app, db, identity, options.partners);
  // Dictionaries and the download zone shape rendered pages (login card, partner addresses, /downMore):
  // an administrator's change reaches every instance's page cache and partner frame sources.
  const stopPagesListening = await options.database.listen(PAGES_CHANGED_CHANNEL, () => {
    pageCache.clear();
    partners.forgetFrameSources();
  });
  app.addHook('onClose', async () => stopPagesListening().catch(() => undefined));
  const pagesChanged = async () => {
    pageCache.clear();
    partners.forgetFrameSources();
    await options.database.notify(PAGES_CHANGED_CHANNEL);
  };
  // A written notice starts an alert round at once (the sweep would find it within seconds anyway).
  let noticesWritten: () => void = () => undefined;
  const noticeWriter = createNoticeWriter(async (change) => {
    await app.noticesChanged(change);
    noticesWritten();
  });
  app.decorate('noticeWriter', noticeWriter);
  // The engine runs the businesses that register with it; each lives in its own module.
  const workflow = await registerWorkflow(app, db, {
    notifier: identity.notifier,
    login: identity.login,
    businesses: [
      negativeBehaviourBusiness(db, noticeWriter),
      demandCollectionBusiness,
      supplierInfoChangeBusiness(db, { codes: identity.codes, checkUpload: checkCertificateUpload(db) }),
      noticePublicationBusiness(db, noticeWriter),
    ],
    overdueSweepMs: options.overdueSweepMs,
  });
  app.decorate('workflow', workflow);
  app.decorate(
    'noticePublication',
    startNoticePublication(app, db, noticeWriter, options.noticePublishSweepMs),
  );
  // The publishing API's callers: API client credentials, checked on every call (README, Publishing API).
  app.decorate('resolveApiClient', createApiClientResolver(db, identity.limiter));
  const alerts = await registerSavedSearches(
    app,
    {
      db,
      notifier: identity.notifier,
      limiter: identity.limiter,
      // The notice change log: stamped (committed, in order) before each round, read in the matcher's transaction.
      prepareChanges: () => stampNoticeChanges(db),
      readChanges: async (tx, after, limit) =>
        (await readStampedNoticeChanges(tx, { after, limit })).map((change) => ({
          position: change.position,
          noticeId: change.noticeId,
          revision: change.revision,
          alertKind: alertKindOf(change.kind),
        })),
    },
    options.alerts ?? {},
  );
  app.decorate('alerts', alerts);
  noticesWritten = alerts.soon;
  startNoticeExpirySweep(app, db, noticeWriter, options.noticeExpirySweepMs);
  startTitlePhraseDiscovery(app, db, options.titlePhraseDiscoveryMs);
  const endpoints: TBoundEndpoint[] = [
    ...dictionaryEndpoints(db),
    ...noticeEndpoints(db, { answers: noticeReadCache, matches: noticeMatchCache }),
    ...fileEndpoints(db),
    ...notificationEndpoints(db),
    ...certificateExpiryEndpoints(db),
    ...organizationEndpoints(db),
    ...areaEndpoints(db),
    ...identity.endpoints,
    ...userEndpoints(db),
    ...subAccountEndpoints({ db, sessions: identity.sessions, audit: identity.audit }),
    ...workflow.endpoints,
    ...noticeConsoleEndpoints(db, noticeWriter),
    ...alerts.endpoints,
    ...supplierEndpoints(db),
    ...supplierInfoEndpoints(db, workflow.engine, identity.codes),
    ...partners.endpoints,
    ...ratingEndpoints(db),
    ...auditEndpoints(db),
    ...dictionaryAdminEndpoints({ db, audit: identity.audit, dictionaryChanged: pagesChanged }),
    ...downloadZoneAdminEndpoints({ db, audit: identity.audit, pagesChanged }),
    ...apiClientAdminEndpoints({ db, audit: identity.audit }),
    ...noticePublishingEndpoints({ db, engine: workflow.engine, noticeWriter }),
    ...accountAdminEndpoints({
      db,
      sessions: identity.sessions,
      store: identity.store,
      audit: identity.audit,
    }),
    ...authorityEndpoints({ db, audit: identity.audit }),
    ...roleGrantEndpoints({ db, audit: identity.audit }),
    ...noticeChangeFeedEndpoints({ db, limiter: identity.limiter }),
    ...ocdsEndpoints({
      db,
      limiter: identity.limiter,
      options: options.ocds ?? { ocidPrefix: DEMO_OCID_PREFIX },
      publicBaseUrl: alerts.publicBaseUrl,
    }),
  ] as TBoundEndpoint[];

  // Old clients post without a body for calls whose fields are all optional.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
    done();
  });
  for (const endpoint of endpoints) registerEndpoint(app, endpoint);
  registerFileDownloads(app, db, options.fileStore);
  registerCertificateDownloads(app, db, options.fileStore);
  registerAuditExport(app, db, identity.audit);
  const feeds = { db, limiter: identity.limiter, publicBaseUrl: alerts.publicBaseUrl };
  registerNoticeCalendar(app, feeds);
  registerNoticeFeeds(app, feeds);
  registerSavedSearchFeeds(app, feeds);
  registerSavedSearchCalendar(app, feeds);
  registerSearchEngineFiles(app, { ...feeds, cache: sitemaps, sitemapMaxUrls: options.sitemapMaxUrls });
  await registerFileUploads(app, db, options.fileStore, { pendingSweepMs: options.pendingUploadSweepMs });
  await registerPublishingUpload(app, db, options.fileStore);
  startCertificateExpirySweep(app, db, identity.notifier, options.certificateReminderSweepMs);
  registerHealthRoutes(app, {
    databaseKind: options.database.kind,
    checks: [
      { name: 'database', check: () => db.execute(sql`SELECT 1`) },
      // A read of a key nobody writes: Redis (or the database table) answers, whatever it holds.
      { name: 'sessionStore', check: () => identity.store.get('readiness-probe') },
    ],
  });

  if (options.web) {
    const byPath = new Map(endpoints.map((bound) => [bound.endpoint.path, bound]));
    await registerWeb(app, {
      mode: options.web.mode,
      frameSources: partners.frameSources,
      pageCache,
      renderLimit: PAGE_RENDER_LIMIT,
      loadContext: async (request) => {
        // Pages render for whoever asks: a browser's session cookie reaches the server on every load.
        const { session } = await app.resolveSession(request);
        const caller = session ? await app.resolveCaller(session) : null;
        const context = { ip: request.ip, session, loggedIn: session !== null, caller, request };
        return {
          demo: options.web?.demo ?? false,
          publicBaseUrl: alerts.publicBaseUrl(),
          loggedIn: context.loggedIn,
          callApi: async (endpoint, input) => {
            const bound = byPath.get(endpoint.path);
            if (!bound) throw new AppError('notFound', `接口不存在：${endpoint.path}`);
            return callEndpoint(bound, input, context) as never;
          },
        };
      },
    });
  }
  return app;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only interfaces merge
  interface FastifyInstance {
    /**
     * Writers of notices call this with the titles and types they touched (before and after): every
     * instance forgets the cached lists, totals and pages the change can alter (all of them without it).
     */
    noticesChanged: (change?: TNoticeChange) => Promise<void>;
    /** The one writer of notices (console, publishing API, black-list process): see notice-writer.ts. */
    noticeWriter: TNoticeWriter;
    /** The approval workflow's engine and its overdue sweep (tests and benchmarks drive them). */
    workflow: Awaited<ReturnType<typeof registerWorkflow>>;
    /** Publication of approved notices whose time has come (tests publish without waiting for the sweep). */
    noticePublication: ReturnType<typeof startNoticePublication>;
    /** Saved-search alerts: matching of notice changes and delivery rounds (tests and benchmarks drive them). */
    alerts: TSavedSearchAlerts;
  }
}
