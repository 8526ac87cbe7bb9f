import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_CODES } from '@supportal/contract';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../lib/outage.js';
import { errorEnvelope } from './envelope.js';
import { createBoundedHttpServer, writeClientError, type THttpTimeouts } from './http-server-options.js';
import { NON_PAGE_SECURITY_HEADERS } from './security-headers.js';

/** While closing, how often connections that have become idle are ended, and how long requests may finish. */
const CLOSE_IDLE_EVERY_MS = 100;
const CLOSE_GRACE_MS = 10_000;

type THandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The process's one HTTP server. It listens before the app exists, so a process waiting for its
 * database (down, migrating) is alive to a liveness probe and unready to a load balancer, and it hands
 * every later request to the app once built, on the same port and connections.
 */
export type THttpListener = {
  listen: (port: number, host: string) => Promise<number>;
  /** Fastify's `serverFactory`: the app answers from its `ready` on (see `handOver`). */
  serverFactory: (handler: THandler) => ReturnType<typeof createBoundedHttpServer>;
  /** Requests go to the app given to `serverFactory` from now on. */
  handOver: () => void;
  /**
   * The first step of a graceful stop: readiness answers 503 `draining` at once, so a load balancer's
   * checks take the instance out, while every other request is still served (each answer closing its
   * connection, so clients reconnect to another instance) for `drainMs`; then `close`.
   */
  drainThenClose: (drainMs: number) => Promise<void>;
  /** Stops accepting connections and resolves once the last one has ended (requests under way finish). */
  close: () => Promise<void>;
};

const sendJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...NON_PAGE_SECURITY_HEADERS,
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
};

const STARTING_PAGE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>服务正在启动</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
  '<body style="font-family:sans-serif;text-align:center;padding:4em 1em">' +
  '<h1 style="font-size:20px">服务正在启动，请稍后刷新页面</h1></body></html>';

/** Answers while the app is not built yet: alive, not ready, every call 503 with Retry-After. */
const answerStarting =
  (databaseKind: string): THandler =>
  (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/supportal/health') {
      sendJson(response, 200, { status: 'starting', database: databaseKind });
      return;
    }
    const retryAfter = { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) };
    if (path === '/supportal/ready') {
      sendJson(response, 503, { status: 'starting', database: databaseKind }, retryAfter);
      return;
    }
    if (path?.startsWith('/supportal/') || !request.headers.accept?.includes('text/html')) {
      const { message } = ERROR_CODES.unavailable;
      sendJson(
        response,
        503,
        errorEnvelope('unavailable', message, undefined, OUTAGE_RETRY_AFTER_SECONDS),
        retryAfter,
      );
      return;
    }
    response.writeHead(503, {
      ...NON_PAGE_SECURITY_HEADERS,
      ...retryAfter,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(STARTING_PAGE);
  };

/** While draining: not ready (checked before the app), and no connection kept open for a next request. */
const answerDraining =
  (databaseKind: string, serve: THandler): THandler =>
  (request, response) => {
    response.shouldKeepAlive = false;
    if ((request.url ?? '/').split('?')[0] === '/supportal/ready') {
      sendJson(
        response,
        503,
        { status: 'draining', database: databaseKind },
        { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) },
      );
      return;
    }
    serve(request, response);
  };

export const createHttpListener = (options: {
  timeouts?: THttpTimeouts;
  databaseKind: string;
}): THttpListener => {
  const server = createBoundedHttpServer(options.timeouts);
  let current: THandler = answerStarting(options.databaseKind);
  let appHandler: THandler | undefined;
  let draining = false;
  server.on('request', (request: IncomingMessage, response: ServerResponse) =>
    draining ? answerDraining(options.databaseKind, current)(request, response) : current(request, response),
  );
  // Fastify adds its own client-error handler to the server it is handed; until then, this one.
  const startingClientError = (
    error: NodeJS.ErrnoException,
    socket: Parameters<typeof writeClientError>[1],
  ) => writeClientError(error, socket);
  server.on('clientError', startingClientError);

  const close = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      // Connections that finish their request become idle and are ended then; none outlives the grace.
      const endIdle = setInterval(() => server.closeIdleConnections(), CLOSE_IDLE_EVERY_MS);
      const endAll = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
      server.close(() => {
        clearInterval(endIdle);
        clearTimeout(endAll);
        resolve();
      });
      server.closeIdleConnections();
    });

  return {
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      }),
    serverFactory: (handler) => {
      appHandler = handler;
      return server;
    },
    handOver: () => {
      if (!appHandler) throw new Error('handOver before the app was built on this listener');
      current = appHandler;
      server.off('clientError', startingClientError);
    },
    drainThenClose: async (drainMs) => {
      if (!draining) {
        draining = true;
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      await close();
    },
    close,
  };
};
