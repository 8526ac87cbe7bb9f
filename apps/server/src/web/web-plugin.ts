import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { TEndpoint, TEndpointData, TEndpointInput } from '@supportal/contract';
import { isApiRequest, sendApiNotFound } from '../plugins/envelope.js';
import { createCspNonce, pageContentSecurityPolicy } from '../plugins/security-headers.js';
import { createNoncePage, sendNoncePage } from './nonce-page.js';
import {
  createRenderLimiter,
  pageCacheKey,
  renderClientOf,
  type TPageCache,
  type TRenderedPage,
} from './page-cache.js';

/** What route loaders receive: in-process calls of the same endpoints the HTTP API serves. */
export type TWebLoadContext = {
  /** Whether the request carries a live session (the browser's cookie): pages then render for that user. */
  loggedIn: boolean;
  /** Not a deployment: every page shows the 演示环境 mark. */
  demo: boolean;
  /** The portal's public address (PUBLIC_BASE_URL) without a trailing slash: canonical links use it. */
  publicBaseUrl: string;
  /** The CSP nonce of this answer, for the page's inline scripts. */
  cspNonce?: string;
  callApi: <E extends TEndpoint>(endpoint: E, input: TEndpointInput<E>) => Promise<TEndpointData<E>>;
};

export type TWebOptions = {
  mode: 'production' | 'development';
  /** CSP sources of the allow-listed partner systems: pages may frame them and post forms to them. */
  frameSources: () => Promise<string[]>;
  pageCache: TPageCache;
  /** Renders no cache answered, per session (logged in) or client address (anonymous) and window. */
  renderLimit: { limit: number; windowMs: number };
  loadContext: (request: FastifyRequest) => Promise<TWebLoadContext>;
};

const webRoot = () => path.dirname(createRequire(import.meta.url).resolve('@supportal/web/package.json'));

/** The page's address and headers as a Web request sees them. */
const webRequestParts = (request: FastifyRequest) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return { url: new URL(request.url, `${request.protocol}://${request.host}`), headers };
};

const toWebRequest = (request: FastifyRequest, reply: FastifyReply): Request => {
  const { url, headers } = webRequestParts(request);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
};

/**
 * A GET of a page with no tie to the asking connection: a merged or background render outlives it.
 * Always GET, HEAD included: the render is shared, and Node sends no body to a HEAD anyway.
 */
const toDetachedWebRequest = (request: FastifyRequest): Request => {
  const { url, headers } = webRequestParts(request);
  return new Request(url, { method: 'GET', headers });
};

const TOO_MANY_RENDERS_PAGE =
  '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>访问过于频繁</title>' +
  '<p>访问过于频繁，请稍后再试。</p></html>';

/** Thrown by a render the client's limit refused; carries how long to wait. */
class RenderLimited extends Error {
  constructor(readonly retryAfterMs: number) {
    super('too many renders');
  }
}

const responseHeaders = (response: Response): [string, string][] => {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  return headers;
};

/**
 * Serves the React Router app (server-rendered public pages, browser-rendered workspace) on the API's
 * port. Registered after the JSON API in its own scope, with raw bodies for route actions.
 */
export const registerWeb = async (app: FastifyInstance, options: TWebOptions) => {
  const root = webRoot();
  /** Development: asked of Vite on every request (it changes); production: one fixed build. */
  let buildSource: ServerBuild | (() => Promise<ServerBuild>);
  if (options.mode === 'development') {
    const { default: middie } = await import('@fastify/middie');
    const { createServer } = await import('vite');
    const vite = await createServer({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    buildSource = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    buildSource = (await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)) as ServerBuild;
    await app.register(fastifyStatic, {
      root: path.join(root, 'build/client'),
      wildcard: false,
      index: false,
      // The web build writes .br/.gz twins of its text files (apps/web/scripts/compress-assets.mjs).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed file names under /assets never change: let browsers keep them.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  // Loaded here, not at the top: React picks its build from NODE_ENV when first loaded, and server.ts
  // sets NODE_ENV (production also under NODE_ENV=test) only once the configuration is read.
  const { createRequestHandler } = await import('react-router');
  // Made once: with a fixed build React Router derives its routes a single time, not per request.
  const handle = createRequestHandler(buildSource, options.mode);
  const renderLimiter = createRenderLimiter(options.renderLimit);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      handler: async (request, reply) => {
        if (isApiRequest(request)) return sendApiNotFound(request, reply);
        // Every answer has a nonce of its own, cached pages included (nonce-page.ts).
        const nonce = createCspNonce();
        reply.header(
          'content-security-policy',
          pageContentSecurityPolicy(nonce, options.mode, await options.frameSources()),
        );
        const loadContext = await options.loadContext(request);
        // Resolved once per request: loadContext asked already.
        const { session } = await app.resolveSession(request);
        const renderClient = renderClientOf(session, request.ip);
        const limitRender = () => {
          const waitMs = renderLimiter.take(renderClient);
          if (waitMs > 0) throw new RenderLimited(waitMs);
        };
        try {
          // Pages rendered for a session are that user's alone; anonymous pages share one cache.
          if (
            options.pageCache.enabled &&
            (request.method === 'GET' || request.method === 'HEAD') &&
            !request.headers.authorization &&
            !loadContext.loggedIn
          ) {
            const { page, state } = await options.pageCache.serve(
              pageCacheKey(request.host, request.url),
              async (): Promise<TRenderedPage> => {
                limitRender();
                const renderNonce = createCspNonce();
                const response = await handle(toDetachedWebRequest(request), {
                  ...loadContext,
                  cspNonce: renderNonce,
                });
                const body = Buffer.from(await response.arrayBuffer());
                return {
                  status: response.status,
                  headers: responseHeaders(response),
                  page: createNoncePage(body, renderNonce),
                };
              },
            );
            reply.status(page.status);
            for (const [name, value] of page.headers) reply.header(name, value);
            return sendNoncePage(request, reply.header('x-page-cache', state), page.page, nonce);
          }
          limitRender();
        } catch (error) {
          if (!(error instanceof RenderLimited)) throw error;
          return reply
            .status(429)
            .header('retry-after', String(Math.ceil(error.retryAfterMs / 1000)))
            .type('text/html; charset=utf-8')
            .send(TOO_MANY_RENDERS_PAGE);
        }
        const response = await handle(toWebRequest(request, reply), { ...loadContext, cspNonce: nonce });
        reply.status(response.status);
        // A body the page never read (a POST without an action answers 405) is still arriving: close
        // the connection after the answer, or it waits for every byte and then sits in keep-alive.
        if (!request.raw.complete) reply.header('connection', 'close');
        for (const [name, value] of responseHeaders(response)) reply.header(name, value);
        if (loadContext.loggedIn) reply.header('cache-control', 'private, no-store');
        return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
      },
    });
  });
};
