import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TServerConfig } from './config/env.js';
import type { TDatabaseHandle } from './db/database.js';
import {
  callEndpoint,
  registerEndpoint,
  serializeOnce,
  type TBoundEndpoint,
} from './lib/endpoint-handler.js';
import { AppError } from './lib/app-error.js';
import { registerIdentity, type TIdentityOptions } from './modules/auth/identity.js';
import { dictionaryEndpoints } from './modules/dictionary/dictionary-endpoints.js';
import type { TFileStore } from './modules/files/file-store.js';
import { areaEndpoints } from './modules/areas/area-endpoints.js';
import { fileEndpoints, registerFileDownloads } from './modules/files/file-endpoints.js';
import { noticeEndpoints } from './modules/notices/notice-endpoints.js';
import {
  createNoticeReadCache,
  decodeNoticeChange,
  encodeNoticeChange,
  type TNoticeChange,
} from './modules/notices/notice-read-cache.js';
import { organizationEndpoints } from './modules/organizations/organization-endpoints.js';
import { envelopePlugin } from './plugins/envelope.js';
import { openApiPlugin } from './plugins/openapi.js';
import { createPageCache } from './web/page-cache.js';
import { registerWeb } from './web/web-plugin.js';

export type TAppOptions = {
  config: Pick<TServerConfig, 'logLevel' | 'pageCacheTtlMs'> & {
    validateResponses?: boolean;
    trustProxy?: TServerConfig['trustProxy'];
  };
  database: TDatabaseHandle;
  fileStore: TFileStore;
  /** Serve the web app too (start-up, browser tests); API tests leave it out. */
  web?: { mode: 'production' | 'development' } | undefined;
  /** Sessions, captcha and code delivery; database store and a temp outbox unless given. */
  identity?: TIdentityOptions;
};

const BODY_LIMIT_BYTES = 1024 * 1024;
const NOTICES_CHANGED_CHANNEL = 'supportal_notices_changed';
/** Bounds staleness should a change notification ever be missed. */
const NOTICE_READ_CACHE_MAX_AGE_MS = 60_000;

/** Builds the whole server; tests build it the same way and call it through inject. */
export const buildApp = async (options: TAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: options.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Believe X-Forwarded-For only from configured proxies, or anyone could dodge per-IP limits.
    trustProxy: options.config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Checking every answer against its schema costs more than the query behind a cached list; tests
  // keep the check (it catches contract drift), production serializes directly.
  app.setSerializerCompiler(
    options.config.validateResponses === false ? () => serializeOnce : serializerCompiler,
  );
  await app.register(envelopePlugin);
  await app.register(openApiPlugin);

  const { db } = options.database;
  const identityEndpoints = await registerIdentity(app, db, options.identity);
  const noticeReadCache = createNoticeReadCache({
    maxEntries: 5_000,
    maxAgeMs: NOTICE_READ_CACHE_MAX_AGE_MS,
  });
  // Up to 50,000 matches each (10,001 for most keywords): a bounded few hundred keywords.
  const noticeMatchCache = createNoticeReadCache({
    maxEntries: 256,
    maxAgeMs: NOTICE_READ_CACHE_MAX_AGE_MS,
  });
  const pageCache = createPageCache({ ttlMs: options.config.pageCacheTtlMs, maxEntries: 500 });
  const forgetNoticeReads = (change: TNoticeChange | undefined) => {
    noticeReadCache.forget(change);
    noticeMatchCache.forget(change);
    pageCache.clear();
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
  const endpoints: TBoundEndpoint[] = [
    ...dictionaryEndpoints(db),
    ...noticeEndpoints(db, { answers: noticeReadCache, matches: noticeMatchCache }),
    ...fileEndpoints(db),
    ...organizationEndpoints(db),
    ...areaEndpoints(db),
    ...identityEndpoints,
  ] as TBoundEndpoint[];

  // Old clients post without a body for calls whose fields are all optional.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
    done();
  });
  for (const endpoint of endpoints) registerEndpoint(app, endpoint);
  registerFileDownloads(app, db, options.fileStore);
  app.get('/supportal/health', { schema: { hide: true } }, async () => ({
    status: 'ok',
    database: options.database.kind,
  }));

  if (options.web) {
    const byPath = new Map(endpoints.map((bound) => [bound.endpoint.path, bound]));
    await registerWeb(app, {
      mode: options.web.mode,
      pageCache,
      loadContext: (request) => ({
        callApi: async (endpoint, input) => {
          const bound = byPath.get(endpoint.path);
          if (!bound) throw new AppError('notFound', `接口不存在：${endpoint.path}`);
          // Pages render for anonymous visitors: the token lives in the browser's session storage.
          const context = { ip: request.ip, session: null, loggedIn: false, request };
          return callEndpoint(bound, input, context) as never;
        },
      }),
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
  }
}
