import {
  approveWorkItem,
  cancelProcess,
  getWorkItem,
  isEditableProcessStatus,
  PROCESS_INST_STATUS,
  queryParamByProcessInstId,
  queryProcessTrace,
  queryWorkItemList,
  rejectWorkItem,
  remindProcess,
  REMIND_INTERVAL_MINUTES,
  returnWorkItem,
  transferWorkItem,
  withdrawProcess,
  WORK_ITEM_DECISIONS,
  type TAuditEventKind,
} from '@supportal/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { wfProcessDefinitions, wfProcessInstances } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { enforce } from '../../lib/policy-verdict.js';
import { bindEndpoint, type TCallContext, type TCaller } from '../../lib/endpoint/index.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import type { TWorkflowEngine } from './workflow-engine.js';
import { canActOn, mayViewProcess } from './work-item-policy.js';
import { takenPathOf } from './process-path.js';
import type { TTaskNotifications } from './task-notifications.js';
import {
  approvalRecordsOf,
  participationIn,
  queryWorkItems,
  stepMarksOf,
  stepMovesOf,
  workItemById,
} from './work-item-queries.js';

/** The caller of a guarded call (the access model has resolved it). */
export const actorOf = (context: TCallContext): TCaller => {
  if (!context.caller) throw new AppError('unauthorized');
  return context.caller;
};

/** Audit kinds of the decisions, by the contract's decision names. */
const DECISION_AUDIT = {
  approve: 'task-approve',
  reject: 'task-reject',
  return: 'task-return',
  transfer: 'task-transfer',
  withdraw: 'task-withdraw',
  cancel: 'task-cancel',
  remind: 'task-remind',
} as const satisfies Record<string, TAuditEventKind>;

/** Opinions are free text: the audit trail keeps their start, enough to tell decisions apart. */
const MAX_AUDITED_OPINION = 200;

export const workflowEndpoints = (
  db: TDatabase,
  engine: TWorkflowEngine,
  notifications: TTaskNotifications,
  audit: TAuditLog,
) => {
  /**
   * Runs a decision, then records it in the audit trail with the instance, its 工作名称, the step and
   * the opinion (提交 at the starter's step is its own kind). Only decisions that took effect are recorded.
   */
  const audited = async <T>(
    context: TCallContext,
    decision: keyof typeof DECISION_AUDIT,
    subject: { workItemId: number } | { instanceId: number },
    opinion: string,
    decide: () => Promise<T>,
  ): Promise<T> => {
    const item = 'workItemId' in subject ? await engine.itemById(db, subject.workItemId) : null;
    const result = await decide();
    const instance = await engine.findInstance(
      db,
      item?.instanceId ?? ('instanceId' in subject ? subject.instanceId : 0),
    );
    const starterStep =
      item !== null &&
      engine.isStarterStep(await engine.definitionById(db, instance.definitionId), item.activityDefId);
    await audit.record({
      event: decision === 'approve' && starterStep ? 'task-submit' : DECISION_AUDIT[decision],
      loginName: context.caller?.loginName ?? null,
      accountId: context.caller?.accountId ?? null,
      ip: context.ip,
      detail: {
        processInstID: instance.id,
        name: instance.name,
        ...(item ? { step: item.name } : {}),
        ...(opinion ? { opinion: opinion.slice(0, MAX_AUDITED_OPINION) } : {}),
      },
    });
    return result;
  };

  const instanceOf = async (instanceId: number) => {
    const [row] = await db
      .select({ instance: wfProcessInstances, definition: wfProcessDefinitions })
      .from(wfProcessInstances)
      .innerJoin(wfProcessDefinitions, eq(wfProcessDefinitions.id, wfProcessInstances.definitionId))
      .where(eq(wfProcessInstances.id, instanceId));
    if (!row) throw new AppError('notFound', `流程实例 ${instanceId} 不存在`);
    return row;
  };

  const requireParticipant = async (instanceId: number, caller: TCaller) => {
    const row = await instanceOf(instanceId);
    enforce(mayViewProcess(await participationIn(db, instanceId, caller), caller));
    return row;
  };

  /** When the instance may be reminded again: null when it may now (or never was). */
  const nextRemindAt = (lastRemindedAt: Date | null, now: number): Date | null => {
    if (lastRemindedAt === null) return null;
    const next = lastRemindedAt.getTime() + REMIND_INTERVAL_MINUTES * 60_000;
    return next > now ? new Date(next) : null;
  };

  return [
    bindEndpoint(queryWorkItemList, async ({ body }, context) =>
      queryWorkItems(db, actorOf(context), {
        queryType: body.queryType,
        beginIndex: body.pageCondQuery.beginIndex,
        length: body.pageCondQuery.length,
        includeHistory: body.includeHistory ?? true,
        filter: body,
      }),
    ),

    bindEndpoint(getWorkItem, async ({ body }, context) => {
      const caller = actorOf(context);
      const item = await engine.itemById(db, Number(body.workItemID));
      const { instance } = await requireParticipant(item.instanceId, caller);
      const workItem = await workItemById(db, item.id);
      if (!workItem) throw new AppError('notFound', `任务 ${body.workItemID} 不存在`);
      const definition = await engine.definitionById(db, instance.definitionId);
      const mine = canActOn(item, caller);
      const starterStep = engine.isStarterStep(definition, item.activityDefId);
      const step = definition.nodes.get(item.activityDefId);
      const returnTargets =
        mine && !starterStep && step?.kind === 'userTask'
          ? step.returnTo.map((id) => ({ activityDefID: id, name: definition.nodes.get(id)?.name ?? id }))
          : [];
      const open = await engine.openItemsOf(db, instance.id);
      const waitingForOthers =
        instance.endedAt === null && open.some((openItem) => !canActOn(openItem, caller));
      const remindAt = waitingForOthers ? nextRemindAt(instance.lastRemindedAt, Date.now()) : null;
      return {
        workItem,
        actions: {
          approve: mine,
          reject: mine && !starterStep,
          returnTargets,
          transferCandidates: mine
            ? (await engine.transferCandidates(db, item, caller)).map((account) => ({
                uid: String(account.id),
                name: account.displayName,
              }))
            : [],
          edit: mine && starterStep && isEditableProcessStatus(definition.module, instance.status),
          cancel: mine && starterStep,
          withdraw: (await engine.withdrawable(db, instance.id, caller)) !== null,
          remind: waitingForOthers && remindAt === null,
          remindAvailableAt: formatChinaTime(remindAt),
        },
      };
    }),

    bindEndpoint(approveWorkItem, async ({ body }, context) =>
      audited(context, 'approve', { workItemId: Number(body.workItemID) }, body.comment ?? '', () =>
        engine.approve(Number(body.workItemID), actorOf(context), body.comment ?? ''),
      ),
    ),
    bindEndpoint(rejectWorkItem, async ({ body }, context) =>
      audited(context, 'reject', { workItemId: Number(body.workItemID) }, body.comment, () =>
        engine.reject(Number(body.workItemID), actorOf(context), body.comment),
      ),
    ),
    bindEndpoint(returnWorkItem, async ({ body }, context) =>
      audited(context, 'return', { workItemId: Number(body.workItemID) }, body.comment, () =>
        engine.returnTo(Number(body.workItemID), body.activityDefID, actorOf(context), body.comment),
      ),
    ),
    bindEndpoint(transferWorkItem, async ({ body }, context) =>
      audited(context, 'transfer', { workItemId: Number(body.workItemID) }, body.comment ?? '', () =>
        engine.transfer(Number(body.workItemID), Number(body.toUid), actorOf(context), body.comment ?? ''),
      ),
    ),
    bindEndpoint(withdrawProcess, async ({ body }, context) =>
      audited(context, 'withdraw', { instanceId: Number(body.processInstID) }, body.comment ?? '', () =>
        engine.withdraw(Number(body.processInstID), actorOf(context), body.comment ?? ''),
      ),
    ),
    bindEndpoint(cancelProcess, async ({ body }, context) =>
      audited(context, 'cancel', { workItemId: Number(body.workItemID) }, body.comment, () =>
        engine.cancel(Number(body.workItemID), actorOf(context), body.comment),
      ),
    ),

    bindEndpoint(remindProcess, async ({ body }, context) => {
      const caller = actorOf(context);
      const instanceId = Number(body.processInstID);
      await requireParticipant(instanceId, caller);
      return audited(context, 'remind', { instanceId }, body.comment ?? '', () =>
        engine.inTransaction(async (tx, later) => {
          const instance = await engine.lockInstance(tx, instanceId);
          if (instance.endedAt) throw new AppError('conflict', '流程已结束，无需催办');
          const open = await engine.openItemsOf(tx, instanceId);
          const others = open.filter((item) => !canActOn(item, caller));
          if (others.length === 0) throw new AppError('conflict', '当前没有等待他人办理的任务');
          const [reminded] = await tx
            .update(wfProcessInstances)
            .set({ lastRemindedAt: new Date() })
            .where(
              and(
                eq(wfProcessInstances.id, instanceId),
                or(
                  isNull(wfProcessInstances.lastRemindedAt),
                  lt(
                    wfProcessInstances.lastRemindedAt,
                    sql`now() - make_interval(mins => ${REMIND_INTERVAL_MINUTES})`,
                  ),
                ),
              ),
            )
            .returning({ id: wfProcessInstances.id });
          if (!reminded) {
            const next = nextRemindAt(instance.lastRemindedAt, Date.now());
            throw new AppError(
              'tooManyRequests',
              next ? `已催办过，可于${formatChinaTime(next)}再次催办` : '刚刚已催办过，请稍后再试',
              undefined,
              next ? Math.max(1, Math.ceil((next.getTime() - Date.now()) / 1000)) : 60,
            );
          }
          for (const item of others)
            await engine.recordEvent(
              tx,
              instanceId,
              WORK_ITEM_DECISIONS.remind,
              caller,
              item,
              body.comment ?? '',
            );
          later.push(() =>
            notifications.remind(others, instance.name, caller.displayName, body.comment ?? ''),
          );
          const remindAvailableAt = new Date(Date.now() + REMIND_INTERVAL_MINUTES * 60_000);
          return {
            ...(await engine.position(tx, instanceId)),
            remindAvailableAt: formatChinaTime(remindAvailableAt) ?? '',
          };
        }),
      );
    }),

    bindEndpoint(queryProcessTrace, async ({ body }, context) => {
      const instanceId = Number(body.processInstID);
      const { instance, definition } = await requireParticipant(instanceId, actorOf(context));
      const [records, marks, history, parsed] = await Promise.all([
        approvalRecordsOf(db, instanceId),
        stepMarksOf(db, instanceId),
        stepMovesOf(db, instanceId),
        engine.definitionById(db, definition.id),
      ]);
      // The path taken: the start, the flows and gateways between the steps, the end once completed.
      const path = takenPathOf(
        parsed,
        history.moves,
        instance.status === PROCESS_INST_STATUS.completed ? history.lastDecided : null,
      );
      return {
        processInstID: String(instanceId),
        processDefName: definition.defKey,
        processDefVersion: definition.version,
        // Drawn from the parsed definition: its labels are placed by today's layout, whenever it was deployed.
        bpmnXml: parsed.diagramXml,
        doneActivityIDs: [parsed.startEventId, ...marks.done, ...path.gatewayIds, ...path.endIds],
        currentActivityIDs: marks.current,
        doneFlowIDs: path.flowIds,
        records,
      };
    }),

    bindEndpoint(queryParamByProcessInstId, async ({ body }, context) => {
      const caller = actorOf(context);
      const instanceId = Number(body.processInstId);
      const { instance, definition } = await requireParticipant(instanceId, caller);
      if (body.processDefName && body.processDefName !== definition.defKey)
        throw new AppError('badRequest', `processDefName 与流程实例不符（应为 ${definition.defKey}）`);
      const parsed = await engine.definitionById(db, definition.id);
      if (body.activityDefID && parsed.nodes.get(body.activityDefID)?.kind !== 'userTask')
        throw new AppError('badRequest', `activityDefID ${body.activityDefID} 不是该流程的环节`);
      const open = await engine.openItemsOf(db, instanceId);
      const editing = open.some(
        (item) => canActOn(item, caller) && engine.isStarterStep(parsed, item.activityDefId),
      );
      return {
        processInstID: String(instanceId),
        processDefName: definition.defKey,
        processInstName: instance.name,
        processInstStatus: instance.status,
        module: definition.module,
        categoryCode: definition.category,
        editable:
          body.finishFlag !== '1' && editing && isEditableProcessStatus(definition.module, instance.status),
        bizObject: await engine.moduleOf(definition.module).load(db, instance.businessId, caller.accountId),
      };
    }),
  ];
};
