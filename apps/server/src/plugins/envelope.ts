import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  RESULT_STAT,
  type TErrorCode,
  type TErrorEnvelope,
  type TFieldError,
} from '@supportal/contract';
import { AppError, BusinessReminder } from '../lib/app-error.js';
import { DISK_FULL_MESSAGE, DISK_FULL_RETRY_AFTER_SECONDS, isDiskFull } from '../lib/disk-full.js';
import { isOutage, OUTAGE_RETRY_AFTER_SECONDS } from '../lib/outage.js';

export const API_ROOT = '/supportal';

const REQUEST_PART_LABELS: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
};

export const errorEnvelope = (
  code: TErrorCode,
  message?: string,
  errors?: TFieldError[],
  retryAfter?: number,
): TErrorEnvelope => ({
  resultStat: ERROR_CODES[code].resultStat,
  resultMsg: message ?? ERROR_CODES[code].message,
  data: null,
  ...(errors && errors.length > 0 ? { errors } : {}),
  ...(retryAfter === undefined ? {} : { retryAfter }),
});

export const sendError = (
  reply: FastifyReply,
  code: TErrorCode,
  message?: string,
  errors?: TFieldError[],
  retryAfterSeconds?: number,
) => {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply
    .status(ERROR_CODES[code].httpStatus)
    .send(errorEnvelope(code, message, errors, retryAfterSeconds));
};

/** Fastify's own client-error codes, mapped to the envelope with a clear Chinese message. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: TErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'badRequest', message: '请求体不是合法的 JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'badRequest', message: '请求体为空，应为 JSON 对象' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'badRequest', message: '请求长度与内容不符' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payloadTooLarge', message: ERROR_CODES.payloadTooLarge.message },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupportedMediaType',
    message: '不支持的请求内容类型，请使用 application/json',
  },
  FST_ERR_CTP_INVALID_TYPE: { code: 'badRequest', message: '请求内容类型有误' },
};

export const isApiRequest = (request: FastifyRequest) => request.url.startsWith(`${API_ROOT}/`);

export const sendApiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(reply, 'notFound', `接口不存在：${request.method} ${request.url.split('?')[0]}`);

/**
 * One place decides how every failure leaves the server: client mistakes get 4xx with the envelope and
 * a readable message, business reminders get '999', an unreachable database or Redis gets 503 with
 * Retry-After (it passes by itself), a full disk 503 saying so, faults get 500 without internal detail.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A failure before the body was read (an upload cut short by a refusal or a full disk) leaves the
    // rest of it on the connection: close it after the answer, or the next request there waits behind it.
    if (!request.raw.complete) reply.header('connection', 'close');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = REQUEST_PART_LABELS[error.validationContext ?? ''] ?? '请求参数';
      const fieldErrors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? '格式不正确',
      }));
      const first = fieldErrors[0];
      const message = first
        ? `${part}有误：${first.path ? `${first.path} ` : ''}${first.message}`
        : ERROR_CODES.badRequest.message;
      return sendError(reply, 'badRequest', message, fieldErrors);
    }
    if (error instanceof AppError) {
      return sendError(reply, error.code, error.message, error.fieldErrors, error.retryAfterSeconds);
    }
    if (error instanceof BusinessReminder) {
      // HTTP 200 like the old server, but not the call's success schema: sent as it is.
      return reply
        .status(200)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send({ resultStat: RESULT_STAT.reminder, resultMsg: error.message, data: null });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known.code, known.message);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, error.statusCode === 429 ? 'tooManyRequests' : 'badRequest');
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full');
      return sendError(reply, 'unavailable', DISK_FULL_MESSAGE, undefined, DISK_FULL_RETRY_AFTER_SECONDS);
    }
    if (isOutage(error)) {
      request.log.warn({ err: error }, 'backing service unavailable');
      return sendError(reply, 'unavailable', undefined, undefined, OUTAGE_RETRY_AFTER_SECONDS);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 'internal');
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request)) return sendApiNotFound(request, reply);
    return sendError(reply, 'notFound');
  });
});
