import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TServerConfig } from './config/env.js';
import type { TDatabase, TDatabaseHandle } from './db/database.js';
import { AppError } from './lib/app-error.js';
import { callEndpoint, registerEndpoint, serializeOnce } from './lib/endpoint/index.js';
import { installModules, type TModuleManifest } from './lib/module-manifest.js';
import { adminModule } from './modules/admin/index.js';
import { apiClientsModule } from './modules/api-clients/index.js';
import { areasModule } from './modules/areas/index.js';
import {
  authModule,
  type TCaptchaService,
  type TIdentityOptions,
  type TLoginService,
  type TPasswordDecryptor,
  type TVerificationCodes,
} from './modules/auth/index.js';
import { attachmentTextModule, type TExtractionBounds } from './modules/attachment-text/index.js';
import { authoritiesModule } from './modules/authorities/index.js';
import { negativeBehaviourBusiness } from './modules/blacklist/index.js';
import { certificatesModule } from './modules/certificates/index.js';
import { demandCollectionBusiness } from './modules/demand-collect/index.js';
import { dictionaryModule } from './modules/dictionary/index.js';
import { filesModule, type TFileStore } from './modules/files/index.js';
import { noticePublicationBusiness, noticePublishingModule } from './modules/notice-publishing/index.js';
import { noticesModule, type TNoticeChanges, type TNoticeWriter } from './modules/notices/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { openDataModule, type TOcdsOptions } from './modules/open-data/index.js';
import { organizationsModule } from './modules/organizations/index.js';
import { partnersModule, type TPartnerOptions } from './modules/partners/index.js';
import { savedSearchesModule, type TAlertOptions } from './modules/saved-searches/index.js';
import { statisticsModule } from './modules/statistics/index.js';
import { supplierAccountsModule } from './modules/supplier-accounts/index.js';
import { supplierInfoChangeBusiness, supplierInfoModule } from './modules/supplier-info/index.js';
import { suppliersModule } from './modules/suppliers/index.js';
import {
  supplierRegistrationBusiness,
  supplierRegistrationModule,
} from './modules/supplier-registration/index.js';
import { usersModule } from './modules/users/index.js';
import { workflowModule, type TWorkflowEngine } from './modules/workflow/index.js';
import { envelopePlugin } from './plugins/envelope.js';
import { registerHealthRoutes } from './plugins/health.js';
import type { THttpListener } from './plugins/http-listener.js';
import { addressLimitsPlugin } from './plugins/address-limits.js';
import { httpServerOptions, type THttpTimeouts } from './plugins/http-server-options.js';
import { loggerOptions, requestLogController, type TLogFormat } from './plugins/request-log.js';
import { DEFAULT_METRICS_ALLOW, registerMetrics, type TMetricsAccess } from './plugins/metrics.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { openApiPlugin } from './plugins/openapi.js';
import { registerPlatformServices, type TPlatformServices } from './plugins/platform-services.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { createPortalPageCache } from './web/portal-page-cache.js';
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
    /** Who may read /metrics; loopback only unless given. */
    metrics?: TMetricsAccess;
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
  /** Milliseconds between deletions of keyword searches older than 90 days; 0 turns them off (tests). */
  keywordSearchSweepMs?: number;
  /** Milliseconds between sweeps of uploads nobody attached; 0 turns them off (tests sweep themselves). */
  pendingUploadSweepMs?: number;
  /** Milliseconds between looks for attachments whose text to read; 0 turns it off (tests run the job). */
  attachmentTextSweepMs?: number;
  /** Heap and time of one attachment extraction child; tests shorten them. */
  attachmentExtractionBounds?: TExtractionBounds;
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
/** Renders one client may cause when no cache answers (a person browsing stays far below it). */
const PAGE_RENDER_LIMIT = { limit: 60, windowMs: 10_000 };

/** What modules are built from: the app's own parts, then what each module provides to the ones after it. */
type TModuleContext = {
  db: TDatabase;
  database: TDatabaseHandle;
  fileStore: TFileStore;
  platform: TPlatformServices;
  options: TAppOptions;
  // Provided by auth:
  login: TLoginService;
  codes: TVerificationCodes;
  captcha: TCaptchaService;
  decryptor: TPasswordDecryptor;
  // by notices:
  noticeWriter: TNoticeWriter;
  noticeChanges: TNoticeChanges;
  // by partners:
  frameSources: () => Promise<string[]>;
  // by workflow:
  workflowEngine: TWorkflowEngine;
  // by saved-searches:
  publicBaseUrl: () => string;
};

/**
 * The modules in the order they are installed: a module comes after those whose parts it uses. The
 * businesses of the approval process register with the workflow's engine.
 */
const MODULES: readonly TModuleManifest<TModuleContext, Partial<TModuleContext>>[] = [
  authModule,
  dictionaryModule,
  noticesModule,
  filesModule,
  attachmentTextModule,
  notificationsModule,
  certificatesModule,
  organizationsModule,
  areasModule,
  usersModule,
  supplierAccountsModule,
  partnersModule,
  workflowModule<TModuleContext>([
    negativeBehaviourBusiness,
    demandCollectionBusiness,
    supplierInfoChangeBusiness,
    noticePublicationBusiness,
    supplierRegistrationBusiness,
  ]),
  noticePublishingModule,
  apiClientsModule,
  savedSearchesModule,
  suppliersModule,
  supplierInfoModule,
  supplierRegistrationModule,
  adminModule,
  authoritiesModule,
  openDataModule,
  statisticsModule,
];

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
  const trustProxy = options.config.trustProxy ?? false;
  const metrics = registerMetrics(
    app,
    options.config.metrics ?? { allow: DEFAULT_METRICS_ALLOW },
    trustProxy !== false,
  );
  // Old clients post without a body for calls whose fields are all optional. Added before any module,
  // so the scopes modules register (uploads, forms) inherit it as well.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
    done();
  });

  const { db } = options.database;
  const platform = await registerPlatformServices(app, options.database, options.identity);
  await app.register(idempotencyPlugin, { store: platform.store });
  await app.register(addressLimitsPlugin, {
    ceiling: options.config.apiCeiling,
    store: platform.store,
    trustProxy,
  });
  const { endpoints, backlogs, context, stopSweeps } = await installModules<TModuleContext>(
    app,
    { db, database: options.database, fileStore: options.fileStore, platform, options },
    MODULES,
  );
  for (const endpoint of endpoints) registerEndpoint(app, endpoint);
  app.decorate('stopBackgroundWork', stopSweeps);
  metrics.serve({
    backlogs,
    databaseKind: options.database.kind,
    pool: options.database.pool,
    onPoolWait: options.database.onPoolWait,
  });
  registerHealthRoutes(app, {
    databaseKind: options.database.kind,
    checks: [
      { name: 'database', check: () => db.execute(sql`SELECT 1`) },
      // A read of a key nobody writes: Redis (or the database table) answers, whatever it holds.
      { name: 'sessionStore', check: () => platform.store.get('readiness-probe') },
    ],
  });

  if (options.web) {
    const { publicBaseUrl } = context;
    const byPath = new Map(endpoints.map((bound) => [bound.endpoint.path, bound]));
    await registerWeb(app, {
      mode: options.web.mode,
      frameSources: context.frameSources,
      pageCache: createPortalPageCache(options.config.pageCacheTtlMs, {
        notices: context.noticeChanges,
        pages: platform.pagesChanged,
      }),
      renderLimit: PAGE_RENDER_LIMIT,
      loadContext: async (request) => {
        // Pages render for whoever asks: a browser's session cookie reaches the server on every load.
        const { session } = await app.resolveSession(request);
        const caller = session ? await app.resolveCaller(session) : null;
        const context = { ip: request.ip, session, loggedIn: session !== null, caller, request };
        // The loaders of one page (root, layout, page access, the page) ask for some things more than
        // once, the viewer above all. A GET render only reads: each call is answered once per render.
        // Actions (other methods) call as often as they say.
        const rendering = request.method === 'GET' || request.method === 'HEAD';
        const answers = new Map<string, Promise<unknown>>();
        return {
          demo: options.web?.demo ?? false,
          publicBaseUrl: publicBaseUrl(),
          loggedIn: context.loggedIn,
          callApi: async (endpoint, input) => {
            const bound = byPath.get(endpoint.path);
            if (!bound) throw new AppError('notFound', `接口不存在：${endpoint.path}`);
            if (!rendering) return callEndpoint(bound, input, context) as never;
            const key = `${endpoint.path} ${JSON.stringify(input)}`;
            let answer = answers.get(key);
            if (!answer) {
              answer = callEndpoint(bound, input, context);
              answers.set(key, answer);
            }
            return answer as never;
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
     * A stop signal: every sweep stops taking work (no new leases while the instance drains); resolves
     * once the runs under way have ended. Requests are still served.
     */
    stopBackgroundWork: () => Promise<void>;
  }
}
