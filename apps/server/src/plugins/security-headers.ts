import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every answer: no MIME sniffing, no full URLs (with their query) leaked to other sites, no framing by
 * another origin (X-Frame-Options for browsers that predate frame-ancestors), no window shared with
 * another origin's pages (COOP) and nothing of ours loaded by another site without CORS (CORP).
 */
const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** Answers that are not pages (JSON, files, images, docs) are never framed by another site. */
const NON_PAGE_POLICY = "frame-ancestors 'self'";

/** Every header an answer that is not a page carries, for answers written without Fastify. */
export const NON_PAGE_SECURITY_HEADERS = {
  ...COMMON_HEADERS,
  'content-security-policy': NON_PAGE_POLICY,
} as const;

/** A fresh 128-bit nonce: pages allow only inline scripts carrying it. */
export const createCspNonce = () => randomBytes(16).toString('base64');

/**
 * The policy of a server-rendered page. Scripts: this origin and inline scripts with the answer's
 * nonce (React Router's hydration data, the legacy-link script). Styles allow 'unsafe-inline': the
 * server-rendered HTML carries style attributes (antd, React style props) that no nonce can cover,
 * and antd's cssinjs adds <style> elements at run time; a style cannot run code. Development (Vite)
 * needs inline and eval'd scripts and its hot-reload WebSocket.
 */
export const pageContentSecurityPolicy = (
  nonce: string,
  mode: 'production' | 'development',
  partnerSources: readonly string[] = [],
) =>
  [
    "default-src 'self'",
    mode === 'development'
      ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'"
      : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    mode === 'development' ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    // Exactly the allow-listed partner systems (OBP_INTERFACE) may be framed and receive frame forms.
    `frame-src ${partnerSources.length > 0 ? partnerSources.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    ['form-action', "'self'", ...partnerSources.filter((source) => source !== "'self'")].join(' '),
    "frame-ancestors 'self'",
  ].join('; ');

/** Sets the common headers on every answer, and a frame-only policy where no page policy was set. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: it runs on every answer, and an async one costs a promise each time.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(COMMON_HEADERS);
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', NON_PAGE_POLICY);
    }
    done(null, payload);
  });
});
