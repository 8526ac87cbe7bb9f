import type { FastifyBaseLogger } from 'fastify';
import type { TAuditEventKind } from '@supportal/contract';
import type { TDatabase } from '../db/database.js';
import { auditEvents } from '../db/schema/index.js';

/** What the audit trail records: the kinds of the contract (the console filters and names them). */
export type TAuditEvent = TAuditEventKind;

export type TAuditEntry = {
  event: TAuditEvent;
  /** The login name as given, also when no such account exists. */
  loginName?: string | null;
  accountId?: number | null;
  /** Who changed the account when it was not its owner (a main account managing a sub-account). */
  actorAccountId?: number | null;
  ip: string;
  /** Short machine-readable reason or channel, never a secret. */
  detail?: Record<string, string | number | boolean>;
};

/** A change to `target`'s account made by `actor` (an administrator, or a main account for its sub-account). */
export const accountChangeEntry = (
  event: TAuditEvent,
  target: { id: number; loginName: string },
  actor: { accountId: number; loginName: string },
  ip: string,
  detail: Record<string, string> = {},
): TAuditEntry => ({
  event,
  loginName: target.loginName,
  accountId: target.id,
  actorAccountId: actor.accountId,
  ip,
  detail: { by: actor.loginName, ...detail },
});

/** `record` never rejects: an event that cannot be written now is kept and written later. */
export type TAuditLog = {
  record: (entry: TAuditEntry) => Promise<void>;
  /** Tries once more to write every kept event (the app calls it on close); resolves to how many remain. */
  flush: () => Promise<number>;
};

export type TAuditLogOptions = {
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** First wait before writing kept events again; doubles per failed try up to a minute. */
  retryDelayMs?: number;
  /** Kept events beyond this drop the oldest (logged), so an unreachable database cannot exhaust memory. */
  maxPending?: number;
};

type TAuditRow = typeof auditEvents.$inferInsert;

const MAX_NAME_LENGTH = 64;
const MAX_RETRY_DELAY_MS = 60_000;

/**
 * PostgreSQL text cannot hold NUL, and control characters hide what was sent: show them as \uXXXX so
 * the row is written and says what arrived.
 */
// eslint-disable-next-line no-control-regex -- escaping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;
const storable = (text: string) =>
  text.replace(
    CONTROL_CHARACTERS,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const toRow = (entry: TAuditEntry): TAuditRow => ({
  occurredAt: new Date(),
  event: entry.event,
  loginName: entry.loginName == null ? null : storable(entry.loginName.trim().slice(0, MAX_NAME_LENGTH)),
  accountId: entry.accountId ?? null,
  actorAccountId: entry.actorAccountId ?? null,
  ip: storable(entry.ip),
  // JSON.stringify already writes control characters as \u escapes.
  detail: entry.detail ? JSON.stringify(entry.detail) : null,
});

/** Audit events go to the database whatever holds sessions, so they outlive Redis restarts. */
export const createAuditLog = (db: TDatabase, options: TAuditLogOptions): TAuditLog => {
  const firstDelayMs = options.retryDelayMs ?? 1_000;
  const maxPending = options.maxPending ?? 10_000;
  const pending: TAuditRow[] = [];
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelayMs = firstDelayMs;

  const writePending = async (): Promise<number> => {
    retryTimer = undefined;
    const rows = pending.splice(0, pending.length);
    if (rows.length === 0) return 0;
    try {
      await db.insert(auditEvents).values(rows);
      retryDelayMs = firstDelayMs;
    } catch (error) {
      pending.unshift(...rows);
      options.log.error({ err: error, pending: pending.length }, 'audit events still not written');
      scheduleRetry();
    }
    return pending.length;
  };

  const scheduleRetry = () => {
    if (retryTimer) return;
    retryTimer = setTimeout(() => void writePending(), retryDelayMs);
    // A pending retry must not keep a stopping process alive; close flushes instead.
    retryTimer.unref();
    retryDelayMs = Math.min(retryDelayMs * 2, MAX_RETRY_DELAY_MS);
  };

  const keep = (row: TAuditRow) => {
    pending.push(row);
    const dropped = pending.splice(0, Math.max(0, pending.length - maxPending));
    for (const lost of dropped)
      options.log.error({ auditEvent: lost }, 'audit event dropped: too many unwritten');
    scheduleRetry();
  };

  return {
    record: async (entry) => {
      const row = toRow(entry);
      try {
        await db.insert(auditEvents).values(row);
      } catch (error) {
        // The event is logged in full so it survives even a crash before the retry.
        options.log.error({ err: error, auditEvent: row }, 'audit event not written; will retry');
        keep(row);
      }
    },
    flush: async () => {
      if (retryTimer) clearTimeout(retryTimer);
      return writePending();
    },
  };
};
