import { and, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_EVENT_KINDS,
  auditEventLabel,
  auditKindsOf,
  type TAuditEventRecord,
  type TAuditFilter,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { auditEvents } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime, parseChinaTime } from '../../lib/china-time.js';
import { adminMessages as messages } from './messages.js';

type TAuditRow = typeof auditEvents.$inferSelect;

/** China time of the text, or null when no such moment exists (2026-02-30 would roll into March). */
const strictChinaTime = (text: string): Date | null => {
  const moment = parseChinaTime(text);
  return moment && formatChinaTime(moment)?.startsWith(text) ? moment : null;
};

/** The first moment after what an end time names: a day, a minute or a second (the end is inclusive). */
const exclusiveEnd = (text: string): Date | null => {
  const start = strictChinaTime(text);
  if (!start) return null;
  const step = text.length === 10 ? 86_400_000 : text.length === 16 ? 60_000 : 1_000;
  return new Date(start.getTime() + step);
};

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The WHERE of a filter; a time that does not exist (2026-02-30) or an inverted range is refused. */
export const auditConditions = (filter: TAuditFilter): SQL | undefined => {
  const start = filter.startTime ? strictChinaTime(filter.startTime) : undefined;
  const end = filter.endTime ? exclusiveEnd(filter.endTime) : undefined;
  if (start === null) throw new AppError('badRequest', messages.badTime('startTime'));
  if (end === null) throw new AppError('badRequest', messages.badTime('endTime'));
  if (start && end && start >= end) throw new AppError('badRequest', messages.invertedRange);
  return and(
    start ? gte(auditEvents.occurredAt, start) : undefined,
    end ? lt(auditEvents.occurredAt, end) : undefined,
    filter.loginName ? eq(auditEvents.loginName, filter.loginName) : undefined,
    filter.event ? eq(auditEvents.event, filter.event) : undefined,
    filter.result ? inArray(auditEvents.event, auditKindsOf(filter.result)) : undefined,
    filter.ip ? like(auditEvents.ip, likePrefix(filter.ip)) : undefined,
    filter.handOffs || filter.event ? undefined : notTaskWindowHandOff,
  );
};

/**
 * Opening a task window issues a single-use ticket and logs the window in with it: two rows per click
 * that drown the decisions. Folded out unless asked for (handOffs, or filtering by their kind).
 */
const notTaskWindowHandOff = sql`NOT (${auditEvents.event} = 'sso-ticket' OR (${auditEvents.event} = 'login-success' AND COALESCE(${auditEvents.detail}, '') LIKE '%"method":"task-window"%'))`;

const kindOf = (event: string) =>
  Object.hasOwn(AUDIT_EVENT_KINDS, event)
    ? AUDIT_EVENT_KINDS[event as keyof typeof AUDIT_EVENT_KINDS]
    : { label: auditEventLabel(event), result: 'success' as const };

export const toAuditRecord = (row: TAuditRow): TAuditEventRecord => ({
  id: String(row.id),
  occurredAt: formatChinaTime(row.occurredAt) ?? '',
  event: row.event,
  eventName: kindOf(row.event).label,
  result: kindOf(row.event).result,
  loginName: row.loginName,
  accountId: row.accountId === null ? null : String(row.accountId),
  ip: row.ip,
  detail: row.detail,
});

/** One page, newest first, and how many match; `scope` is the audit policy's row condition. */
export const queryAuditPage = async (
  db: TDatabase,
  filter: TAuditFilter,
  scope: SQL | undefined,
  page: { current: number; size: number },
) => {
  const where = and(auditConditions(filter), scope);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.$count(auditEvents, where),
  ]);
  return { total, records: rows.map(toAuditRecord) };
};

const EXPORT_BATCH = 1_000;

/**
 * Every matching event, newest first, a batch at a time (keyset on id, so a long export never holds
 * the table or the whole result in memory). The filter is checked before the first row is read.
 */
export const auditRowBatches = (db: TDatabase, filter: TAuditFilter, scope: SQL | undefined) => {
  const where = and(auditConditions(filter), scope);
  return (async function* () {
    let before: number | undefined;
    for (;;) {
      const rows = await db
        .select()
        .from(auditEvents)
        .where(and(where, before === undefined ? undefined : lt(auditEvents.id, before)))
        .orderBy(desc(auditEvents.id))
        .limit(EXPORT_BATCH);
      if (rows.length > 0) yield rows.map(toAuditRecord);
      if (rows.length < EXPORT_BATCH) return;
      before = rows[rows.length - 1]?.id;
    }
  })();
};
