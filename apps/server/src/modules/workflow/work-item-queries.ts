import {
  WORK_LIST_QUERY_TYPES,
  type TApprovalRecord,
  type TWorkItem,
  WORK_ITEM_DECISION_LABELS,
  WORK_ITEM_DECISIONS,
  type TWorkItemDecision,
} from '@supportal/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/database.js';
import { wfEvents, wfProcessDefinitions, wfProcessInstances, wfWorkItems } from '../../db/schema/index.js';
import { formatChinaTime } from '../../lib/china-time.js';
import {
  actionableBy,
  assignedTo,
  participates,
  type TParticipation,
  waitingForRoleOf,
} from './work-item-policy.js';
import { currentStateName, type TActor } from './workflow-engine.js';

/** The order the list indexes keep (NULLS LAST, as Drizzle writes them): ordered walks, no sorting. */
const newestFirst = (time: AnyPgColumn) => [
  sql`${time} DESC NULLS LAST`,
  sql`${wfWorkItems.id} DESC NULLS LAST`,
];

const listColumns = {
  item: wfWorkItems,
  instanceName: wfProcessInstances.name,
  instanceStatus: wfProcessInstances.status,
  definitionId: wfProcessDefinitions.id,
  definitionKey: wfProcessDefinitions.defKey,
  module: wfProcessDefinitions.module,
  category: wfProcessDefinitions.category,
};
type TListRow = {
  item: typeof wfWorkItems.$inferSelect;
  instanceName: string;
  instanceStatus: number;
  definitionId: number;
  definitionKey: string;
  module: string;
  category: string;
};

const isOverdue = (item: TListRow['item'], now: number) =>
  item.deadlineAt !== null && (item.completedAt ?? new Date(now)).getTime() > item.deadlineAt.getTime();

const toWorkItem = (row: TListRow, openStepNames: readonly string[], now: number): TWorkItem => ({
  workItemID: String(row.item.id),
  workItemName: row.item.name,
  activityDefID: row.item.activityDefId,
  activityInstID: String(row.item.id),
  processInstID: String(row.item.instanceId),
  rootProcInstID: String(row.item.instanceId),
  processInstName: row.instanceName,
  processDefID: String(row.definitionId),
  processDefName: row.definitionKey,
  processInstStatus: row.instanceStatus,
  currentStateName: currentStateName(row.instanceStatus, openStepNames),
  startTime: formatChinaTime(row.item.createdAt) ?? '',
  endTime: formatChinaTime(row.item.completedAt),
  limitNum: row.item.limitHours,
  deadline: formatChinaTime(row.item.deadlineAt),
  isTimeOut: isOverdue(row.item, now) ? 'Y' : 'N',
  newWf: '',
  module: row.module,
  bizObject: { PROC_DEF_CATEGORY_CODE: row.category },
});

const openStepNamesOf = async (db: TDatabase, instanceIds: number[]) => {
  const names = new Map<number, string[]>();
  if (instanceIds.length === 0) return names;
  const rows = await db
    .select({ instanceId: wfWorkItems.instanceId, name: wfWorkItems.name })
    .from(wfWorkItems)
    .where(and(inArray(wfWorkItems.instanceId, instanceIds), eq(wfWorkItems.state, 'open')));
  for (const row of rows) names.set(row.instanceId, [...(names.get(row.instanceId) ?? []), row.name]);
  return names;
};

const withOpenSteps = async (db: TDatabase, rows: TListRow[]) => {
  const names = await openStepNamesOf(db, [...new Set(rows.map((row) => row.item.instanceId))]);
  const now = Date.now();
  return rows.map((row) => toWorkItem(row, names.get(row.item.instanceId) ?? [], now));
};

const listFrom = (db: TDatabase) =>
  db
    .select(listColumns)
    .from(wfWorkItems)
    .innerJoin(wfProcessInstances, eq(wfProcessInstances.id, wfWorkItems.instanceId))
    .innerJoin(wfProcessDefinitions, eq(wfProcessDefinitions.id, wfProcessInstances.definitionId));

/** The list rows of these items, in the order of `ids`. */
const itemsInOrder = async (db: TDatabase, ids: number[]) => {
  const rows = ids.length > 0 ? await listFrom(db).where(inArray(wfWorkItems.id, ids)) : [];
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.item.id) ?? 0) - (position.get(b.item.id) ?? 0));
  return withOpenSteps(db, rows);
};

/** How many items 我的待办 holds: each part counted through its own index (an OR would check every row). */
const todoTotal = async (db: TDatabase, actor: TActor) => {
  const counts = await Promise.all(
    [assignedTo(actor), waitingForRoleOf(actor)].map((where) =>
      db.select({ value: count() }).from(wfWorkItems).where(where),
    ),
  );
  return counts.reduce((sum, [row]) => sum + (row?.value ?? 0), 0);
};

/**
 * Ids of one page of 我的待办, newest first: items assigned to the actor and unassigned items of the
 * actor's role at the actor's unit, each read in index order up to the page's end, then merged. (One
 * query with OR cannot walk an index in order: it would sort every open item of the unit.)
 */
const todoPageIds = async (db: TDatabase, actor: TActor, beginIndex: number, length: number) => {
  const end = beginIndex + length;
  const pageOf = (where: SQL | undefined) =>
    db
      .select({ id: wfWorkItems.id, createdAt: wfWorkItems.createdAt })
      .from(wfWorkItems)
      .where(where)
      .orderBy(...newestFirst(wfWorkItems.createdAt))
      .limit(end);
  const [assigned, unassigned] = await Promise.all([
    pageOf(assignedTo(actor)),
    pageOf(waitingForRoleOf(actor)),
  ]);
  return [...assigned, ...unassigned]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(beginIndex, end)
    .map((row) => row.id);
};

/** 我的待办 (queryType '0') and 我的已办 ('1') of one account, newest first. */
export const queryWorkItems = async (
  db: TDatabase,
  actor: TActor,
  query: { queryType: string; beginIndex: number; length: number; includeHistory: boolean },
): Promise<{ total: number; records: TWorkItem[] }> => {
  if (query.queryType === WORK_LIST_QUERY_TYPES.todo) {
    const [ids, total] = await Promise.all([
      todoPageIds(db, actor, query.beginIndex, query.length),
      todoTotal(db, actor),
    ]);
    return { total, records: await itemsInOrder(db, ids) };
  }
  return doneList(db, actor, query);
};

/**
 * 我的已办: items the actor decided, and items the actor handed to a colleague (转办: the item stays
 * open for the colleague, but the transferor handled it), newest handling first. Each part is read in
 * its own order up to the page's end and merged, as 我的待办 is.
 */
const doneList = async (
  db: TDatabase,
  actor: TActor,
  query: { beginIndex: number; length: number; includeHistory: boolean },
): Promise<{ total: number; records: TWorkItem[] }> => {
  const end = query.beginIndex + query.length;
  const running = query.includeHistory ? undefined : isNull(wfProcessInstances.endedAt);
  const decided = and(eq(wfWorkItems.completedBy, actor.accountId), running);
  // A colleague may hand the item back and the actor decide it: then it counts once, as decided.
  const transferred = and(
    eq(wfEvents.actorAccountId, actor.accountId),
    eq(wfEvents.action, WORK_ITEM_DECISIONS.transfer),
    sql`${wfWorkItems.completedBy} IS DISTINCT FROM ${actor.accountId}`,
    running,
  );
  const transfers = () =>
    db
      .selectDistinctOn([wfWorkItems.id], { id: wfWorkItems.id, handledAt: wfEvents.occurredAt })
      .from(wfEvents)
      .innerJoin(wfWorkItems, eq(wfWorkItems.id, wfEvents.workItemId))
      .innerJoin(wfProcessInstances, eq(wfProcessInstances.id, wfWorkItems.instanceId))
      .where(transferred)
      .orderBy(wfWorkItems.id, desc(wfEvents.occurredAt));
  const [decidedPage, transferRows, [decidedTotal]] = await Promise.all([
    db
      .select({ id: wfWorkItems.id, handledAt: wfWorkItems.completedAt })
      .from(wfWorkItems)
      .innerJoin(wfProcessInstances, eq(wfProcessInstances.id, wfWorkItems.instanceId))
      .where(decided)
      .orderBy(...newestFirst(wfWorkItems.completedAt))
      .limit(end),
    transfers(),
    db
      .select({ value: count() })
      .from(wfWorkItems)
      .innerJoin(wfProcessInstances, eq(wfProcessInstances.id, wfWorkItems.instanceId))
      .where(decided),
  ]);
  const ids = [...decidedPage, ...transferRows]
    .sort((a, b) => (b.handledAt?.getTime() ?? 0) - (a.handledAt?.getTime() ?? 0) || b.id - a.id)
    .slice(query.beginIndex, end)
    .map((row) => row.id);
  return { total: (decidedTotal?.value ?? 0) + transferRows.length, records: await itemsInOrder(db, ids) };
};

/** One work item in the list's shape. */
export const workItemById = async (db: TDatabase, workItemId: number): Promise<TWorkItem | null> => {
  const [row] = await listFrom(db).where(eq(wfWorkItems.id, workItemId));
  if (!row) return null;
  const [item] = await withOpenSteps(db, [row]);
  return item ?? null;
};

/** The actor's part in an instance as the database knows it; undefined for an unknown instance. */
export const participationIn = async (
  db: TDatabase,
  instanceId: number,
  actor: TActor,
): Promise<TParticipation | undefined> => {
  const [row] = await db
    .select({
      starterAccountId: wfProcessInstances.starterAccountId,
      acted: sql<boolean>`EXISTS (SELECT 1 FROM ${wfEvents} WHERE ${wfEvents.instanceId} = ${instanceId} AND ${wfEvents.actorAccountId} = ${actor.accountId})`,
      canAct: sql<boolean>`EXISTS (SELECT 1 FROM ${wfWorkItems} WHERE ${wfWorkItems.instanceId} = ${instanceId} AND ${actionableBy(actor)})`,
    })
    .from(wfProcessInstances)
    .where(eq(wfProcessInstances.id, instanceId));
  return row;
};

/** Whether the actor takes part in an instance: started it, acted in it, or may act on it now. */
export const isParticipant = async (db: TDatabase, instanceId: number, actor: TActor): Promise<boolean> =>
  participates(await participationIn(db, instanceId, actor), actor);

/** 审批记录 of an instance, oldest first. */
export const approvalRecordsOf = async (db: TDatabase, instanceId: number): Promise<TApprovalRecord[]> => {
  const rows = await db
    .select()
    .from(wfEvents)
    .where(eq(wfEvents.instanceId, instanceId))
    .orderBy(asc(wfEvents.id));
  return rows.map((row) => ({
    activityDefID: row.activityDefId,
    activityName: row.activityName,
    action: row.action as TWorkItemDecision,
    actionName: WORK_ITEM_DECISION_LABELS[row.action as TWorkItemDecision] ?? row.action,
    operatorName: row.actorName,
    operatorOrgName: row.actorOrgName,
    comment: row.comment,
    time: formatChinaTime(row.occurredAt) ?? '',
  }));
};

/** Steps done (an item completed there) and current (an item open there) for the diagram. */
export const stepMarksOf = async (db: TDatabase, instanceId: number) => {
  const rows = await db
    .selectDistinct({ activityDefId: wfWorkItems.activityDefId, state: wfWorkItems.state })
    .from(wfWorkItems)
    .where(eq(wfWorkItems.instanceId, instanceId));
  const current = rows.filter((row) => row.state === 'open').map((row) => row.activityDefId);
  const done = rows
    .filter((row) => row.state === 'done' && !current.includes(row.activityDefId))
    .map((row) => row.activityDefId);
  return { done: [...new Set(done)], current: [...new Set(current)] };
};
