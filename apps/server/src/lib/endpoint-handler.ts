import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import {
  RESULT_STAT,
  SUCCESS_MESSAGE,
  ZErrorEnvelope,
  successEnvelope,
  type TDownloadEndpoint,
  type TEndpoint,
  type TEndpointAccess,
  type TEndpointData,
  type TEndpointParsedInput,
  type TSuccessEnvelope,
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

/** What a handler knows of its caller; the same for HTTP calls and in-process (SSR) calls. */
export type TCallContext = {
  ip: string;
  /** The checked session of the Authorization header; null when absent, unknown, expired or revoked. */
  session: TCallSession | null;
  /** session !== null, for handlers that only care whether someone is logged in. */
  loggedIn: boolean;
  request?: FastifyRequest;
};

/** Looks the Authorization header up in the session store (decorated by plugins/session.ts). */
export type TSessionResolver = (request: FastifyRequest) => Promise<TCallSession | null>;

/** The context of an HTTP call; 'session' endpoints refuse callers without a valid session (401). */
export const callContextOf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  access: TEndpointAccess,
): Promise<TCallContext> => {
  const session = app.hasDecorator('resolveSession') ? await app.resolveSession(request) : null;
  if (access === 'session' && !session) throw new AppError('unauthorized');
  return { ip: request.ip, session, loggedIn: session !== null, request };
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
      ...(endpoint.access === 'session' ? { security: [{ session: [] }] } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response: { 200: successEnvelope(endpoint.data), ...errorResponses },
    },
    // Before the body is parsed and validated: a caller without a session learns nothing more than 401.
    // Public calls resolve their caller in the handler (one hook less on the busiest calls).
    ...(endpoint.access === 'session'
      ? {
          onRequest: async (request: FastifyRequest) => {
            contexts.set(request, await callContextOf(app, request, endpoint.access));
          },
        }
      : {}),
    handler: async (request, reply) => {
      const context = contexts.get(request) ?? (await callContextOf(app, request, endpoint.access));
      const data = await handle(
        { body: request.body, query: request.query } as TEndpointParsedInput<E>,
        context,
      );
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
  if (bound.endpoint.access === 'session' && !context.session) throw new AppError('unauthorized');
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
  }
}

/**
 * Registers a call that answers with bytes (a file, a captcha image): the handler sends them; errors
 * still leave as the envelope through the central error handler. The query is validated like any call.
 */
export const registerDownloadEndpoint = <E extends TDownloadEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: { produces: string; errorStatuses: (400 | 401 | 404 | 429)[] },
  handle: (query: z.output<E['query']>, context: TCallContext, reply: FastifyReply) => Promise<FastifyReply>,
): void => {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      querystring: endpoint.query,
      produces: [options.produces],
      response: Object.fromEntries(options.errorStatuses.map((status) => [status, ZErrorEnvelope])),
    },
    handler: async (request, reply) =>
      handle(
        request.query as z.output<E['query']>,
        await callContextOf(app, request, endpoint.access),
        reply,
      ),
  });
};
