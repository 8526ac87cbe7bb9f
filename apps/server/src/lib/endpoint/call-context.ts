import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TMenuAuthority } from '@supportal/contract';

/** A valid session of the caller, as the shared session store knows it. */
export type TCallSession = {
  sessionId: string;
  accountId: number;
  userName: string;
  /** Epoch milliseconds. */
  createdAt: number;
  expiresAt: number;
  /** Hash of the presented token: the key revoking this session removes. */
  tokenHash: string;
  refreshHash: string;
};

/** The logged-in account behind a session, as the access model sees it (resolved once per request). */
export type TCaller = {
  accountId: number;
  loginName: string;
  displayName: string;
  /** 'supplier' or 'staff'. */
  kind: string;
  corpCode: string;
  corpName: string;
  roles: readonly string[];
  /** The authorities granted by the account's roles (its menu), and their codes as permissions. */
  menuAuthorities: TMenuAuthority[];
  permissions: ReadonlySet<string>;
  /** Its password was issued by someone else: only 'anySession' calls answer until it is changed. */
  mustChangePassword: boolean;
};

/** What a handler knows of its caller; the same for HTTP calls and in-process (SSR) calls. */
export type TCallContext = {
  ip: string;
  /** The checked session (bearer header or browser cookie); null when absent, unknown, expired or revoked. */
  session: TCallSession | null;
  /** session !== null, for handlers that only care whether someone is logged in. */
  loggedIn: boolean;
  /** The account and its permissions; resolved for calls that need a session, null otherwise. */
  caller: TCaller | null;
  /** The upstream system calling the publishing API; resolved for its calls only. */
  apiClient?: TApiClientCaller | null;
  request?: FastifyRequest;
  /** Present for HTTP calls: login and logout set or clear the browser's session cookie on it. */
  reply?: FastifyReply;
};

/**
 * An upstream system presenting a valid API client credential (modules/api-clients). It acts through
 * its own account (author of its notices, starter of their processes), never a user's.
 */
export type TApiClientCaller = {
  clientId: number;
  keyId: string;
  name: string;
  /** The unit it publishes for (notices may name it or a unit below it). */
  orgCode: string;
  noticeTypes: readonly string[];
  publishDirectly: boolean;
  /** Its own account (kind 'apiClient', no password, no login): what the workflow records as actor. */
  accountId: number;
  displayName: string;
  corpName: string;
};

/** The session a request presents (decorated by plugins/session.ts). */
export type TSessionResolver = (
  request: FastifyRequest,
) => Promise<{ session: TCallSession | null; crossSite: boolean }>;
/** The enabled account behind a session with its permissions, or null (decorated by the identity module). */
export type TCallerResolver = (session: TCallSession) => Promise<TCaller | null>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only interfaces merge
  interface FastifyInstance {
    resolveSession: TSessionResolver;
    /** The live session of a token, or null (any method; callers check where the request came from). */
    sessionOfToken: (token: string) => Promise<TCallSession | null>;
    resolveCaller: TCallerResolver;
    /** The API client a publishing-API request authenticates as; throws 401 (or 429 over its rate). */
    resolveApiClient: (request: FastifyRequest) => Promise<TApiClientCaller>;
  }
}
