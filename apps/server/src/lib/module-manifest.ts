import type { FastifyInstance } from 'fastify';
import type { TBacklog } from './backlog.js';
import type { TBoundEndpoint } from './endpoint/index.js';
import { startPeriodicTask, type TPeriodicTask } from './periodic-task.js';

/** What installing the modules gives the app. */
export type TInstalledModules<TContext> = {
  endpoints: TBoundEndpoint[];
  backlogs: TBacklog[];
  context: TContext;
  /** Every sweep stops taking work; resolves when their runs under way have ended (stop signal). */
  stopSweeps: () => Promise<void>;
};

/** What installing a module gives the app: its calls, its sweeps and what later modules may use. */
export type TModuleParts<TProvides> = {
  /** Contract endpoints; the app registers them (and server rendering calls them) once all are in. */
  endpoints?: readonly TBoundEndpoint[];
  /** Periodic tasks, named `<module>.<what>`; they start once every module is installed. */
  sweeps?: readonly TPeriodicTask[];
  /** Queues of background work, measured for metrics; named like sweeps. */
  backlogs?: readonly TBacklog[];
  /** Added to the shared context for the modules after this one (the notice writer, the engine…). */
  provides?: TProvides;
};

/**
 * One module as the app installs it. `install` reads what it needs from the shared context (the
 * database, platform services, options and what earlier modules provide), registers its own extra
 * routes and start-up work on `app` (downloads, feeds, uploads, decorations) and answers its parts.
 */
export type TModuleManifest<TNeeds, TProvides = Record<never, never>> = {
  /** The module's folder name: errors about the list name it. */
  name: string;
  install: (app: FastifyInstance, context: TNeeds) => Promise<TModuleParts<TProvides>>;
};

/**
 * Installs modules in the order given; answers their endpoints in the same order and the context with
 * everything the modules provided (for what the app registers after them). A module reading
 * something no earlier module provided, or providing what another already did, stops start-up with
 * both names: the list's order is the only thing that wires modules to each other.
 */
export const installModules = async <TContext extends object>(
  app: FastifyInstance,
  base: Partial<TContext>,
  manifests: readonly TModuleManifest<TContext, Partial<TContext>>[],
): Promise<TInstalledModules<TContext>> => {
  const provided = { ...base } as Record<string, unknown>;
  const endpoints: TBoundEndpoint[] = [];
  const backlogs: TBacklog[] = [];
  const sweeps = new Map<string, TPeriodicTask>();
  for (const manifest of manifests) {
    const context = new Proxy(provided, {
      get: (target, key) => {
        if (typeof key === 'string' && !(key in target))
          throw new Error(`模块 ${manifest.name} 需要 ${key}，但排在它前面的模块都没有提供`);
        return target[key as string];
      },
    }) as TContext;
    const parts = await manifest.install(app, context);
    for (const [key, value] of Object.entries(parts.provides ?? {})) {
      if (key in provided) throw new Error(`模块 ${manifest.name} 提供的 ${key} 已经有了`);
      provided[key] = value;
    }
    endpoints.push(...(parts.endpoints ?? []));
    backlogs.push(...(parts.backlogs ?? []));
    for (const sweep of parts.sweeps ?? []) {
      if (sweeps.has(sweep.name)) throw new Error(`定时任务 ${sweep.name} 重名（模块 ${manifest.name}）`);
      sweeps.set(sweep.name, sweep);
    }
  }
  const stops = [...sweeps.values()].map((sweep) => startPeriodicTask(app, sweep));
  return {
    endpoints,
    backlogs,
    context: provided as TContext,
    stopSweeps: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
};

/** A module whose only part is its calls. */
export const endpointModule = <TNeeds>(
  name: string,
  endpoints: (context: TNeeds) => readonly TBoundEndpoint[],
): TModuleManifest<TNeeds> => ({
  name,
  install: async (_app, context) => ({ endpoints: endpoints(context) }),
});
