import { auditEventLabel, CODE_PURPOSE_LABELS, type TSecurityLogEntry } from '@supportal/contract';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/database.js';
import { accounts, auditEvents } from '../../db/schema/index.js';
import { formatChinaTime } from '../../lib/china-time.js';
import type { TAccount } from './account-repository.js';
import { securityLogMessages as labels } from './messages.js';

const detailOf = (text: string | null): Record<string, unknown> => {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** What a row means to its owner, in Chinese. */
const resultOf = (event: string, detail: Record<string, unknown>, ownRow: boolean): string => {
  const reason = typeof detail.reason === 'string' ? detail.reason : '';
  const channel = typeof detail.channel === 'string' ? detail.channel : '';
  const method = typeof detail.method === 'string' ? detail.method : '';
  const purpose = typeof detail.purpose === 'string' ? (CODE_PURPOSE_LABELS[detail.purpose] ?? '') : '';
  switch (event) {
    case 'login-success':
      return labels.loginSuccess(labels.methods[method] ?? '');
    case 'login-failure':
      return labels.loginFailure(labels.failureReasons[reason] ?? reason);
    case 'code-sent':
      return labels.codeSent(
        channel === 'sms' ? labels.sms : channel === 'email' ? labels.email : '',
        purpose,
      );
    case 'code-failure':
      return labels.codeFailure(purpose, labels.codeFailureReasons[reason] ?? reason);
    case 'password-changed':
      return labels.passwordChanged(detail.issued === true);
    case 'password-change-failure':
      return labels.passwordChangeFailure(labels.passwordChangeReasons[reason] ?? reason);
    case 'password-reset-failure':
      return labels.passwordResetFailure;
    default: {
      const managed = labels.managed[event];
      if (managed) return ownRow ? managed.subject : managed.actor;
      // Every other kind by its console name: the log never shows a raw event code.
      return labels.events[event] ?? auditEventLabel(event);
    }
  }
};

/**
 * The account's own security log, newest first: rows about it (logins, failures, changes made to it)
 * and changes it made to its sub-accounts. Rows written before an account id was known (a locked
 * address's refused tries) match by login name, only from the account's creation on, so a deleted
 * namesake's history never shows.
 */
export const querySecurityLog = async (
  db: TDatabase,
  account: TAccount,
  page: { current: number; size: number },
): Promise<{ total: number; records: TSecurityLogEntry[] }> => {
  const actor = alias(accounts, 'actor');
  const subject = alias(accounts, 'subject');
  const mine = or(
    eq(auditEvents.accountId, account.id),
    eq(auditEvents.actorAccountId, account.id),
    and(
      isNull(auditEvents.accountId),
      sql`lower(${auditEvents.loginName}) = lower(${account.loginName})`,
      gte(auditEvents.occurredAt, account.createdAt),
    ),
  );
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(mine);
  const rows = await db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      event: auditEvents.event,
      ip: auditEvents.ip,
      detail: auditEvents.detail,
      accountId: auditEvents.accountId,
      loginName: auditEvents.loginName,
      actorId: auditEvents.actorAccountId,
      actorName: actor.loginName,
      subjectName: subject.loginName,
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorAccountId))
    .leftJoin(subject, eq(subject.id, auditEvents.accountId))
    .where(mine)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return {
    total: counted?.total ?? 0,
    records: rows.map((row) => {
      const ownRow = row.accountId === account.id || row.accountId === null;
      return {
        id: String(row.id),
        occurredAt: formatChinaTime(row.occurredAt) ?? '',
        event: row.event,
        result: resultOf(row.event, detailOf(row.detail), ownRow),
        ip: row.ip,
        actor:
          row.actorId !== null && row.actorId !== account.id
            ? (row.actorName ?? labels.deletedAccount)
            : null,
        target: ownRow ? null : (row.subjectName ?? row.loginName),
      };
    }),
  };
};
