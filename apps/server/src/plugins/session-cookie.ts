import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE_NAME, WEB_CLIENT_HEADER, WEB_CLIENT_HEADER_VALUE } from '@supportal/contract';

/** The session token of the browser's HttpOnly cookie, or null. */
export const sessionCookieOf = (request: FastifyRequest): string | null => {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === SESSION_COOKIE_NAME) {
      return part.slice(separator + 1).trim() || null;
    }
  }
  return null;
};

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

const cookieAttributes = (request: FastifyRequest, maxAgeSeconds: number) =>
  [
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    // request.protocol follows X-Forwarded-Proto from trusted proxies (TRUST_PROXY).
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');

/** Hands the session to the browser: HttpOnly (page scripts never see it), living as long as the token. */
export const setSessionCookie = (
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  maxAgeSeconds: number,
) => {
  reply.header('set-cookie', `${SESSION_COOKIE_NAME}=${token}; ${cookieAttributes(request, maxAgeSeconds)}`);
  // An answer carrying a session must never be kept by a shared cache.
  reply.header('cache-control', 'no-store');
};

export const clearSessionCookie = (reply: FastifyReply, request: FastifyRequest) =>
  reply.header('set-cookie', `${SESSION_COOKIE_NAME}=; ${cookieAttributes(request, 0)}`);
