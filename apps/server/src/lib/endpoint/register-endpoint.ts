import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import {
  ZErrorEnvelope,
  successEnvelope,
  needsApiClient,
  needsSession,
  requiredPermission,
  type TDownloadEndpoint,
  type TEndpoint,
  type TEndpointAccess,
  type TEndpointParsedInput,
  type TUploadEndpoint,
} from '@supportal/contract';
import { sendCompressible } from '../compressed-answer.js';
import type { TBoundEndpoint } from './bind-endpoint.js';
import type { TCallContext } from './call-context.js';
import { requestContextOf, sessionCheckFirst } from './request-context.js';
import { successEnvelopeOf } from './serialize.js';

const errorResponses = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
  429: ZErrorEnvelope,
  500: ZErrorEnvelope,
  503: ZErrorEnvelope,
};

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
      const context = await requestContextOf(app, request, endpoint.access);
      if (
        app.hasDecorator('idempotentWrite') &&
        (await app.idempotentWrite(request, reply, scopeOf(context)))
      )
        return reply;
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
        await requestContextOf(app, request, endpoint.access),
        reply,
      ),
  });
};

/** Whose Idempotency-Keys a call's is among: the API client's, the account's, or an anonymous address's. */
const scopeOf = (context: TCallContext) =>
  context.apiClient
    ? `client:${context.apiClient.keyId}`
    : context.session
      ? `account:${context.session.accountId}`
      : `address:${context.ip}`;

/** What OpenAPI says a call needs: a session (bearer or cookie) or an API client credential. */
const securityOf = (access: TEndpointAccess): { security?: Record<string, string[]>[] } =>
  needsApiClient(access)
    ? { security: [{ apiClient: [] }] }
    : needsSession(access)
      ? { security: [{ session: [] }, { cookie: [] }] }
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
      const context = await requestContextOf(app, request, endpoint.access);
      const data = await handle(request.query as z.output<E['query']>, { ...context, reply }, request, reply);
      return reply.type('application/json; charset=utf-8').send(successEnvelopeOf(data));
    },
  });
};
