import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import {
  RESULT_STAT,
  SUCCESS_MESSAGE,
  ZErrorEnvelope,
  successEnvelope,
  needsApiClient,
  needsSession,
  requiredPermission,
  type TDownloadEndpoint,
  type TEndpoint,
  type TEndpointAccess,
  type TEndpointData,
  type TEndpointParsedInput,
  type TMenuAuthority,
  type TSuccessEnvelope,
  type TUploadEndpoint,
} from '@supportal/contract';
import { AppError } from './app-error.js';
import { sendCompressible } from './compressed-answer.js';

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

const CROSS_SITE_MESSAGE = '跨站请求已被拒绝，请从门户页面操作';
const ACCOUNT_UNAVAILABLE_MESSAGE = '账号不可用，请重新登录';
const API_CLIENT_MESSAGE = '此接口只接受接口客户端凭证';

/**
 * The access model, enforced for every call (HTTP and in-process alike): 'public' lets anyone in,
 * 'session' needs a live session of an enabled account (401), a permission also needs that
 * authority (403).
 */
export const authorize = (access: TEndpointAccess, context: TCallContext): void => {
  if (needsApiClient(access) && !context.apiClient) throw new AppError('unauthorized', API_CLIENT_MESSAGE);
  if (!needsSession(access)) return;
  if (!context.session) throw new AppError('unauthorized');
  if (!context.caller) throw new AppError('unauthorized', ACCOUNT_UNAVAILABLE_MESSAGE);
  const permission = requiredPermission(access);
  if (permission && !context.caller.permissions.has(permission)) throw new AppError('forbidden');
};

/** The caller of a request, resolved once: session, then (when the call needs it) account and permissions. */
export const callContextOf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  access: TEndpointAccess,
): Promise<TCallContext> => {
  // The publishing API: a client credential only; a user's session token is not one (401).
  if (needsApiClient(access))
    return {
      ip: request.ip,
      session: null,
      loggedIn: false,
      caller: null,
      apiClient: await app.resolveApiClient(request),
      request,
    };
  const { session, crossSite } = app.hasDecorator('resolveSession')
    ? await app.resolveSession(request)
    : { session: null, crossSite: false };
  // A cookie sent along with a write from another site: say so rather than 'please log in'.
  if (crossSite && needsSession(access)) throw new AppError('forbidden', CROSS_SITE_MESSAGE);
  const caller = session && needsSession(access) ? await app.resolveCaller(session) : null;
  const context: TCallContext = { ip: request.ip, session, loggedIn: session !== null, caller, request };
  authorize(access, context);
  return context;
};

export type TEndpointHandler<E extends TEndpoint> = (
  input: TEndpointParsedInput<E>,
  context: TCallContext,
) => Promise<TEndpointData<E>>;

export type TBoundEndpoint<E extends TEndpoint = TEndpoint> = { endpoint: E; handle: TEndpointHandler<E> };

export const bindEndpoint = <E extends TEndpoint>(
  endpoint: E,
  handle: TEndpointHandler<E>,
): TBoundEndpoint<E> => ({ endpoint, handle });

const errorResponses = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  429: ZErrorEnvelope,
  500: ZErrorEnvelope,
  503: ZErrorEnvelope,
};

const contexts = new WeakMap<FastifyRequest, TCallContext>();

/** Registers a contract endpoint as a Fastify route: schemas validate input and document it in OpenAPI. */
export const registerEndpoint = <E extends TEndpoint>(
  app: FastifyInstance,
  bound: TBoundEndpoint<E>,
): void => {
  const { endpoint, handle } = bound;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...securityOf(endpoint.access),
      ...(requiredPermission(endpoint.access)
        ? { description: `需要权限：${requiredPermission(endpoint.access)}` }
        : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response: { 200: successEnvelope(endpoint.data), ...errorResponses },
    },
    // Before the body is parsed and validated: a caller without a session learns nothing more than 401.
    // Public calls resolve their caller in the handler (one hook less on the busiest calls).
    ...sessionCheckFirst(app, endpoint.access),
    handler: async (request, reply) => {
      const context = contexts.get(request) ?? (await callContextOf(app, request, endpoint.access));
      const data = await handle({ body: request.body, query: request.query } as TEndpointParsedInput<E>, {
        ...context,
        reply,
      });
      const envelope = successEnvelopeOf(data);
      // The route's own serializer (checking the schema in tests), then compressed for clients that
      // accept it: lists are ~10 KB of JSON, and a cached answer is compressed only once.
      return sendCompressible(
        request,
        reply.type('application/json; charset=utf-8'),
        envelope,
        reply.serialize(envelope) as string,
      );
    },
  });
};

const envelopes = new WeakMap<object, TSuccessEnvelope<unknown>>();
/**
 * The success envelope of `data`; the same object for the same (cached) data, so the production
 * serializer can reuse its JSON text (see serializeOnce).
 */
const successEnvelopeOf = (data: unknown): TSuccessEnvelope<unknown> => {
  const envelope: TSuccessEnvelope<unknown> = {
    resultStat: RESULT_STAT.success,
    resultMsg: SUCCESS_MESSAGE,
    data,
  };
  if (typeof data !== 'object' || data === null) return envelope;
  const known = envelopes.get(data);
  if (known) return known;
  envelopes.set(data, envelope);
  return envelope;
};

const serializedJson = new WeakMap<object, string>();
/** JSON.stringify that remembers the text of objects it has seen (cached answers are sent again and again). */
export const serializeOnce = (payload: unknown): string => {
  if (typeof payload !== 'object' || payload === null) return JSON.stringify(payload);
  const known = serializedJson.get(payload);
  if (known !== undefined) return known;
  const json = JSON.stringify(payload);
  serializedJson.set(payload, json);
  return json;
};

/** Runs an endpoint in process (server-rendered pages): same validation, same handler, no HTTP hop. */
export const callEndpoint = async <E extends TEndpoint>(
  bound: TBoundEndpoint<E>,
  input: { body?: unknown; query?: unknown },
  context: TCallContext,
): Promise<TEndpointData<E>> => {
  authorize(bound.endpoint.access, context);
  const parse = (schema: z.ZodType | undefined, value: unknown) => {
    if (!schema) return undefined;
    const result = schema.safeParse(value ?? {});
    if (!result.success) throw new AppError('badRequest', result.error.issues[0]?.message);
    return result.data;
  };
  const parsed = {
    body: parse(bound.endpoint.body, input.body),
    query: parse(bound.endpoint.query, input.query),
  } as TEndpointParsedInput<E>;
  return bound.handle(parsed, context);
};

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

/**
 * Registers a call that answers with bytes (a file, a captcha image): the handler sends them; errors
 * still leave as the envelope through the central error handler. The query is validated like any call.
 */
export const registerDownloadEndpoint = <E extends TDownloadEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: { produces: string; errorStatuses: (400 | 401 | 403 | 404 | 429)[] },
  handle: (query: z.output<E['query']>, context: TCallContext, reply: FastifyReply) => Promise<FastifyReply>,
): void => {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...securityOf(endpoint.access),
      querystring: endpoint.query,
      produces: [options.produces],
      response: Object.fromEntries(options.errorStatuses.map((status) => [status, ZErrorEnvelope])),
    },
    ...sessionCheckFirst(app, endpoint.access),
    handler: async (request, reply) =>
      handle(
        request.query as z.output<E['query']>,
        contexts.get(request) ?? (await callContextOf(app, request, endpoint.access)),
        reply,
      ),
  });
};

/** What OpenAPI says a call needs: a session (bearer or cookie) or an API client credential. */
const securityOf = (access: TEndpointAccess): { security?: Record<string, string[]>[] } =>
  needsApiClient(access)
    ? { security: [{ apiClient: [] }] }
    : needsSession(access)
      ? { security: [{ session: [] }, { cookie: [] }] }
      : {};

/** For calls that need a session or a client credential: 401/403 before the query or body is looked at. */
const sessionCheckFirst = (app: FastifyInstance, access: TEndpointAccess) =>
  needsSession(access) || needsApiClient(access)
    ? {
        onRequest: async (request: FastifyRequest) => {
          contexts.set(request, await callContextOf(app, request, access));
        },
      }
    : {};

/**
 * Registers a call taking one file as multipart/form-data. The caller is checked before a byte of the
 * body is read; the handler streams the file itself (the scope registering it parses multipart) and
 * returns `data` for the success envelope.
 */
export const registerUploadEndpoint = <E extends TUploadEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handle: (
    query: z.output<E['query']>,
    context: TCallContext,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<z.output<E['data']>>,
): void => {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      consumes: ['multipart/form-data'],
      description: `文件放在 multipart 字段 ${endpoint.fileField} 中`,
      ...securityOf(endpoint.access),
      querystring: endpoint.query,
      response: { 200: successEnvelope(endpoint.data), ...errorResponses, 413: ZErrorEnvelope },
    },
    ...sessionCheckFirst(app, endpoint.access),
    handler: async (request, reply) => {
      const context = contexts.get(request) ?? (await callContextOf(app, request, endpoint.access));
      const data = await handle(request.query as z.output<E['query']>, { ...context, reply }, request, reply);
      return reply.type('application/json; charset=utf-8').send(successEnvelopeOf(data));
    },
  });
};
