import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PROCESS_INST_STATUS,
  processStateName,
  processStateOf,
  ROLES,
  WORK_ITEM_DECISION_LABELS,
  WORK_ITEM_DECISIONS,
  type TProcessBusinessObject,
  type TProcessPosition,
  type TWorkItemDecision,
} from '@supportal/contract';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/database.js';
import { executeRows } from '../../db/execute-rows.js';
import {
  accounts,
  orgs,
  wfEvents,
  wfProcessDefinitions,
  wfProcessInstances,
  wfWorkItems,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { enforce } from '../../lib/policy-verdict.js';
import { mayActOn } from './work-item-policy.js';
import type { TCaller } from '../../lib/endpoint/index.js';
import {
  DefinitionError,
  parseProcessDefinition,
  STARTER_ROLE,
  type TProcessDefinition,
} from './process-definition.js';
import {
  advanceFrom,
  isStarterStep,
  returnTo,
  startAt,
  TransitionError,
  userTaskOf,
  withdrawTo,
  type TInstanceFacts,
  type TNewWorkItem,
  type TTransition,
} from './transitions.js';

export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
export type TInstanceRow = typeof wfProcessInstances.$inferSelect;
export type TWorkItemRow = typeof wfWorkItems.$inferSelect;

/** Work to do once the decision's transaction has committed (cache invalidation, messages). */
export type TAfterCommit = () => Promise<void>;

/** What a business module (black-list, demand collection) gives the engine. */
export type TBusinessModule = {
  module: string;
  /** Variables its conditions may read (process attribute sp:variables). */
  variables: readonly string[];
  /**
   * Keeps the business object's own status in step with the instance's (same transaction); may answer
   * work for after the commit (telling someone without an account what happened).
   */
  syncStatus: (
    tx: TTransaction,
    businessId: number,
    processInstStatus: number,
    cause: TWorkItemDecision,
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- the other businesses answer nothing
  ) => Promise<TAfterCommit | void>;
  /** Runs before a step is approved; throws a BusinessReminder ('999') to stop it. */
  checkBeforeApprove?: (tx: TTransaction, instance: TInstanceRow, activityDefId: string) => Promise<void>;
  /** The business effect of the process completing, in the decision's transaction. */
  complete: (tx: TTransaction, instance: TInstanceRow) => Promise<TAfterCommit | null>;
  /** The business object as the viewer sees it (a notice draft tells its author apart). */
  load: (db: TDatabase, businessId: number, viewerAccountId: number) => Promise<TProcessBusinessObject>;
};

/** Someone the engine records as acting. */
export type TActor = Pick<TCaller, 'accountId' | 'displayName' | 'corpCode' | 'corpName' | 'roles'>;

/** The decision an approval records: 提交 at the starter's step, 同意 elsewhere. */
const SUBMIT_OR_APPROVE = sql`CASE WHEN ${wfWorkItems.role} = ${STARTER_ROLE} THEN ${WORK_ITEM_DECISIONS.submit} ELSE ${WORK_ITEM_DECISIONS.approve} END`;

/** Reject and cancel: the process ends without its business effect. */
const TERMINATION: TTransition = { newItems: [], status: PROCESS_INST_STATUS.terminated, completed: false };

const DEFINITIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'definitions');

const engineError = (error: unknown): never => {
  if (error instanceof TransitionError) throw new AppError('badRequest', error.message);
  throw error;
};

export const createWorkflowEngine = (db: TDatabase, modules: readonly TBusinessModule[]) => {
  const moduleByName = new Map(modules.map((module) => [module.module, module]));
  const deployEnvironment = {
    modules: new Map(modules.map((module) => [module.module, { variables: module.variables }])),
    roles: new Set<string>(Object.values(ROLES)),
  };
  const definitionsById = new Map<number, Promise<TProcessDefinition>>();
  const latestIdByKey = new Map<string, number>();

  /**
   * A deployed definition, parsed once per server. `reader` is the caller's transaction when it holds
   * one: PGlite has a single connection, so a query on the global handle inside a transaction would
   * wait for the transaction forever.
   */
  const definitionById = (
    reader: TTransaction | TDatabase,
    definitionId: number,
  ): Promise<TProcessDefinition> => {
    const known = definitionsById.get(definitionId);
    if (known) return known;
    const loading = (async () => {
      const [row] = await reader
        .select({ sourceXml: wfProcessDefinitions.sourceXml })
        .from(wfProcessDefinitions)
        .where(eq(wfProcessDefinitions.id, definitionId));
      if (!row) throw new Error(`流程定义 ${definitionId} 不存在`);
      return parseProcessDefinition(row.sourceXml, deployEnvironment);
    })();
    definitionsById.set(definitionId, loading);
    loading.catch(() => definitionsById.delete(definitionId));
    return loading;
  };

  /**
   * Deploys one definition: a file already deployed (same content) keeps its version, a changed one
   * becomes the next version. Several instances starting at once agree through the unique key.
   */
  const deploy = async (xml: string): Promise<{ key: string; version: number; id: number }> => {
    const definition = await parseProcessDefinition(xml, deployEnvironment);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [latest] = await db
        .select()
        .from(wfProcessDefinitions)
        .where(eq(wfProcessDefinitions.defKey, definition.key))
        .orderBy(desc(wfProcessDefinitions.version))
        .limit(1);
      if (latest?.sha256 === definition.sha256) {
        definitionsById.set(latest.id, Promise.resolve(definition));
        latestIdByKey.set(definition.key, latest.id);
        return { key: definition.key, version: latest.version, id: latest.id };
      }
      const version = (latest?.version ?? 0) + 1;
      const [inserted] = await db
        .insert(wfProcessDefinitions)
        .values({
          defKey: definition.key,
          version,
          name: definition.name,
          module: definition.module,
          category: definition.category,
          sourceXml: definition.sourceXml,
          diagramXml: definition.diagramXml,
          sha256: definition.sha256,
        })
        .onConflictDoNothing()
        .returning({ id: wfProcessDefinitions.id });
      if (inserted) {
        definitionsById.set(inserted.id, Promise.resolve(definition));
        latestIdByKey.set(definition.key, inserted.id);
        return { key: definition.key, version, id: inserted.id };
      }
    }
    throw new DefinitionError(`流程 ${definition.key} 部署冲突，请重试`);
  };

  /** Deploys every .bpmn file shipped with the server (at start). */
  const deployShipped = async () => {
    const files = (await readdir(DEFINITIONS_DIR)).filter((name) => name.endsWith('.bpmn')).sort();
    const deployed = [];
    for (const file of files)
      deployed.push(await deploy(await readFile(path.join(DEFINITIONS_DIR, file), 'utf8')));
    return deployed;
  };

  const latestDefinition = async (reader: TTransaction, key: string) => {
    const id = latestIdByKey.get(key);
    if (id === undefined) throw new Error(`流程 ${key} 尚未部署`);
    return { id, definition: await definitionById(reader, id) };
  };

  /** The unit of a business object and its ancestors by level (at most three levels). */
  const orgChainOf = async (tx: TTransaction, orgCode: string): Promise<TInstanceFacts['orgChain']> => {
    const rows = await executeRows<{ code: string; level: number }>(
      tx,
      sql`
      WITH RECURSIVE chain AS (
        SELECT code, level, parent_code, 1 AS depth FROM ${orgs} WHERE code = ${orgCode}
        UNION ALL
        SELECT o.code, o.level, o.parent_code, chain.depth + 1
        FROM ${orgs} o JOIN chain ON o.code = chain.parent_code WHERE chain.depth < 4
      )
      SELECT code, level FROM chain`,
    );
    return Object.fromEntries(rows.map((row) => [String(row.level), row.code]));
  };

  const factsOf = async (tx: TTransaction, instance: TInstanceRow): Promise<TInstanceFacts> => ({
    starterAccountId: instance.starterAccountId,
    variables: instance.variables,
    orgChain: await orgChainOf(tx, instance.orgCode),
    businessOrgCode: instance.orgCode,
  });

  const recordEvent = (
    tx: TTransaction,
    instanceId: number,
    action: TWorkItemDecision,
    actor: TActor | null,
    item: { id: number; activityDefId: string; name: string } | null,
    comment = '',
  ) =>
    tx.insert(wfEvents).values({
      instanceId,
      workItemId: item?.id ?? null,
      activityDefId: item?.activityDefId ?? null,
      activityName: item?.name ?? null,
      action,
      actorAccountId: actor?.accountId ?? null,
      actorName: actor?.displayName ?? null,
      actorOrgName: actor?.corpName ?? null,
      comment,
    });

  const insertItems = async (
    tx: TTransaction,
    instanceId: number,
    items: TNewWorkItem[],
    previousItemId: number | null,
  ) => {
    if (items.length === 0) return [];
    const now = Date.now();
    return tx
      .insert(wfWorkItems)
      .values(
        items.map((item) => ({
          instanceId,
          activityDefId: item.activityDefId,
          name: item.name,
          state: 'open',
          role: item.role,
          orgCode: item.orgCode,
          assigneeAccountId: item.assigneeAccountId,
          previousItemId,
          limitHours: item.limitHours,
          deadlineAt: item.limitHours ? new Date(now + item.limitHours * 3_600_000) : null,
        })),
      )
      .returning();
  };

  /** Applies a transition: new items, the instance's status, the business object's, and its end. */
  const applyTransition = async (
    tx: TTransaction,
    later: TAfterCommit[],
    instance: TLockedInstanceRow,
    transition: TTransition,
    previousItemId: number | null,
    cause: TWorkItemDecision,
  ): Promise<TProcessPosition> => {
    await insertItems(tx, instance.id, transition.newItems, previousItemId);
    const ended = transition.completed || transition.status === PROCESS_INST_STATUS.terminated;
    await tx
      .update(wfProcessInstances)
      .set({ status: transition.status, ...(ended ? { endedAt: new Date() } : {}) })
      .where(eq(wfProcessInstances.id, instance.id));
    const business = moduleOf(instance.definitionModule);
    const told = await business.syncStatus(tx, instance.businessId, transition.status, cause);
    if (told) later.push(told);
    if (transition.completed) {
      await recordEvent(tx, instance.id, WORK_ITEM_DECISIONS.end, null, null);
      const after = await business.complete(tx, { ...instance, status: transition.status });
      if (after) later.push(after);
    }
    // The subset has no parallel branches: after a transition its new items are all that is open.
    return {
      processInstID: String(instance.id),
      processInstStatus: transition.status,
      currentStateName: currentStateName(
        transition.status,
        transition.newItems.map((item) => item.name),
        cause === WORK_ITEM_DECISIONS.return,
      ),
    };
  };

  const moduleOf = (name: string) => {
    const business = moduleByName.get(name);
    if (!business) throw new Error(`未注册的业务模块 ${name}`);
    return business;
  };

  /** The instance row (locked for this transaction) with its definition's module. */
  const lockInstance = async (tx: TTransaction, instanceId: number): Promise<TLockedInstanceRow> => {
    const [row] = await tx
      .select({ instance: wfProcessInstances, module: wfProcessDefinitions.module })
      .from(wfProcessInstances)
      .innerJoin(wfProcessDefinitions, eq(wfProcessDefinitions.id, wfProcessInstances.definitionId))
      .where(eq(wfProcessInstances.id, instanceId))
      .for('update', { of: wfProcessInstances });
    if (!row) throw new AppError('notFound', `流程实例 ${instanceId} 不存在`);
    return { ...row.instance, definitionModule: row.module };
  };

  /** The instance of a work item, locked like lockInstance; 404 for an unknown item. */
  const lockInstanceOfItem = async (tx: TTransaction, workItemId: number): Promise<TLockedInstanceRow> => {
    const [row] = await tx
      .select({ instance: wfProcessInstances, module: wfProcessDefinitions.module })
      .from(wfProcessInstances)
      .innerJoin(wfProcessDefinitions, eq(wfProcessDefinitions.id, wfProcessInstances.definitionId))
      .where(
        eq(
          wfProcessInstances.id,
          tx
            .select({ instanceId: wfWorkItems.instanceId })
            .from(wfWorkItems)
            .where(eq(wfWorkItems.id, workItemId)),
        ),
      )
      .for('update', { of: wfProcessInstances });
    if (!row) throw new AppError('notFound', `任务 ${workItemId} 不存在`);
    return { ...row.instance, definitionModule: row.module };
  };

  /** An instance with its definition's module, without locking (reads outside decisions). */
  const findInstance = async (reader: TDatabase, instanceId: number): Promise<TLockedInstanceRow> => {
    const [row] = await reader
      .select({ instance: wfProcessInstances, module: wfProcessDefinitions.module })
      .from(wfProcessInstances)
      .innerJoin(wfProcessDefinitions, eq(wfProcessDefinitions.id, wfProcessInstances.definitionId))
      .where(eq(wfProcessInstances.id, instanceId));
    if (!row) throw new AppError('notFound', `流程实例 ${instanceId} 不存在`);
    return { ...row.instance, definitionModule: row.module };
  };

  const itemById = async (tx: TTransaction | TDatabase, workItemId: number) => {
    const [item] = await tx.select().from(wfWorkItems).where(eq(wfWorkItems.id, workItemId));
    if (!item) throw new AppError('notFound', `任务 ${workItemId} 不存在`);
    return item;
  };

  /**
   * Why an item is no longer open, in the words the loser of a race needs: who handled it, when and
   * how, so the opinion the loser typed can go elsewhere (a phone call, the next step) rather than lost.
   */
  const goneMessage = async (tx: TTransaction, workItemId: number) => {
    const [row] = await tx
      .select({
        state: wfWorkItems.state,
        decision: wfWorkItems.decision,
        completedAt: wfWorkItems.completedAt,
        handler: accounts.displayName,
      })
      .from(wfWorkItems)
      .leftJoin(accounts, eq(accounts.id, wfWorkItems.completedBy))
      .where(eq(wfWorkItems.id, workItemId));
    if (row?.state === 'done' && row.handler && row.completedAt) {
      const how = WORK_ITEM_DECISION_LABELS[row.decision as TWorkItemDecision] ?? '办理';
      return `该任务已由${row.handler}于${formatChinaTime(row.completedAt)}${how}，您的意见未提交`;
    }
    return '该任务已撤回或流程已结束，您的意见未提交';
  };

  /**
   * Takes an open item for a decision: locks its instance, then moves the item from open to done only
   * if it is still open and the actor may act on it. Of two people deciding at once exactly one gets
   * here; the other is told the item is gone (409) and changes nothing.
   */
  const takeItem = async (
    tx: TTransaction,
    workItemId: number,
    actor: TActor,
    decision: TWorkItemDecision | SQL,
  ) => {
    const instance = await lockInstanceOfItem(tx, workItemId);
    const [taken] = await tx
      .update(wfWorkItems)
      .set({ state: 'done', completedAt: new Date(), completedBy: actor.accountId, decision })
      .where(and(eq(wfWorkItems.id, workItemId), eq(wfWorkItems.state, 'open')))
      .returning();
    if (!taken) throw new AppError('conflict', await goneMessage(tx, workItemId));
    // Who may act does not change with the update: a refusal rolls the update back.
    enforce(mayActOn({ ...taken, state: 'open' }, actor));
    const definition = await definitionById(tx, instance.definitionId);
    return { item: taken, instance, definition };
  };

  const position = async (tx: TTransaction, instanceId: number) => {
    const [instance] = await tx
      .select({ status: wfProcessInstances.status })
      .from(wfProcessInstances)
      .where(eq(wfProcessInstances.id, instanceId));
    const open = await tx
      .select({ name: wfWorkItems.name })
      .from(wfWorkItems)
      .where(and(eq(wfWorkItems.instanceId, instanceId), eq(wfWorkItems.state, 'open')));
    const status = instance?.status ?? PROCESS_INST_STATUS.running;
    return {
      processInstID: String(instanceId),
      processInstStatus: status,
      currentStateName: currentStateName(
        status,
        open.map((item) => item.name),
        (await returnedInstanceIds(tx, [instanceId])).has(instanceId),
      ),
    };
  };

  /** Runs a decision in one transaction, then what it left to do after commit. */
  const inTransaction = async <T>(
    work: (tx: TTransaction, later: TAfterCommit[]) => Promise<T>,
  ): Promise<T> => {
    const later: TAfterCommit[] = [];
    const result = await db.transaction((tx) => work(tx, later)).catch(engineError);
    for (const task of later) await task();
    return result;
  };

  const lastActorOf = async (tx: TTransaction, instanceId: number, activityDefId: string) => {
    const [row] = await tx
      .select({ completedBy: wfWorkItems.completedBy })
      .from(wfWorkItems)
      .where(
        and(
          eq(wfWorkItems.instanceId, instanceId),
          eq(wfWorkItems.activityDefId, activityDefId),
          eq(wfWorkItems.state, 'done'),
        ),
      )
      .orderBy(desc(wfWorkItems.id))
      .limit(1);
    return row?.completedBy ?? null;
  };

  const engine = {
    deploy,
    deployShipped,
    definitionById,
    moduleOf,
    lockInstance,
    findInstance,
    inTransaction,
    position,

    /**
     * Starts a process for a business object inside the caller's transaction: the starter's first
     * item, done at once when `submit`, else left open in the starter's 我的待办 (status 1).
     */
    start: async (
      tx: TTransaction,
      later: TAfterCommit[],
      input: {
        processKey: string;
        businessId: number;
        orgCode: string;
        name: string;
        variables: Record<string, string | number>;
        starter: TActor;
        submit: boolean;
      },
    ) => {
      const { id: definitionId, definition } = await latestDefinition(tx, input.processKey);
      const first = startAt(definition, {
        starterAccountId: input.starter.accountId,
        variables: input.variables,
        orgChain: {},
        businessOrgCode: input.orgCode,
      });
      const [inserted] = await tx
        .insert(wfProcessInstances)
        .values({
          definitionId,
          name: input.name,
          status: first.status,
          businessId: input.businessId,
          orgCode: input.orgCode,
          starterAccountId: input.starter.accountId,
          variables: input.variables,
        })
        .returning();
      if (!inserted) throw new Error('流程实例未能创建');
      const instance = { ...inserted, definitionModule: definition.module };
      const [item] = await insertItems(tx, instance.id, first.newItems, null);
      await recordEvent(tx, instance.id, WORK_ITEM_DECISIONS.start, input.starter, null);
      const told = await moduleOf(definition.module).syncStatus(
        tx,
        instance.businessId,
        first.status,
        WORK_ITEM_DECISIONS.start,
      );
      if (told) later.push(told);
      if (!item) throw new Error('发起人任务未能创建');
      if (!input.submit) return { instanceId: instance.id, editItemId: item.id };
      await engine.submitInTransaction(tx, later, item.id, input.starter, '');
      return { instanceId: instance.id, editItemId: null };
    },

    /** Approve (提交 at the starter's step) inside a transaction the caller holds. */
    submitInTransaction: async (
      tx: TTransaction,
      later: TAfterCommit[],
      workItemId: number,
      actor: TActor,
      comment: string,
    ) => {
      const { item, instance, definition } = await takeItem(tx, workItemId, actor, SUBMIT_OR_APPROVE);
      const decision = item.decision as TWorkItemDecision;
      await moduleOf(definition.module).checkBeforeApprove?.(tx, instance, item.activityDefId);
      await recordEvent(tx, instance.id, decision, actor, item, comment);
      const transition = advanceFrom(definition, item.activityDefId, await factsOf(tx, instance));
      return applyTransition(tx, later, instance, transition, item.id, decision);
    },

    approve: (workItemId: number, actor: TActor, comment: string) =>
      inTransaction((tx, later) => engine.submitInTransaction(tx, later, workItemId, actor, comment)),

    reject: (workItemId: number, actor: TActor, comment: string) =>
      inTransaction(async (tx, later) => {
        const { item, instance } = await takeItem(tx, workItemId, actor, WORK_ITEM_DECISIONS.reject);
        if (item.role === STARTER_ROLE)
          throw new AppError('badRequest', '发起人环节不能驳回，请使用撤销申请');
        await recordEvent(tx, instance.id, WORK_ITEM_DECISIONS.reject, actor, item, comment);
        return applyTransition(tx, later, instance, TERMINATION, item.id, WORK_ITEM_DECISIONS.reject);
      }),

    cancel: (workItemId: number, actor: TActor, comment: string) =>
      inTransaction(async (tx, later) => {
        const { item, instance } = await takeItem(tx, workItemId, actor, WORK_ITEM_DECISIONS.cancel);
        if (item.role !== STARTER_ROLE) throw new AppError('badRequest', '只有编辑中的申请可以撤销');
        await recordEvent(tx, instance.id, WORK_ITEM_DECISIONS.cancel, actor, item, comment);
        return applyTransition(tx, later, instance, TERMINATION, item.id, WORK_ITEM_DECISIONS.cancel);
      }),

    returnTo: (workItemId: number, targetActivityDefId: string, actor: TActor, comment: string) =>
      inTransaction(async (tx, later) => {
        const { item, instance, definition } = await takeItem(
          tx,
          workItemId,
          actor,
          WORK_ITEM_DECISIONS.return,
        );
        const transition = returnTo(
          definition,
          item.activityDefId,
          targetActivityDefId,
          await factsOf(tx, instance),
          await lastActorOf(tx, instance.id, targetActivityDefId),
        );
        await recordEvent(tx, instance.id, WORK_ITEM_DECISIONS.return, actor, item, comment);
        return applyTransition(tx, later, instance, transition, item.id, WORK_ITEM_DECISIONS.return);
      }),

    transfer: (workItemId: number, toAccountId: number, actor: TActor, comment: string) =>
      inTransaction(async (tx) => {
        const current = await itemById(tx, workItemId);
        const instance = await lockInstance(tx, current.instanceId);
        if (current.state !== 'open') throw new AppError('conflict', await goneMessage(tx, workItemId));
        enforce(mayActOn(current, actor));
        const candidates = await engine.transferCandidates(tx, current, actor);
        const target = candidates.find((candidate) => candidate.id === toAccountId);
        if (!target) throw new AppError('badRequest', '转办人须为同单位、同角色的其他在用账号');
        const [moved] = await tx
          .update(wfWorkItems)
          .set({ assigneeAccountId: toAccountId, transferred: true })
          .where(and(eq(wfWorkItems.id, workItemId), eq(wfWorkItems.state, 'open')))
          .returning();
        if (!moved) throw new AppError('conflict', '该任务已被处理，不能转办');
        await recordEvent(
          tx,
          instance.id,
          WORK_ITEM_DECISIONS.transfer,
          actor,
          current,
          comment ? `转办给${target.displayName}：${comment}` : `转办给${target.displayName}`,
        );
        return position(tx, instance.id);
      }),

    /** Colleagues an item can be handed to: enabled accounts with its role at its unit, not the actor. */
    transferCandidates: async (tx: TTransaction | TDatabase, item: TWorkItemRow, actor: TActor) => {
      if (item.role === STARTER_ROLE || item.state !== 'open') return [];
      const rows = await tx
        .select({ id: accounts.id, displayName: accounts.displayName })
        .from(accounts)
        .where(
          and(
            eq(accounts.corpCode, item.orgCode),
            eq(accounts.enabled, true),
            sql`${item.role} = ANY(${accounts.roles})`,
          ),
        )
        .orderBy(accounts.id);
      return rows.filter((row) => row.id !== actor.accountId);
    },

    /**
     * What the actor's withdraw would take back: the open items created by the actor's own last
     * decision, none of them transferred. Null when there is nothing to withdraw.
     */
    withdrawable: async (tx: TTransaction | TDatabase, instanceId: number, actor: TActor) => {
      const open = await tx
        .select()
        .from(wfWorkItems)
        .where(and(eq(wfWorkItems.instanceId, instanceId), eq(wfWorkItems.state, 'open')));
      if (open.length === 0 || open.some((item) => item.transferred || item.previousItemId === null))
        return null;
      const previousIds = [...new Set(open.map((item) => item.previousItemId as number))];
      if (previousIds.length !== 1) return null;
      const [previous] = await tx.select().from(wfWorkItems).where(inArray(wfWorkItems.id, previousIds));
      if (!previous || previous.completedBy !== actor.accountId) return null;
      if (
        previous.decision !== WORK_ITEM_DECISIONS.approve &&
        previous.decision !== WORK_ITEM_DECISIONS.submit
      )
        return null;
      return { previous, open };
    },

    withdraw: (instanceId: number, actor: TActor, comment: string) =>
      inTransaction(async (tx, later) => {
        const instance = await lockInstance(tx, instanceId);
        if (instance.endedAt) throw new AppError('conflict', '流程已结束，不能撤回');
        const target = await engine.withdrawable(tx, instanceId, actor);
        if (!target)
          throw new AppError('conflict', '下一环节已办理或已转办，或您不是上一环节的提交人，不能撤回');
        const ids = target.open.map((item) => item.id);
        const cancelled = await tx
          .update(wfWorkItems)
          .set({ state: 'cancelled', completedAt: new Date() })
          .where(and(inArray(wfWorkItems.id, ids), eq(wfWorkItems.state, 'open')))
          .returning({ id: wfWorkItems.id });
        if (cancelled.length !== ids.length) throw new AppError('conflict', '下一环节刚刚已被办理，不能撤回');
        const definition = await definitionById(tx, instance.definitionId);
        const transition = withdrawTo(
          definition,
          target.previous.activityDefId,
          await factsOf(tx, instance),
          actor.accountId,
        );
        await recordEvent(tx, instance.id, WORK_ITEM_DECISIONS.withdraw, actor, target.previous, comment);
        return applyTransition(
          tx,
          later,
          instance,
          transition,
          target.previous.previousItemId,
          WORK_ITEM_DECISIONS.withdraw,
        );
      }),

    /** Open items of an instance and whom they wait for (for reminders). */
    openItemsOf: (tx: TTransaction | TDatabase, instanceId: number) =>
      tx
        .select()
        .from(wfWorkItems)
        .where(and(eq(wfWorkItems.instanceId, instanceId), eq(wfWorkItems.state, 'open'))),

    recordEvent,
    itemById,
    isStarterStep: (definition: TProcessDefinition, activityDefId: string) =>
      isStarterStep(userTaskOf(definition, activityDefId)),
  };
  return engine;
};

export type TWorkflowEngine = ReturnType<typeof createWorkflowEngine>;
/** An instance row with the module of its definition. */
export type TLockedInstanceRow = TInstanceRow & { definitionModule: string };

/** Instances among these whose open step came by a return: 已退回 in every process, whatever its code. */
export const returnedInstanceIds = async (
  db: TDatabase | TTransaction,
  instanceIds: readonly number[],
): Promise<Set<number>> => {
  if (instanceIds.length === 0) return new Set();
  const previous = alias(wfWorkItems, 'previous_item');
  const rows = await db
    .selectDistinct({ instanceId: wfWorkItems.instanceId })
    .from(wfWorkItems)
    .innerJoin(previous, eq(previous.id, wfWorkItems.previousItemId))
    .where(
      and(
        inArray(wfWorkItems.instanceId, [...instanceIds]),
        eq(wfWorkItems.state, 'open'),
        eq(previous.decision, WORK_ITEM_DECISIONS.return),
      ),
    );
  return new Set(rows.map((row) => row.instanceId));
};

/** 当前状态 in the one vocabulary of every process: the state and, while steps are open, which. */
export const currentStateName = (
  status: number,
  openStepNames: readonly string[],
  returned: boolean,
): string => processStateName(processStateOf(status, returned), openStepNames);
