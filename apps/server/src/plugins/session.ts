import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TCallSession } from '../lib/endpoint-handler.js';
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
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
};

/** Decorates the app with resolveSession: every logged-in call is checked against the shared store. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: { service: TSessionService }) => {
  const resolved = new WeakMap<FastifyRequest, Promise<TCallSession | null>>();
  app.decorate('resolveSession', (request: FastifyRequest) => {
    let session = resolved.get(request);
    if (!session) {
      const token = tokenFromAuthorization(request.headers.authorization);
      session = token ? options.service.resolve(token) : Promise.resolve(null);
      resolved.set(request, session);
    }
    return session;
  });
});
