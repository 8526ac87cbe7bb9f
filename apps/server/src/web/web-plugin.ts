import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { TEndpoint, TEndpointData, TEndpointInput } from '@supportal/contract';
import { sendCompressible } from '../lib/compressed-answer.js';
import { isApiRequest, sendApiNotFound } from '../plugins/envelope.js';
import { createCspNonce, pageContentSecurityPolicy } from '../plugins/security-headers.js';
import { createNoncePage, sendNoncePage } from './nonce-page.js';
import type { TPageCache } from './page-cache.js';

/** What route loaders receive: in-process calls of the same endpoints the HTTP API serves. */
export type TWebLoadContext = {
  callApi: <E extends TEndpoint>(endpoint: E, input: TEndpointInput<E>) => Promise<TEndpointData<E>>;
  /** The CSP nonce of this answer, for the page's inline scripts. */
  cspNonce?: string;
};

export type TWebOptions = {
  mode: 'production' | 'development';
  pageCache: TPageCache;
  loadContext: (request: FastifyRequest) => TWebLoadContext;
};

const webRoot = () => path.dirname(createRequire(import.meta.url).resolve('@supportal/web/package.json'));

const toWebRequest = (request: FastifyRequest, reply: FastifyReply): Request => {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
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
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      handler: async (request, reply) => {
        if (isApiRequest(request)) return sendApiNotFound(request, reply);
        const nonce = createCspNonce();
        reply.header('content-security-policy', pageContentSecurityPolicy(nonce, options.mode));
        const cacheable =
          options.pageCache.enabled &&
          (request.method === 'GET' || request.method === 'HEAD') &&
          !request.headers.authorization &&
          !request.headers.cookie;
        // Keyed by host too: what a page shows may depend on it (the login card's host switch).
        const cacheKey = `${request.host}${request.url}`;
        const cached = cacheable ? options.pageCache.get(cacheKey) : undefined;
        if (cached) {
          reply
            .status(cached.status)
            .headers(Object.fromEntries(cached.headers))
            .header('x-page-cache', 'hit');
          return sendNoncePage(request, reply, cached.page, nonce);
        }
        const response = await handle(toWebRequest(request, reply), {
          ...options.loadContext(request),
          cspNonce: nonce,
        });
        const headers = responseHeaders(response);
        reply.status(response.status);
        // A body the page never read (a POST without an action answers 405) is still arriving: close
        // the connection after the answer, or it waits for every byte and then sits in keep-alive.
        if (!request.raw.complete) reply.header('connection', 'close');
        for (const [name, value] of headers) reply.header(name, value);
        const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
        if (cacheable && isHtml && response.status === 200) {
          const body = Buffer.from(await response.arrayBuffer());
          options.pageCache.set(cacheKey, {
            status: response.status,
            headers,
            page: createNoncePage(body, nonce),
          });
          return sendCompressible(request, reply.header('x-page-cache', 'miss'), body, body);
        }
        return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
      },
    });
  });
};
