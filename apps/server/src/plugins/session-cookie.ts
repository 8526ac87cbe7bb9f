import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE_NAME, WEB_CLIENT_HEADER, WEB_CLIENT_HEADER_VALUE } from '@supportal/contract';

/** The session token of the browser's HttpOnly cookie (parsed by @fastify/cookie), or null. */
export const sessionCookieOf = (request: FastifyRequest): string | null =>
  request.cookies[SESSION_COOKIE_NAME] || null;

export const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/**
 * Whether a write comes from the portal's own pages: they send the client header (a cross-site form
 * cannot), and the browser's Sec-Fetch-Site / Origin, where present, name this site. Hosts are compared
 * (not schemes): behind a TLS terminator the server may see plain HTTP for an https origin.
 */
export const isOwnPageWrite = (request: FastifyRequest): boolean => {
  if (request.headers[WEB_CLIENT_HEADER] !== WEB_CLIENT_HEADER_VALUE) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
};

const cookieOptions = (request: FastifyRequest, maxAgeSeconds: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  // request.protocol follows X-Forwarded-Proto from trusted proxies (TRUST_PROXY).
  secure: request.protocol === 'https',
});

/** Hands the session to the browser: HttpOnly (page scripts never see it), living as long as the token. */
export const setSessionCookie = (
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  maxAgeSeconds: number,
) => {
  reply.setCookie(SESSION_COOKIE_NAME, token, cookieOptions(request, maxAgeSeconds));
  // An answer carrying a session must never be kept by a shared cache.
  reply.header('cache-control', 'no-store');
};

export const clearSessionCookie = (reply: FastifyReply, request: FastifyRequest) =>
  reply.setCookie(SESSION_COOKIE_NAME, '', cookieOptions(request, 0));
