import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_ANSWER_TTL_SECONDS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@supportal/contract';
import { AppError } from '../lib/app-error.js';
import type { TSessionStore } from './session-store.js';

/**
 * How long a key stays claimed by a request under way: longer than any call may run (statements stop
 * after 30 s), short enough that a key whose instance died mid-call frees itself.
 */
const CLAIM_TTL_MS = 120_000;
/** Larger answers are not kept (the key is released: a retry runs the call again). */
const MAX_STORED_BYTES = 256 * 1024;

const MESSAGES = {
  badKey: 'Idempotency-Key 格式有误：应为 1–255 个可见 ASCII 字符（建议使用 UUID）',
  otherBody: '该 Idempotency-Key 已用于内容不同的请求，请为新的提交生成新的 Idempotency-Key',
  underWay: '相同的请求正在处理，请稍后再试',
} as const;

type TClaim = { state: 'claimed'; fingerprint: string };
type TStoredAnswer = {
  state: 'answered';
  fingerprint: string;
  status: number;
  headers: Record<string, string>;
  /** Base64: compressed answers are bytes. */
  body: string;
};
type TEntry = TClaim | TStoredAnswer;

/** The answer headers a replay repeats: what the body means, nothing about the first exchange. */
const REPLAYED_HEADERS = ['content-type', 'content-encoding', 'vary'] as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Who a key belongs to: keys of different callers never meet. */
export type TIdempotencyScope = string;

/**
 * Idempotent POSTs (`Idempotency-Key`): the first request with a key claims it (atomically, in Redis
 * or the database through the shared store) and its answer is kept for 24 hours; a request with the
 * same key and body replays that answer (`Idempotent-Replayed: true`), one with another body is
 * refused (422), and one arriving while the first is under way gets 409 — the call never runs twice.
 * Only answers below 500 are kept; a 5xx or an answer setting cookies releases the key.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, options: { store: TSessionStore }) => {
  const { store } = options;
  const claims = new WeakMap<FastifyRequest, { storeKey: string; fingerprint: string }>();

  const read = async (storeKey: string): Promise<TEntry | null> => {
    const text = await store.get(storeKey);
    return text === null ? null : (JSON.parse(text) as TEntry);
  };

  /**
   * Called by a write once its caller is known. Answers true when it has answered already (a replay);
   * throws 400/409/422; answers false when the call should run (its answer is then kept).
   */
  const begin = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: TIdempotencyScope,
  ): Promise<boolean> => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined || request.method !== 'POST') return false;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new AppError('badRequest', MESSAGES.badKey);
    }
    const storeKey = `idempotency:${sha256(`${scope}\n${key}`)}`;
    const fingerprint = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
    const claim: TClaim = { state: 'claimed', fingerprint };
    // Twice: a kept answer may expire between the claim that failed and the read.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await store.setIfAbsent(storeKey, JSON.stringify(claim), CLAIM_TTL_MS)) {
        claims.set(request, { storeKey, fingerprint });
        return false;
      }
      const entry = await read(storeKey);
      if (!entry) continue;
      if (entry.fingerprint !== fingerprint) throw new AppError('unprocessable', MESSAGES.otherBody);
      if (entry.state === 'claimed') throw new AppError('conflict', MESSAGES.underWay, undefined, 1);
      reply.status(entry.status).headers(entry.headers).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      await reply.send(Buffer.from(entry.body, 'base64'));
      return true;
    }
    throw new AppError('conflict', MESSAGES.underWay, undefined, 1);
  };

  app.decorate('idempotentWrite', begin);

  // Kept before the answer leaves: a retry that follows the answer always finds it.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const keep =
      reply.statusCode < 500 &&
      !reply.hasHeader('set-cookie') &&
      Buffer.isBuffer(body) &&
      body.length <= MAX_STORED_BYTES;
    try {
      if (keep) {
        const headers = Object.fromEntries(
          REPLAYED_HEADERS.flatMap((name) => {
            const value = reply.getHeader(name);
            return value === undefined ? [] : [[name, String(value)]];
          }),
        );
        const answer: TStoredAnswer = {
          state: 'answered',
          fingerprint: claim.fingerprint,
          status: reply.statusCode,
          headers,
          body: body.toString('base64'),
        };
        await store.set(claim.storeKey, JSON.stringify(answer), IDEMPOTENCY_ANSWER_TTL_SECONDS * 1000);
      } else {
        await store.delete(claim.storeKey);
      }
    } catch (error) {
      // The answer still goes out; a retry then waits for the claim to lapse (409 meanwhile).
      request.log.warn({ err: error }, '保存幂等请求的应答失败');
    }
    return payload;
  });
});

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only interfaces merge
  interface FastifyInstance {
    /** See idempotencyPlugin: true when the request was answered (a replay), false when the write runs. */
    idempotentWrite: (
      request: FastifyRequest,
      reply: FastifyReply,
      scope: TIdempotencyScope,
    ) => Promise<boolean>;
  }
}
