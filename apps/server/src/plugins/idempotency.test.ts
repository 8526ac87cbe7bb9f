import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { envelopePlugin } from './envelope.js';
import { idempotencyPlugin } from './idempotency.js';
import type { TSessionStore } from './session-store.js';

/** The part of the shared store idempotency uses, in memory (lifetimes do not matter here). */
const memoryStore = () => {
  const values = new Map<string, string>();
  return {
    get: async (key: string) => values.get(key) ?? null,
    set: async (key: string, value: string) => void values.set(key, value),
    setIfAbsent: async (key: string, value: string) => {
      if (values.has(key)) return false;
      values.set(key, value);
      return true;
    },
    delete: async (...keys: string[]) => keys.forEach((key) => values.delete(key)),
  } as unknown as TSessionStore;
};

/** A write that answers what `answers` says next, counting its runs. */
const buildApp = async (answers: { status: number; cookie?: boolean }[]) => {
  const app = Fastify();
  await app.register(envelopePlugin);
  await app.register(idempotencyPlugin, { store: memoryStore() });
  let runs = 0;
  app.post('/write', async (request, reply) => {
    if (await app.idempotentWrite(request, reply, 'account:1')) return reply;
    const answer = answers[runs] ?? { status: 200 };
    runs += 1;
    if (answer.cookie) reply.header('set-cookie', 'session=secret');
    return reply.status(answer.status).send({ resultStat: '000', data: runs });
  });
  const post = () =>
    app.inject({ method: 'POST', url: '/write', headers: { 'idempotency-key': 'k-1' }, payload: { a: 1 } });
  return { post, runs: () => runs };
};

describe('idempotency plugin', () => {
  it('never keeps a 5xx: the retry runs the write again', async () => {
    const { post, runs } = await buildApp([{ status: 503 }, { status: 200 }]);
    expect((await post()).statusCode).toBe(503);
    const retry = await post();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(runs()).toBe(2);
    expect((await post()).headers['idempotent-replayed']).toBe('true');
    expect(runs()).toBe(2);
  });

  it('never keeps an answer that sets a cookie (a session is not replayed to anyone)', async () => {
    const { post, runs } = await buildApp([{ status: 200, cookie: true }]);
    await post();
    const again = await post();
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(runs()).toBe(2);
  });
});
