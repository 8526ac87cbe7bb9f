import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { TCallSession } from '../lib/endpoint/index.js';
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
  /**
   * Trades a refresh token (used once) for a new pair that ends no later than the session's cap; null
   * when unknown, expired or past the cap. A used token presented again revokes the whole session.
   */
  refresh: (refreshToken: string) => Promise<TIssuedSession | null>;
  /** Ends the session for every instance at once. */
  revoke: (session: TCallSession) => Promise<void>;
  /**
   * Ends every session of an account started until now (a disabled account, a changed password), for
   * every instance; `keep` spares the session that changed the password.
   */
  revokeAccount: (accountId: number, keep?: TCallSession) => Promise<void>;
};

/**
 * One login from start to end, across every refresh: which tokens are current (revoking the session
 * removes them) and when it must end whatever is refreshed.
 */
type TSessionChain = {
  accountId: number;
  userName: string;
  createdAt: number;
  /** Epoch milliseconds: no token of this session lives past it. */
  endsAt: number;
  tokenHash: string;
  refreshHash: string;
};

/** 256 random bits, URL-safe: a token cannot be guessed, and only its hash is stored. */
const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const sessionKey = (tokenHash: string) => `session:${tokenHash}`;
/** A refresh token, until used: the id of its session. */
const refreshKey = (refreshHash: string) => `refresh:${refreshHash}`;
/** Claimed when a refresh token is used; a second claim is a replay. Lives as long as the session. */
const usedRefreshKey = (refreshHash: string) => `refresh-used:${refreshHash}`;
const chainKey = (sessionId: string) => `session-chain:${sessionId}`;
/** Marks a revoked session, so a refresh racing the revocation undoes what it issued. */
const revokedKey = (sessionId: string) => `session-revoked:${sessionId}`;
/**
 * When an account's sessions were all ended: sessions logged in until then are dead. Kept as long as
 * the longest session lives, so no per-account list of sessions is needed.
 */
const accountEndedKey = (accountId: number) => `account-sessions-ended:${accountId}`;

export const createSessionService = (
  store: TSessionStore,
  options: { sessionTtlSeconds: number; refreshTtlSeconds: number; maxLifetimeSeconds: number },
): TSessionService => {
  const issue = async (
    account: { id: number; loginName: string },
    sessionId: string,
    createdAt: number,
    endsAt: number,
  ): Promise<TIssuedSession> => {
    const accessToken = newToken();
    const refreshToken = newToken();
    const now = Date.now();
    // Neither token outlives the session's cap, however often it is refreshed.
    const accessTtlMs = Math.min(options.sessionTtlSeconds * 1000, endsAt - now);
    const refreshTtlMs = Math.min(options.refreshTtlSeconds * 1000, endsAt - now);
    const session: TCallSession = {
      sessionId,
      accountId: account.id,
      userName: account.loginName,
      createdAt,
      expiresAt: now + accessTtlMs,
      tokenHash: hashToken(accessToken),
      refreshHash: hashToken(refreshToken),
    };
    const chain: TSessionChain = {
      accountId: account.id,
      userName: account.loginName,
      createdAt,
      endsAt,
      tokenHash: session.tokenHash,
      refreshHash: session.refreshHash,
    };
    await store.set(chainKey(sessionId), JSON.stringify(chain), endsAt - now);
    await store.set(sessionKey(session.tokenHash), JSON.stringify(session), accessTtlMs);
    await store.set(refreshKey(session.refreshHash), sessionId, refreshTtlMs);
    return { session, accessToken, refreshToken, expiresIn: Math.max(1, Math.floor(accessTtlMs / 1000)) };
  };

  /** Ends a session for every instance: its current tokens and its chain go. */
  const revokeSession = async (sessionId: string, current?: { tokenHash: string; refreshHash: string }) => {
    await store.set(revokedKey(sessionId), '1', options.maxLifetimeSeconds * 1000);
    const stored = await store.get(chainKey(sessionId));
    const chain = stored ? (JSON.parse(stored) as TSessionChain) : null;
    const hashes = [current, chain].flatMap((tokens) =>
      tokens ? [sessionKey(tokens.tokenHash), refreshKey(tokens.refreshHash)] : [],
    );
    await store.delete(chainKey(sessionId), ...new Set(hashes));
  };

  /** The value is '<epoch ms>' or '<epoch ms>:<kept session id>'. */
  const endedByAccount = async (accountId: number, session: { sessionId: string; createdAt: number }) => {
    const ended = await store.get(accountEndedKey(accountId));
    if (ended === null) return false;
    const [endedAt, keptSessionId] = ended.split(':');
    return session.createdAt <= Number(endedAt) && session.sessionId !== keptSessionId;
  };

  return {
    create: (account) => {
      const now = Date.now();
      return issue(
        account,
        randomBytes(12).toString('base64url'),
        now,
        now + options.maxLifetimeSeconds * 1000,
      );
    },
    resolve: async (token) => {
      const stored = await store.get(sessionKey(hashToken(token)));
      if (!stored) return null;
      const session = JSON.parse(stored) as TCallSession;
      if (session.expiresAt <= Date.now()) return null;
      if (await endedByAccount(session.accountId, session)) {
        await revokeSession(session.sessionId, session);
        return null;
      }
      return session;
    },
    refresh: async (refreshToken) => {
      const refreshHash = hashToken(refreshToken);
      const sessionId = await store.get(refreshKey(refreshHash));
      const replayedSessionId = await store.get(usedRefreshKey(refreshHash));
      if (replayedSessionId) {
        // A used refresh token comes back: someone holds a copy. The whole session ends, every token.
        await revokeSession(replayedSessionId);
        return null;
      }
      if (!sessionId) return null;
      const storedChain = await store.get(chainKey(sessionId));
      const chain = storedChain ? (JSON.parse(storedChain) as TSessionChain) : null;
      if (!chain || chain.refreshHash !== refreshHash || chain.endsAt <= Date.now()) return null;
      if (await endedByAccount(chain.accountId, { sessionId, createdAt: chain.createdAt })) {
        await revokeSession(sessionId);
        return null;
      }
      // Claiming is atomic across instances: of two uses of one token, exactly one refreshes.
      if (!(await store.setIfAbsent(usedRefreshKey(refreshHash), sessionId, chain.endsAt - Date.now()))) {
        await revokeSession(sessionId);
        return null;
      }
      await store.delete(refreshKey(refreshHash), sessionKey(chain.tokenHash));
      const account = { id: chain.accountId, loginName: chain.userName };
      const issued = await issue(account, sessionId, chain.createdAt, chain.endsAt);
      if (await store.get(revokedKey(sessionId))) {
        await revokeSession(sessionId, issued.session);
        return null;
      }
      return issued;
    },
    revoke: async (session) => {
      await revokeSession(session.sessionId, session);
    },
    revokeAccount: async (accountId, keep) => {
      const value = keep ? `${Date.now()}:${keep.sessionId}` : String(Date.now());
      await store.set(accountEndedKey(accountId), value, options.maxLifetimeSeconds * 1000);
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
  // Parses the Cookie header of every request (request.cookies) and writes reply.setCookie's.
  await app.register(fastifyCookie);
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

  // The task window's hand-off (a form POST, which carries no client header) compares the cookie's
  // account with its ticket's.
  app.decorate('sessionOfToken', (token: string) => options.service.resolve(token));
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
