import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint, TCaller } from '../../lib/endpoint/index.js';
import { startPeriodicTask } from '../../lib/periodic-task.js';
import type { TNotifier } from '../../plugins/notifier.js';
import type { TLoginService, TVerificationCodes } from '../auth/index.js';
import type { TNoticeWriter } from '../notices/index.js';
import { demandCollectionEndpoints, demandCollectionModule } from './business/demand-collection.js';
import { negativeBehaviourEndpoints, negativeBehaviourModule } from './business/negative-behaviour.js';
import { supplierInfoChangeEndpoints, supplierInfoChangeModule } from './business/supplier-info-change.js';
import {
  noticePublicationEndpoints,
  noticePublicationModule,
  publishDueNotices,
} from './business/notice-publication.js';
import { createTaskNotifications, sweepOverdueItems } from './task-notifications.js';
import { registerTaskWindowHandOff } from './task-window.js';
import { workflowEndpoints } from './workflow-endpoints.js';
import { createWorkflowEngine, type TWorkflowEngine } from './workflow-engine.js';

/** How often each server looks for overdue work items (several servers may sweep at once). */
export const DEFAULT_OVERDUE_SWEEP_MS = 60_000;
/**
 * How often each server publishes approved notices whose time has come: a notice appears within this
 * long of its publish time (the query is one index probe).
 */
export const DEFAULT_NOTICE_PUBLISH_SWEEP_MS = 2_000;

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
    codes: TVerificationCodes;
    /** Refuses a file that is not the caller's own unattached upload (certificate scans). */
    checkUpload: (caller: TCaller, fileId: number, path: string) => Promise<void>;
    /** 0 turns the sweep off (tests run it themselves). */
    overdueSweepMs?: number;
    /** Milliseconds between looks for approved notices whose publish time has come; 0 turns it off. */
    noticePublishSweepMs?: number;
  },
) => {
  const notifications = createTaskNotifications(db, options.notifier, app.log);
  const engine: TWorkflowEngine = createWorkflowEngine(db, [
    negativeBehaviourModule(options.noticeWriter),
    demandCollectionModule,
    supplierInfoChangeModule(() => engine),
    noticePublicationModule(options.noticeWriter),
  ]);
  await engine.deployShipped();
  await registerTaskWindowHandOff(app, options.login);

  startPeriodicTask(app, {
    everyMs: options.overdueSweepMs ?? DEFAULT_OVERDUE_SWEEP_MS,
    run: () => sweepOverdueItems(db, notifications),
    failure: '超时任务提醒失败，稍后重试',
  });
  startPeriodicTask(app, {
    everyMs: options.noticePublishSweepMs ?? DEFAULT_NOTICE_PUBLISH_SWEEP_MS,
    run: () => publishDueNotices(db, options.noticeWriter),
    failure: '定时发布公告失败，稍后重试',
  });

  const endpoints = [
    ...workflowEndpoints(db, engine, notifications),
    ...negativeBehaviourEndpoints(db, engine),
    ...demandCollectionEndpoints(engine),
    ...supplierInfoChangeEndpoints(db, engine, options),
    ...noticePublicationEndpoints(db, engine),
  ] as TBoundEndpoint[];
  return {
    engine,
    notifications,
    endpoints,
    sweepOverdue: () => sweepOverdueItems(db, notifications),
    publishDueNotices: () => publishDueNotices(db, options.noticeWriter),
  };
};
