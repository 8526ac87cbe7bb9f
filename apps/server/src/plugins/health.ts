import type { FastifyInstance } from 'fastify';
import { OUTAGE_RETRY_AFTER_SECONDS, withTimeout } from '../lib/outage.js';

/** One dependency readiness asks about; it rejects (or hangs) when the dependency is unusable. */
export type TReadinessCheck = { name: string; check: () => Promise<unknown> };

/** A probe waits no longer than this for one dependency: a hung database is as unready as a down one. */
export const READINESS_TIMEOUT_MS = 1_000;

/**
 * `/supportal/health` is liveness: the process answers (restart it when it does not).
 * `/supportal/ready` is readiness: every dependency answered within READINESS_TIMEOUT_MS (send it
 * traffic); 503 with Retry-After otherwise, and ready again by itself once they are back.
 */
export const registerHealthRoutes = (
  app: FastifyInstance,
  options: { databaseKind: string; checks: TReadinessCheck[] },
) => {
  app.get('/supportal/health', { schema: { hide: true } }, async () => ({
    status: 'ok',
    database: options.databaseKind,
  }));

  app.get('/supportal/ready', { schema: { hide: true } }, async (request, reply) => {
    const results = await Promise.all(
      options.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), READINESS_TIMEOUT_MS, `readiness ${name}`);
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ err: error, dependency: name }, 'not ready');
          return [name, 'unavailable'] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    if (!ready) reply.status(503).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    return {
      status: ready ? 'ready' : 'unavailable',
      database: options.databaseKind,
      checks: Object.fromEntries(results),
    };
  });
};
