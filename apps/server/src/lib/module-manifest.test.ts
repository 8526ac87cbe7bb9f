import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { TBoundEndpoint } from './endpoint/index.js';
import { installModules, type TModuleManifest } from './module-manifest.js';

type TContext = { db: string; writer: string; engine: string };
type TManifest = TModuleManifest<TContext, Partial<TContext>>;

/** A stand-in for a bound endpoint: only its path matters to the order. */
const endpoint = (path: string) => ({ endpoint: { path } }) as unknown as TBoundEndpoint;
const pathsOf = (endpoints: TBoundEndpoint[]) => endpoints.map((bound) => bound.endpoint.path);

const writerModule: TManifest = {
  name: 'notices',
  install: async (_app, { db }) => ({
    endpoints: [endpoint('/notices')],
    provides: { writer: `writer of ${db}` },
  }),
};
const engineModule: TManifest = {
  name: 'workflow',
  install: async (_app, { writer }) => ({
    endpoints: [endpoint('/workflow')],
    provides: { engine: `engine with ${writer}` },
  }),
};

describe('installing modules', () => {
  it('hands what a module provides to the ones after it and answers the endpoints in list order', async () => {
    const { endpoints, context } = await installModules<TContext>(Fastify(), { db: 'pg' }, [
      writerModule,
      engineModule,
    ]);
    expect(pathsOf(endpoints)).toEqual(['/notices', '/workflow']);
    expect(context.engine).toBe('engine with writer of pg');
  });

  it('stops with both names when a module reads what no earlier module provided, or provides it twice', async () => {
    await expect(
      installModules<TContext>(Fastify(), { db: 'pg' }, [engineModule, writerModule]),
    ).rejects.toThrow('模块 workflow 需要 writer');
    await expect(
      installModules<TContext>(Fastify(), { db: 'pg' }, [writerModule, { ...writerModule, name: 'copy' }]),
    ).rejects.toThrow('模块 copy 提供的 writer 已经有了');
  });

  it('starts the named sweeps once every module is in, and refuses two sweeps of one name', async () => {
    vi.useFakeTimers();
    try {
      const app = Fastify();
      const runs: string[] = [];
      const sweeping = (name: string): TManifest => ({
        name,
        install: async () => ({
          sweeps: [
            {
              name: `${name}.sweep`,
              everyMs: 60_000,
              firstAfterMs: 5,
              run: async () => runs.push(name),
              failure: 'failed',
            },
          ],
        }),
      });
      await installModules<TContext>(app, {}, [sweeping('notices'), sweeping('files')]);
      await vi.advanceTimersByTimeAsync(5);
      expect(runs).toEqual(['notices', 'files']);
      await app.close();
      await expect(
        installModules<TContext>(Fastify(), {}, [sweeping('notices'), sweeping('notices')]),
      ).rejects.toThrow('定时任务 notices.sweep 重名');
    } finally {
      vi.useRealTimers();
    }
  });
});
