import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TCallSession } from '../lib/endpoint-handler.js';
import { SESSION_EXPIRED_HEADER, WEB_VIEWER_HEADER } from '@supportal/contract';
import { clearSessionCookie, isOwnPageWrite, isSafeMethod, sessionCookieOf } from './session-cookie.js';
import type { TSessionStore } from './session-store.js';

/** A new session as handed to the client. */
export type TIssuedSession = {
  session: TCallSession;
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
};

export type TSessionService = {
  create: (account: { id: number; loginName: string }) => Promise<TIssuedSession>;
  /** The live session of a token, or null. */
  resolve: (token: string) => Promise<TCallSession | null>;
  /** Trades a refresh token (used once) for a new pair; null when unknown, used or expired. */
  refresh: (refreshToken: string) => Promise<TIssuedSession | null>;
  /** Ends the session for every instance at once. */
  revoke: (session: TCallSession) => Promise<void>;
};

type TRefreshRecord = { sessionId: string; accountId: number; userName: string; tokenHash: string };

/** 256 random bits, URL-safe: a token cannot be guessed, and only its hash is stored. */
const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const sessionKey = (tokenHash: string) => `session:${tokenHash}`;
const refreshKey = (refreshHash: string) => `refresh:${refreshHash}`;

export const createSessionService = (
  store: TSessionStore,
  options: { sessionTtlSeconds: number; refreshTtlSeconds: number },
): TSessionService => {
  const issue = async (
    account: { id: number; loginName: string },
    sessionId: string,
    createdAt: number,
  ): Promise<TIssuedSession> => {
    const accessToken = newToken();
    const refreshToken = newToken();
    const now = Date.now();
    const session: TCallSession = {
      sessionId,
      accountId: account.id,
      userName: account.loginName,
      createdAt,
      expiresAt: now + options.sessionTtlSeconds * 1000,
      tokenHash: hashToken(accessToken),
      refreshHash: hashToken(refreshToken),
    };
    const refreshRecord: TRefreshRecord = {
      sessionId,
      accountId: account.id,
      userName: account.loginName,
      tokenHash: session.tokenHash,
    };
    await store.set(sessionKey(session.tokenHash), JSON.stringify(session), options.sessionTtlSeconds * 1000);
    await store.set(
      refreshKey(session.refreshHash),
      JSON.stringify(refreshRecord),
      options.refreshTtlSeconds * 1000,
    );
    return { session, accessToken, refreshToken, expiresIn: options.sessionTtlSeconds };
  };

  return {
    create: (account) => issue(account, randomBytes(12).toString('base64url'), Date.now()),
    resolve: async (token) => {
      const stored = await store.get(sessionKey(hashToken(token)));
      if (!stored) return null;
      const session = JSON.parse(stored) as TCallSession;
      return session.expiresAt > Date.now() ? session : null;
    },
    refresh: async (refreshToken) => {
      const stored = await store.take(refreshKey(hashToken(refreshToken)));
      if (!stored) return null;
      const record = JSON.parse(stored) as TRefreshRecord;
      await store.delete(sessionKey(record.tokenHash));
      return issue({ id: record.accountId, loginName: record.userName }, record.sessionId, Date.now());
    },
    revoke: async (session) => {
      await store.delete(sessionKey(session.tokenHash), refreshKey(session.refreshHash));
    },
  };
};

/** 'Bearer <token>' as stored by the web, or the bare token as older clients send it. */
export const tokenFromAuthorization = (header: string | undefined): string | null => {
  const value = header?.trim();
  if (!value) return null;
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  return isTokenShaped(token) ? token : null;
};

const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{20,128}$/.test(token);

/** How a request presented its session, and whether a cookie was refused as a cross-site write. */
export type TRequestSession = {
  session: TCallSession | null;
  /** A session cookie came with a write that did not come from the portal's own pages: ignored. */
  crossSite: boolean;
};

/** Decorates the app with resolveSession: the bearer header first, else the browser's session cookie. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: { service: TSessionService }) => {
  const resolved = new WeakMap<FastifyRequest, Promise<TRequestSession>>();
  /** Requests whose session is gone (dead cookie, or none where the page expects one): the answer says so. */
  const staleCookies = new WeakSet<FastifyRequest>();

  const resolve = async (request: FastifyRequest): Promise<TRequestSession> => {
    const bearer = tokenFromAuthorization(request.headers.authorization);
    if (bearer) return { session: await options.service.resolve(bearer), crossSite: false };
    const cookie = sessionCookieOf(request);
    if (!cookie || !isTokenShaped(cookie)) {
      // A page that thinks it is logged in, but its cookie is gone (logged out in another tab).
      if (request.headers[WEB_VIEWER_HEADER] === '1') staleCookies.add(request);
      return { session: null, crossSite: false };
    }
    if (!isSafeMethod(request.method) && !isOwnPageWrite(request)) return { session: null, crossSite: true };
    const session = await options.service.resolve(cookie);
    if (!session) staleCookies.add(request);
    return { session, crossSite: false };
  };

  app.decorate('resolveSession', (request: FastifyRequest) => {
    let session = resolved.get(request);
    if (!session) {
      session = resolve(request);
      resolved.set(request, session);
    }
    return session;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (staleCookies.has(request)) {
      clearSessionCookie(reply, request);
      reply.header(SESSION_EXPIRED_HEADER, '1');
    }
    done(null, payload);
  });
});
