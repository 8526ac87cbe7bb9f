import { NOTIFICATION_LINKS, WORK_ITEM_DECISIONS, type TNotificationKind } from '@supportal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import { accounts, wfEvents, wfProcessInstances, wfWorkItems } from '../../db/schema/index.js';
import { measureDueRows, type TBacklog } from '../../lib/backlog.js';
import type { TNotifier } from '../../plugins/notifier.js';
import { addNotifications } from '../notifications/index.js';
import type { TWorkItemRow } from './workflow-engine.js';

/** Who an item waits for: its assignee, or every enabled holder of its role at its unit. */
const recipientsOf = async (db: TDatabase, item: TWorkItemRow) =>
  db
    .select({ id: accounts.id, email: accounts.email, displayName: accounts.displayName })
    .from(accounts)
    .where(
      and(
        eq(accounts.enabled, true),
        item.assigneeAccountId !== null
          ? eq(accounts.id, item.assigneeAccountId)
          : and(eq(accounts.corpCode, item.orgCode), sql`${item.role} = ANY(${accounts.roles})`),
      ),
    );

/**
 * Messages about tasks (催办 and overdue reminders): in the workspace bell and by e-mail through the
 * notifier. The reminder itself is recorded in 审批记录 in the deciding transaction; a message that
 * cannot be sent is logged.
 */
export const createTaskNotifications = (db: TDatabase, notifier: TNotifier, log: FastifyBaseLogger) => {
  const mail = async (item: TWorkItemRow, kind: TNotificationKind, subject: string, text: string) => {
    const recipients = await recipientsOf(db, item);
    await addNotifications(db, {
      recipientAccountIds: recipients.map((recipient) => recipient.id),
      kind,
      title: subject,
      body: text,
      link: NOTIFICATION_LINKS.workBench,
    }).catch((error: Error) => log.warn({ err: error }, '任务站内提醒写入失败'));
    for (const recipient of recipients) {
      if (!recipient.email) continue;
      await notifier
        .send({
          channel: 'email',
          recipient: recipient.email,
          subject,
          text: `${recipient.displayName}：\n${text}`,
        })
        .catch((error: Error) => log.warn({ err: error }, '任务提醒邮件发送失败'));
    }
  };
  return {
    remind: async (items: TWorkItemRow[], processName: string, byName: string, comment: string) => {
      for (const item of items)
        await mail(
          item,
          'taskReminder',
          `【催办】${processName}`,
          `${byName}催办您办理“${processName}”的“${item.name}”环节。${comment ? `留言：${comment}` : ''}\n请登录门户在“我的待办”中办理。`,
        );
    },
    overdue: async (item: TWorkItemRow, processName: string) =>
      mail(
        item,
        'taskOverdue',
        `【超时提醒】${processName}`,
        `“${processName}”的“${item.name}”环节已超过办理时限（${item.limitHours} 小时），请尽快在“我的待办”中办理。`,
      ),
  };
};
export type TTaskNotifications = ReturnType<typeof createTaskNotifications>;

const SWEEP_BATCH = 100;

/** Open work items past their deadline at `now`. */
const overdueWorkItems = (now: Date) =>
  and(eq(wfWorkItems.state, 'open'), sql`${wfWorkItems.deadlineAt} < ${now}`);
/** Those of them whose overdue reminder is still to be sent. */
const overdueUnreminded = (now: Date) =>
  and(overdueWorkItems(now), sql`${wfWorkItems.overdueRemindedAt} IS NULL`);

/**
 * For metrics: every open item past its deadline (people's backlog), and those whose overdue reminder
 * the sweep has yet to send (the sweep's).
 */
export const overdueBacklogs = (db: TDatabase): TBacklog[] => [
  {
    name: 'workflow.overdue-work-items',
    measure: () => measureDueRows(db, wfWorkItems, overdueWorkItems(new Date()), wfWorkItems.deadlineAt),
  },
  {
    name: 'workflow.overdue-reminders',
    measure: () => measureDueRows(db, wfWorkItems, overdueUnreminded(new Date()), wfWorkItems.deadlineAt),
  },
];

/**
 * Marks overdue open items as reminded, once each, and records it in 审批记录. Safe with several
 * instances sweeping at once: rows are claimed with FOR UPDATE SKIP LOCKED, so each is taken once.
 * Returns how many were reminded.
 */
export const sweepOverdueItems = async (
  db: TDatabase,
  notifications: TTaskNotifications,
  now = new Date(),
) => {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ item: wfWorkItems, processName: wfProcessInstances.name })
      .from(wfWorkItems)
      .innerJoin(wfProcessInstances, eq(wfProcessInstances.id, wfWorkItems.instanceId))
      .where(overdueUnreminded(now))
      .orderBy(wfWorkItems.deadlineAt)
      .limit(SWEEP_BATCH)
      .for('update', { of: wfWorkItems, skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(wfWorkItems)
      .set({ overdueRemindedAt: now })
      .where(
        inArray(
          wfWorkItems.id,
          due.map((row) => row.item.id),
        ),
      );
    await tx.insert(wfEvents).values(
      due.map((row) => ({
        instanceId: row.item.instanceId,
        workItemId: row.item.id,
        activityDefId: row.item.activityDefId,
        activityName: row.item.name,
        action: WORK_ITEM_DECISIONS.overdueRemind,
        comment: `已超过办理时限（${row.item.limitHours} 小时）`,
      })),
    );
    return due;
  });
  for (const row of claimed) await notifications.overdue(row.item, row.processName);
  return claimed.length;
};
