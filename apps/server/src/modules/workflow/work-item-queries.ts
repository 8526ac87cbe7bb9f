import {
  processStateOf,
  WORK_LIST_QUERY_TYPES,
  type TApprovalRecord,
  type TWorkItem,
  WORK_ITEM_DECISION_LABELS,
  WORK_ITEM_DECISIONS,
  type TWorkItemDecision,
} from '@supportal/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/database.js';
import { wfEvents, wfProcessDefinitions, wfProcessInstances, wfWorkItems } from '../../db/schema/index.js';
import { formatChinaTime, parseChinaTime } from '../../lib/china-time.js';
import { containsPattern } from '../../lib/like-pattern.js';
import {
  actionableBy,
  assignedTo,
  participates,
  type TParticipation,
  waitingForRoleOf,
} from './work-item-policy.js';
import { currentStateName, returnedInstanceIds, type TActor } from './workflow-engine.js';

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

const toWorkItem = (
  row: TListRow,
  openStepNames: readonly string[],
  returned: boolean,
  now: number,
): TWorkItem => ({
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
  currentStateName: currentStateName(row.instanceStatus, openStepNames, returned),
  processState: processStateOf(row.instanceStatus, returned),
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
  const instanceIds = [...new Set(rows.map((row) => row.item.instanceId))];
  const [names, returned] = await Promise.all([
    openStepNamesOf(db, instanceIds),
    returnedInstanceIds(db, instanceIds),
  ]);
  const now = Date.now();
  return rows.map((row) =>
    toWorkItem(row, names.get(row.item.instanceId) ?? [], returned.has(row.item.instanceId), now),
  );
};

const listFrom = (db: TDatabase) =>
  db
    .select(listColumns)
    .from(wfWorkItems)
    .innerJoin(wfProcessInstances, eq(wfProcessInstances.id, wfWorkItems.instanceId))
    .innerJoin(wfProcessDefinitions, eq(wfProcessDefinitions.id, wfProcessInstances.definitionId));

/** What the work bench narrows a list to; every part optional. */
export type TWorkListFilter = {
  processDefName?: readonly string[] | undefined;
  workItemName?: string | undefined;
  /** China dates, both days included. */
  arrivedFrom?: string | undefined;
  arrivedTo?: string | undefined;
  overdueOnly?: boolean | undefined;
  keyword?: string | undefined;
};

const dayAfter = (chinaDate: string) => new Date((parseChinaTime(chinaDate)?.getTime() ?? 0) + 86_400_000);

/** The filter as conditions on an item joined with its instance and definition. */
const filterConditions = (filter: TWorkListFilter): SQL[] => [
  ...(filter.processDefName?.length
    ? [inArray(wfProcessDefinitions.defKey, [...filter.processDefName])]
    : []),
  ...(filter.workItemName ? [ilike(wfWorkItems.name, containsPattern(filter.workItemName))] : []),
  ...(filter.arrivedFrom
    ? [gte(wfWorkItems.createdAt, parseChinaTime(filter.arrivedFrom) ?? new Date(0))]
    : []),
  ...(filter.arrivedTo ? [lt(wfWorkItems.createdAt, dayAfter(filter.arrivedTo))] : []),
  ...(filter.overdueOnly
    ? [sql`${wfWorkItems.deadlineAt} < COALESCE(${wfWorkItems.completedAt}, now())`]
    : []),
  ...(filter.keyword ? [ilike(wfProcessInstances.name, containsPattern(filter.keyword))] : []),
];

/** The list rows of these items, in the order of `ids`. */
const itemsInOrder = async (db: TDatabase, ids: number[]) => {
  const rows = ids.length > 0 ? await listFrom(db).where(inArray(wfWorkItems.id, ids)) : [];
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.item.id) ?? 0) - (position.get(b.item.id) ?? 0));
  return withOpenSteps(db, rows);
};

type THandled = { id: number; at: Date | null };
/** Conditions, and whether they read the instance or definition (which then must be joined). */
type TWhere = { sql: SQL | undefined; join: boolean };

/** Page `beginIndex`..+`length` of lists each already newest first, merged. */
const mergedPage = (lists: THandled[][], beginIndex: number, length: number) =>
  lists
    .flat()
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0) || b.id - a.id)
    .slice(beginIndex, beginIndex + length)
    .map((row) => row.id);

/**
 * Items with their instance and definition when a condition looks at them; else the items alone, so
 * an unfiltered 我的待办 stays a walk of its own index.
 */
const joinedWhenNeeded = <Q extends PgSelect>(query: Q, join: boolean) =>
  join
    ? query
        .innerJoin(wfProcessInstances, eq(wfProcessInstances.id, wfWorkItems.instanceId))
        .innerJoin(wfProcessDefinitions, eq(wfProcessDefinitions.id, wfProcessInstances.definitionId))
    : query;

/** Matching items, newest `order` first, up to `limit`: ids and times only. */
const idsOf = (db: TDatabase, where: TWhere, order: AnyPgColumn, limit: number): Promise<THandled[]> =>
  joinedWhenNeeded(db.select({ id: wfWorkItems.id, at: order }).from(wfWorkItems).$dynamic(), where.join)
    .where(where.sql)
    .orderBy(...newestFirst(order))
    .limit(limit) as Promise<THandled[]>;

const countOf = async (db: TDatabase, where: TWhere) => {
  const [row] = await joinedWhenNeeded(
    db.select({ value: count() }).from(wfWorkItems).$dynamic(),
    where.join,
  ).where(where.sql);
  return row?.value ?? 0;
};

type TWorkListQuery = {
  queryType: string;
  beginIndex: number;
  length: number;
  includeHistory: boolean;
  filter?: TWorkListFilter;
};

/**
 * 我的待办 ('0'): items assigned to the actor and unassigned items of the actor's role at the actor's
 * unit, each part read through its own index up to the page's end, then merged (one query with OR
 * cannot walk an index in order: it would sort every open item of the unit).
 * 我的已办 ('1'): items the actor decided, and items the actor handed to a colleague (转办: the item
 * stays open for the colleague, but the transferor handled it), newest handling first.
 */
export const queryWorkItems = async (
  db: TDatabase,
  actor: TActor,
  query: TWorkListQuery,
): Promise<{ total: number; records: TWorkItem[] }> => {
  const { beginIndex, length, filter = {} } = query;
  const filtered = filterConditions(filter);
  const readsInstance = Boolean(filter.processDefName?.length || filter.keyword);
  if (query.queryType === WORK_LIST_QUERY_TYPES.todo) {
    const parts = [assignedTo(actor), waitingForRoleOf(actor)].map((part) => ({
      sql: and(part, ...filtered),
      join: readsInstance,
    }));
    const [pages, totals] = await Promise.all([
      Promise.all(parts.map((where) => idsOf(db, where, wfWorkItems.createdAt, beginIndex + length))),
      Promise.all(parts.map((where) => countOf(db, where))),
    ]);
    return {
      total: totals.reduce((sum, value) => sum + value, 0),
      records: await itemsInOrder(db, mergedPage(pages, beginIndex, length)),
    };
  }
  const running = query.includeHistory ? undefined : isNull(wfProcessInstances.endedAt);
  const decided = {
    sql: and(eq(wfWorkItems.completedBy, actor.accountId), running, ...filtered),
    join: readsInstance || running !== undefined,
  };
  // A colleague may hand the item back and the actor decide it: then it counts once, as decided.
  const transfers = await db
    .selectDistinctOn([wfWorkItems.id], { id: wfWorkItems.id, at: wfEvents.occurredAt })
    .from(wfEvents)
    .innerJoin(wfWorkItems, eq(wfWorkItems.id, wfEvents.workItemId))
    .innerJoin(wfProcessInstances, eq(wfProcessInstances.id, wfWorkItems.instanceId))
    .innerJoin(wfProcessDefinitions, eq(wfProcessDefinitions.id, wfProcessInstances.definitionId))
    .where(
      and(
        eq(wfEvents.actorAccountId, actor.accountId),
        eq(wfEvents.action, WORK_ITEM_DECISIONS.transfer),
        sql`${wfWorkItems.completedBy} IS DISTINCT FROM ${actor.accountId}`,
        running,
        ...filtered,
      ),
    )
    .orderBy(wfWorkItems.id, desc(wfEvents.occurredAt));
  const [decidedPage, decidedTotal] = await Promise.all([
    idsOf(db, decided, wfWorkItems.completedAt, beginIndex + length),
    countOf(db, decided),
  ]);
  return {
    total: decidedTotal + transfers.length,
    records: await itemsInOrder(db, mergedPage([decidedPage, transfers], beginIndex, length)),
  };
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

/**
 * The moves of an instance (the step whose decision opened the next), withdrawn ones left out, in
 * the order they happened; and the step whose decision came last (the one that ended a completed
 * instance).
 */
export const stepMovesOf = async (db: TDatabase, instanceId: number) => {
  const rows = await db
    .select({
      id: wfWorkItems.id,
      activityDefId: wfWorkItems.activityDefId,
      state: wfWorkItems.state,
      previousItemId: wfWorkItems.previousItemId,
      completedAt: wfWorkItems.completedAt,
    })
    .from(wfWorkItems)
    .where(eq(wfWorkItems.instanceId, instanceId))
    .orderBy(asc(wfWorkItems.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const moves = rows.flatMap((row) => {
    const previous = row.previousItemId === null ? undefined : byId.get(row.previousItemId);
    return previous && row.state !== 'cancelled'
      ? [{ from: previous.activityDefId, to: row.activityDefId }]
      : [];
  });
  const decided = rows
    .filter((row) => row.state === 'done' && row.completedAt !== null)
    .sort((a, b) => (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0) || a.id - b.id);
  return { moves, lastDecided: decided.at(-1)?.activityDefId ?? null };
};
