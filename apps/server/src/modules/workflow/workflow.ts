import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import type { TNotifier } from '../../plugins/notifier.js';
import type { TLoginService } from '../auth/index.js';
import {
  createTaskNotifications,
  overdueBacklogs,
  sweepOverdueItems,
  type TTaskNotifications,
} from './task-notifications.js';
import { registerTaskWindowHandOff } from './task-window.js';
import { workflowEndpoints } from './workflow-endpoints.js';
import { createWorkflowEngine, type TBusinessModule, type TWorkflowEngine } from './workflow-engine.js';

/** How often each server looks for overdue work items (several servers may sweep at once). */
export const DEFAULT_OVERDUE_SWEEP_MS = 60_000;

/**
 * A business process that runs on the engine (black-listing, demand collection, supplier change
 * requests, notice publication): it lives in a module of its own and registers here.
 */
export type TWorkflowBusiness = {
  /** Its hooks into the engine; `engine` is for hooks that start or read other processes. */
  module: (engine: () => TWorkflowEngine) => TBusinessModule;
  /** Its calls, which start and act on its processes through the engine. */
  endpoints: (engine: TWorkflowEngine) => TBoundEndpoint[];
};

type TWorkflowNeeds = {
  db: TDatabase;
  platform: { notifier: TNotifier; audit: TAuditLog };
  login: TLoginService;
  options: {
    /** Milliseconds between sweeps for overdue work items; 0 turns the sweep off (tests run it themselves). */
    overdueSweepMs?: number | undefined;
  };
};

/** Each business is built from the shared context, as modules are. */
type TWorkflowBusinessFactory<TNeeds> = (context: TNeeds) => TWorkflowBusiness;

/**
 * The approval workflow: the engine with the businesses that register with it, the shipped BPMN
 * definitions deployed, the task window's hand-off and the overdue sweep; its calls and the
 * businesses' calls are its endpoints, and later modules get the engine.
 */
export const workflowModule = <TNeeds extends object>(
  businesses: readonly TWorkflowBusinessFactory<TNeeds>[],
): TModuleManifest<TNeeds & TWorkflowNeeds, { workflowEngine: TWorkflowEngine }> => ({
  name: 'workflow',
  install: async (app, context) => {
    const { db, platform, login, options } = context;
    const registered = businesses.map((business) => business(context));
    const notifications = createTaskNotifications(db, platform.notifier, app.log);
    const engine: TWorkflowEngine = createWorkflowEngine(
      db,
      registered.map((business) => business.module(() => engine)),
    );
    await engine.deployShipped();
    await registerTaskWindowHandOff(app, login);
    const sweepOverdue = () => sweepOverdueItems(db, notifications);
    const endpoints = [
      ...workflowEndpoints(db, engine, notifications, platform.audit),
      ...registered.flatMap((business) => business.endpoints(engine)),
    ] as TBoundEndpoint[];
    app.decorate('workflow', { engine, notifications, endpoints, sweepOverdue });
    return {
      endpoints,
      sweeps: [
        {
          name: 'workflow.overdue',
          everyMs: options.overdueSweepMs ?? DEFAULT_OVERDUE_SWEEP_MS,
          run: sweepOverdue,
          failure: '超时任务提醒失败，稍后重试',
        },
      ],
      backlogs: overdueBacklogs(db),
      provides: { workflowEngine: engine },
    };
  },
});

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only interfaces merge
  interface FastifyInstance {
    /** The approval workflow's engine and its overdue sweep (tests and benchmarks drive them). */
    workflow: {
      engine: TWorkflowEngine;
      notifications: TTaskNotifications;
      endpoints: TBoundEndpoint[];
      sweepOverdue: () => ReturnType<typeof sweepOverdueItems>;
    };
  }
}
