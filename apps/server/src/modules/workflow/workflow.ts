import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import { startPeriodicTask } from '../../lib/periodic-task.js';
import type { TNotifier } from '../../plugins/notifier.js';
import type { TLoginService } from '../auth/index.js';
import { createTaskNotifications, sweepOverdueItems } from './task-notifications.js';
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

/**
 * The approval workflow: the engine with the businesses that register with it, the shipped BPMN
 * definitions deployed, the task window's hand-off and the overdue sweep; returns the workflow's and
 * the businesses' calls for the app to register.
 */
export const registerWorkflow = async (
  app: FastifyInstance,
  db: TDatabase,
  options: {
    notifier: TNotifier;
    login: TLoginService;
    businesses: readonly TWorkflowBusiness[];
    /** 0 turns the sweep off (tests run it themselves). */
    overdueSweepMs?: number;
  },
) => {
  const notifications = createTaskNotifications(db, options.notifier, app.log);
  const engine: TWorkflowEngine = createWorkflowEngine(
    db,
    options.businesses.map((business) => business.module(() => engine)),
  );
  await engine.deployShipped();
  await registerTaskWindowHandOff(app, options.login);

  startPeriodicTask(app, {
    everyMs: options.overdueSweepMs ?? DEFAULT_OVERDUE_SWEEP_MS,
    run: () => sweepOverdueItems(db, notifications),
    failure: '超时任务提醒失败，稍后重试',
  });

  const endpoints = [
    ...workflowEndpoints(db, engine, notifications),
    ...options.businesses.flatMap((business) => business.endpoints(engine)),
  ] as TBoundEndpoint[];
  return {
    engine,
    notifications,
    endpoints,
    sweepOverdue: () => sweepOverdueItems(db, notifications),
  };
};
