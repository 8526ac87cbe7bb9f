import http, { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, type TErrorCode } from '@supportal/contract';
import { errorEnvelope } from './envelope.js';
import { NON_PAGE_SECURITY_HEADERS } from './security-headers.js';

/** The security headers every answer carries, as raw header lines for answers Node writes itself. */
const SECURITY_HEADER_LINES = Object.entries(NON_PAGE_SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * How long a client may take. Node's defaults let a body sent a byte at a time hold a connection for
 * ever (Fastify sets no request timeout), so every phase is bounded.
 */
export type THttpTimeouts = {
  /** Whole request, headers and body, from the first byte. */
  requestMs: number;
  /** Request line and headers. */
  headersMs: number;
  /** Idle keep-alive connection between requests: above the usual 60 s of load balancers, or they reuse closed ones. */
  keepAliveMs: number;
  /** A connection with no bytes either way (a stalled download, a silent client). */
  idleMs: number;
  /** How often Node looks for requests past their time: the cut comes at most this much late. */
  checkEveryMs: number;
};

export const DEFAULT_HTTP_TIMEOUTS: THttpTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 65_000,
  idleMs: 60_000,
  checkEveryMs: 2_000,
};

/** Query parameters whose values are credentials (login4SSO's ticket, tokens, passwords). */
const CREDENTIAL_PARAMETER = /token|ticket|passw|pwd|secret/i;

/** The URL with credential values replaced, for logs: SSO tickets must not sit in log files. */
export const redactUrl = (url: string): string => {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed name is checked as sent.
      }
      return CREDENTIAL_PARAMETER.test(decoded) ? `${name}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
};

type TLoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request log line, with credentials taken out of the URL. */
const serializeRequest = (request: TLoggedRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

const clientErrorCode = (error: NodeJS.ErrnoException): TErrorCode => {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'requestTimeout';
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headersTooLarge';
  return 'badRequest';
};

/**
 * Node answers what never becomes a request (too-long URL or headers, malformed HTTP, timeouts) on
 * its own, in plain text: answer with the envelope instead, and close the connection.
 */
export const writeClientError = (error: NodeJS.ErrnoException, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientErrorCode(error);
  // A response already under way (a timeout while answering) cannot be replaced.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const { httpStatus, message } = ERROR_CODES[code];
    const body = JSON.stringify(errorEnvelope(code, message));
    socket.write(
      `HTTP/1.1 ${httpStatus} ${STATUS_CODES[httpStatus] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        SECURITY_HEADER_LINES +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
};

function sendClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  this.log.debug({ err: error }, 'client error');
  writeClientError(error, socket);
}

/**
 * A Node HTTP server bounded like Fastify bounds its own (Fastify leaves a server it is handed as it
 * is): the server a process listens on before its app exists (http-listener.ts).
 */
export const createBoundedHttpServer = (timeouts: THttpTimeouts = DEFAULT_HTTP_TIMEOUTS) => {
  const server = http.createServer({
    headersTimeout: timeouts.headersMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
  });
  server.setTimeout(timeouts.idleMs);
  return server;
};

/** Fastify options bounding client time, enveloping Node's own error answers and redacting logged URLs. */
export const httpServerOptions = (timeouts: THttpTimeouts = DEFAULT_HTTP_TIMEOUTS) =>
  ({
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    clientErrorHandler: sendClientError,
  }) as const;

export const logSerializers = { req: serializeRequest };
