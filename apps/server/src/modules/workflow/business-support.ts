import {
  isEditableProcessStatus,
  PROCESS_INST_STATUS,
  WORK_ITEM_DECISIONS,
  type TProcessModule,
  type TWorkItemDecision,
} from '@supportal/contract';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import {
  orgs,
  wfEvents,
  wfProcessDefinitions,
  wfProcessInstances,
  wfWorkItems,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { enforce } from '../../lib/policy-verdict.js';
import type { TCaller } from '../../lib/endpoint/index.js';
import { mayActOn } from './work-item-policy.js';
import { type TLockedInstanceRow, type TTransaction, type TWorkflowEngine } from './workflow-engine.js';

/** The purchasing unit a staff member acts for; business objects belong to it. */
export const starterUnitOf = async (tx: TTransaction, caller: TCaller) => {
  const [unit] = await tx.select().from(orgs).where(eq(orgs.code, caller.corpCode));
  if (!unit) throw new AppError('forbidden', '只有采购单位的人员可以发起此流程');
  return unit;
};

/**
 * The single process instance of a business record (its id and status); `label` names the record in
 * the error when it has none.
 */
export const businessInstanceOf = async (
  reader: TDatabase | TTransaction,
  module: TProcessModule,
  businessId: number,
  label: string,
) => {
  const [row] = await reader
    .select({ id: wfProcessInstances.id, status: wfProcessInstances.status })
    .from(wfProcessInstances)
    .innerJoin(wfProcessDefinitions, eq(wfProcessDefinitions.id, wfProcessInstances.definitionId))
    .where(and(eq(wfProcessInstances.businessId, businessId), eq(wfProcessDefinitions.module, module)));
  if (!row) throw new Error(`${label} ${businessId} 没有流程实例`);
  return row;
};

/** What the create and update calls answer: the record, where its process stands, the edit task if open. */
export const startedBusinessObject = async (
  tx: TTransaction,
  engine: TWorkflowEngine,
  businessId: number,
  started: { instanceId: number; editItemId: number | null },
) => ({
  id: String(businessId),
  workItemID: started.editItemId === null ? null : String(started.editItemId),
  ...(await engine.position(tx, started.instanceId)),
});

/**
 * Create mode: writes a business object for the caller's unit and starts its process on it (submitted
 * too when `submit`), in one transaction; answers what the create and update calls answer.
 */
export const createAndStart = (
  engine: TWorkflowEngine,
  caller: TCaller,
  processKey: string,
  submit: boolean,
  write: (
    tx: TTransaction,
    unit: Awaited<ReturnType<typeof starterUnitOf>>,
  ) => Promise<{ businessId: number; name: string; variables: Record<string, string | number> }>,
) =>
  engine.inTransaction(async (tx, later) => {
    const unit = await starterUnitOf(tx, caller);
    const { businessId, name, variables } = await write(tx, unit);
    const started = await engine.start(tx, later, {
      processKey,
      businessId,
      orgCode: unit.code,
      name,
      variables,
      starter: caller,
      submit,
    });
    return startedBusinessObject(tx, engine, businessId, started);
  });

/**
 * Edit mode: the starter changes the business object at the starter's open step (status 1, or 11 for
 * demand collection), then optionally resubmits, all in one transaction.
 */
export const updateAtEditStep = (
  engine: TWorkflowEngine,
  workItemId: number,
  caller: TCaller,
  module: string,
  submit: boolean,
  update: (
    tx: TTransaction,
    instance: TLockedInstanceRow,
  ) => Promise<{ name: string; variables?: Record<string, string | number> }>,
) =>
  engine.inTransaction(async (tx, later) => {
    const item = await engine.itemById(tx, workItemId);
    const instance = await engine.lockInstance(tx, item.instanceId);
    if (instance.definitionModule !== module) throw new AppError('badRequest', '该任务不属于此业务');
    const definition = await engine.definitionById(tx, instance.definitionId);
    if (item.state !== 'open') throw new AppError('conflict', '该任务已被处理或撤回，请刷新');
    enforce(mayActOn(item, caller));
    if (
      !engine.isStarterStep(definition, item.activityDefId) ||
      !isEditableProcessStatus(module, instance.status)
    )
      throw new AppError('conflict', '流程不在编辑状态，不能修改');
    const changed = await update(tx, instance);
    await tx
      .update(wfProcessInstances)
      .set({ name: changed.name, ...(changed.variables ? { variables: changed.variables } : {}) })
      .where(eq(wfProcessInstances.id, instance.id));
    if (submit) await engine.submitInTransaction(tx, later, item.id, caller, '');
    return startedBusinessObject(tx, engine, instance.businessId, {
      instanceId: instance.id,
      editItemId: submit ? null : item.id,
    });
  });

/** A business object's own status names for where its process stands. */
export type TBusinessStatuses = {
  editing: string;
  running: string;
  completed: string;
  rejected: string;
  cancelled: string;
};

/**
 * The business status that follows a process status: editing at the starter's step (1 or 11), running,
 * completed, or — when terminated — cancelled by its starter or rejected by a reviewer.
 */
export const businessStatusOf = (
  statuses: TBusinessStatuses,
  processInstStatus: number,
  cause: TWorkItemDecision,
): string | undefined => {
  switch (processInstStatus) {
    case PROCESS_INST_STATUS.editing:
    case PROCESS_INST_STATUS.returned:
      return statuses.editing;
    case PROCESS_INST_STATUS.running:
      return statuses.running;
    case PROCESS_INST_STATUS.completed:
      return statuses.completed;
    case PROCESS_INST_STATUS.terminated:
      return cause === WORK_ITEM_DECISIONS.cancel ? statuses.cancelled : statuses.rejected;
    default:
      return undefined;
  }
};

/** Whoever took an instance's last approval (a business records its approver with the result). */
export const approverOf = async (tx: TTransaction, instanceId: number) => {
  const [item] = await tx
    .select({ completedBy: wfWorkItems.completedBy })
    .from(wfWorkItems)
    .where(
      and(
        eq(wfWorkItems.instanceId, instanceId),
        eq(wfWorkItems.decision, WORK_ITEM_DECISIONS.approve),
        isNotNull(wfWorkItems.completedBy),
      ),
    )
    .orderBy(desc(wfWorkItems.completedAt))
    .limit(1);
  return item?.completedBy ?? null;
};

/** The latest reviewer's opinion on a return or rejection of an instance ('' and none alike: null). */
export const latestOpinionOf = async (reader: TDatabase | TTransaction, instanceId: number) => {
  const [opinion] = await reader
    .select({ comment: wfEvents.comment })
    .from(wfEvents)
    .where(
      and(
        eq(wfEvents.instanceId, instanceId),
        inArray(wfEvents.action, [WORK_ITEM_DECISIONS.return, WORK_ITEM_DECISIONS.reject]),
      ),
    )
    .orderBy(desc(wfEvents.id))
    .limit(1);
  return opinion?.comment || null;
};
