import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint-handler.js';
import type { TNotifier } from '../../plugins/notifier.js';
import type { TLoginService } from '../auth/login-service.js';
import type { TNoticeWriter } from '../notices/notice-writer.js';
import { demandCollectionEndpoints, demandCollectionModule } from './business/demand-collection.js';
import { negativeBehaviourEndpoints, negativeBehaviourModule } from './business/negative-behaviour.js';
import { createTaskNotifications, sweepOverdueItems } from './task-notifications.js';
import { registerTaskWindowHandOff } from './task-window.js';
import { workflowEndpoints } from './workflow-endpoints.js';
import { createWorkflowEngine } from './workflow-engine.js';

/** How often each server looks for overdue work items (several servers may sweep at once). */
export const DEFAULT_OVERDUE_SWEEP_MS = 60_000;

/**
 * The approval workflow: deploys the shipped BPMN definitions, registers the task window's hand-off
 * and sweeps overdue items; returns the workflow and business calls for the app to register.
 */
export const registerWorkflow = async (
  app: FastifyInstance,
  db: TDatabase,
  options: {
    notifier: TNotifier;
    login: TLoginService;
    noticeWriter: TNoticeWriter;
    /** 0 turns the sweep off (tests run it themselves). */
    overdueSweepMs?: number;
  },
) => {
  const notifications = createTaskNotifications(db, options.notifier, app.log);
  const engine = createWorkflowEngine(db, [
    negativeBehaviourModule(options.noticeWriter),
    demandCollectionModule,
  ]);
  await engine.deployShipped();
  await registerTaskWindowHandOff(app, options.login);

  const sweepMs = options.overdueSweepMs ?? DEFAULT_OVERDUE_SWEEP_MS;
  if (sweepMs > 0) {
    const timer = setInterval(() => {
      sweepOverdueItems(db, notifications).catch((error: Error) =>
        app.log.warn({ err: error }, '超时任务提醒失败，稍后重试'),
      );
    }, sweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  const endpoints = [
    ...workflowEndpoints(db, engine, notifications),
    ...negativeBehaviourEndpoints(db, engine),
    ...demandCollectionEndpoints(engine),
  ] as TBoundEndpoint[];
  return { engine, notifications, endpoints, sweepOverdue: () => sweepOverdueItems(db, notifications) };
};
