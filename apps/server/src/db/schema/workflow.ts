import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, id } from './columns.js';
import { orgs } from './organizations.js';

/**
 * Deployed process definitions (BPMN 2.0 XML), versioned: a changed file deploys as the next version
 * of its key; instances keep the version they started on.
 */
export const wfProcessDefinitions = pgTable(
  'wf_process_definitions',
  {
    id: id(),
    /** The BPMN process id, the wire's processDefName. */
    defKey: text('def_key').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    module: text('module').notNull(),
    category: text('category').notNull(),
    sourceXml: text('source_xml').notNull(),
    /** The source with diagram coordinates (laid out at deploy when the file has none). */
    diagramXml: text('diagram_xml').notNull(),
    sha256: text('sha256').notNull(),
    deployedAt: createdAt(),
  },
  (table) => [uniqueIndex('wf_process_definitions_key_version_uq').on(table.defKey, table.version)],
);

/** A running or finished process: its business object, its unit, who started it, where it stands. */
export const wfProcessInstances = pgTable(
  'wf_process_instances',
  {
    id: id(),
    definitionId: bigint('definition_id', { mode: 'number' })
      .notNull()
      .references(() => wfProcessDefinitions.id),
    name: text('name').notNull(),
    /** processInstStatus (PROCESS_INST_STATUS). */
    status: smallint('status').notNull(),
    businessId: bigint('business_id', { mode: 'number' }).notNull(),
    /** Unit of the business object; steps act through its ancestor at their org level. */
    orgCode: text('org_code')
      .notNull()
      .references(() => orgs.code),
    starterAccountId: bigint('starter_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** Values the definition's conditions read, set by the business module when it submits. */
    variables: jsonb('variables').$type<Record<string, string | number>>().notNull(),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('wf_process_instances_starter_idx').on(table.starterAccountId, table.createdAt.desc())],
);

/** Work items: one step of one instance to be done by an assignee or by anyone holding role at org. */
export const wfWorkItems = pgTable(
  'wf_work_items',
  {
    id: id(),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => wfProcessInstances.id),
    activityDefId: text('activity_def_id').notNull(),
    name: text('name').notNull(),
    /** 'open', 'done' or 'cancelled'; a decision moves an open item on only once. */
    state: text('state').notNull(),
    role: text('role').notNull(),
    orgCode: text('org_code').notNull(),
    /** Set for the starter's steps, for returns to a person and after a transfer; else any candidate. */
    assigneeAccountId: bigint('assignee_account_id', { mode: 'number' }).references(() => accounts.id),
    /** The item whose decision created this one (a withdraw takes back what it created). */
    previousItemId: bigint('previous_item_id', { mode: 'number' }),
    transferred: boolean('transferred').notNull().default(false),
    createdAt: createdAt(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    limitHours: integer('limit_hours'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: bigint('completed_by', { mode: 'number' }).references(() => accounts.id),
    decision: text('decision'),
    overdueRemindedAt: timestamp('overdue_reminded_at', { withTimezone: true }),
  },
  (table) => [
    // 我的待办: open items of a unit and role, newest first; and open items assigned to a person.
    index('wf_work_items_todo_idx')
      .on(table.orgCode, table.role, table.createdAt.desc(), table.id.desc())
      .where(sql`state = 'open' AND assignee_account_id IS NULL`),
    index('wf_work_items_assigned_idx')
      .on(table.assigneeAccountId, table.createdAt.desc(), table.id.desc())
      .where(sql`state = 'open'`),
    // 我的已办: what a person completed, latest first.
    index('wf_work_items_done_idx')
      .on(table.completedBy, table.completedAt.desc(), table.id.desc())
      .where(sql`completed_by IS NOT NULL`),
    index('wf_work_items_instance_idx').on(table.instanceId, table.id),
    index('wf_work_items_overdue_idx')
      .on(table.deadlineAt)
      .where(sql`state = 'open' AND overdue_reminded_at IS NULL`),
  ],
);

/** 审批记录: every start, decision, transfer and reminder; rows are never changed (migration 0005). */
export const wfEvents = pgTable(
  'wf_events',
  {
    id: id(),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => wfProcessInstances.id),
    workItemId: bigint('work_item_id', { mode: 'number' }),
    activityDefId: text('activity_def_id'),
    activityName: text('activity_name'),
    action: text('action').notNull(),
    actorAccountId: bigint('actor_account_id', { mode: 'number' }).references(() => accounts.id),
    actorName: text('actor_name'),
    actorOrgName: text('actor_org_name'),
    comment: text('comment').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wf_events_instance_idx').on(table.instanceId, table.id),
    index('wf_events_actor_idx').on(table.actorAccountId, table.instanceId),
  ],
);
