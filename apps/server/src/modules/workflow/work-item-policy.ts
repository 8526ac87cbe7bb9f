import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { wfWorkItems } from '../../db/schema/index.js';
import { ALLOWED, denied, type TPolicyVerdict } from '../../lib/policy-verdict.js';
import type { TActor, TWorkItemRow } from './workflow-engine.js';

/**
 * Row-level rules of work items and their process instances: an open item is acted on by its
 * assignee or, while unassigned, by its candidate group (holders of its role at its unit); a process
 * is viewed by whoever takes part in it (its starter, anyone who acted in it, anyone who may act now).
 * The SQL forms below are built from the same rule, so 我的待办 lists exactly what may be acted on.
 */

export const NOT_ASSIGNEE_MESSAGE = '您不是该任务的办理人';
export const NOT_PARTICIPANT_MESSAGE = '您不是该流程的参与人，无权查看';

type TActableItem = Pick<TWorkItemRow, 'state' | 'assigneeAccountId' | 'role' | 'orgCode'>;

/** Who may act on an open item: its assignee, or (unassigned) a holder of its role at its unit. */
export const canActOn = (item: TActableItem, actor: TActor): boolean =>
  item.state === 'open' &&
  (item.assigneeAccountId !== null
    ? item.assigneeAccountId === actor.accountId
    : actor.roles.includes(item.role) && actor.corpCode === item.orgCode);

/** canActOn as a verdict: anyone else is refused (403). */
export const mayActOn = (item: TActableItem, actor: TActor): TPolicyVerdict =>
  canActOn(item, actor) ? ALLOWED : denied('forbidden', NOT_ASSIGNEE_MESSAGE);

/** Open items assigned to the actor (index wf_work_items_assigned_idx). */
export const assignedTo = (actor: TActor): SQL =>
  and(eq(wfWorkItems.state, 'open'), eq(wfWorkItems.assigneeAccountId, actor.accountId)) as SQL;

/** Open unassigned items of the actor's roles at the actor's unit (index wf_work_items_todo_idx). */
export const waitingForRoleOf = (actor: TActor): SQL =>
  actor.roles.length > 0
    ? (and(
        eq(wfWorkItems.state, 'open'),
        isNull(wfWorkItems.assigneeAccountId),
        eq(wfWorkItems.orgCode, actor.corpCode),
        inArray(wfWorkItems.role, [...actor.roles]),
      ) as SQL)
    : sql`false`;

/** canActOn as SQL over wf_work_items: the open items the actor may act on (the two parts above). */
export const actionableBy = (actor: TActor): SQL => or(assignedTo(actor), waitingForRoleOf(actor)) as SQL;

/** What the database knows of the actor's part in one process instance (actionableBy decides canAct). */
export type TParticipation = { starterAccountId: number; acted: boolean; canAct: boolean };

/** Whether the actor takes part in an instance (undefined: no such instance). */
export const participates = (participation: TParticipation | undefined, actor: TActor): boolean =>
  participation !== undefined &&
  (participation.starterAccountId === actor.accountId || participation.acted || participation.canAct);

/** Viewing a process (its items, trace, variables): participants only (403). */
export const mayViewProcess = (participation: TParticipation | undefined, actor: TActor): TPolicyVerdict =>
  participates(participation, actor) ? ALLOWED : denied('forbidden', NOT_PARTICIPANT_MESSAGE);
