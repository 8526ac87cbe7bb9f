import type { TDatabase } from '../../db/database.js';
import { auditEvents } from '../../db/schema.js';

/** What the audit trail records (README, Security). */
export const AUDIT_EVENTS = [
  'login-success',
  'login-failure',
  'lockout',
  'password-guessing',
  'code-sent',
  'code-failure',
  'logout',
  'mobile-bound',
  'mobile-sync-4a',
  'sso-ticket',
] as const;
export type TAuditEvent = (typeof AUDIT_EVENTS)[number];

export type TAuditEntry = {
  event: TAuditEvent;
  /** The login name as given, also when no such account exists. */
  loginName?: string | null;
  accountId?: number | null;
  ip: string;
  /** Short machine-readable reason or channel, never a secret. */
  detail?: Record<string, string | number | boolean>;
};

export type TAuditLog = { record: (entry: TAuditEntry) => Promise<void> };

const MAX_NAME_LENGTH = 64;

/** Audit events go to the database whatever holds sessions, so they outlive Redis restarts. */
export const createAuditLog = (db: TDatabase): TAuditLog => ({
  record: async (entry) => {
    await db.insert(auditEvents).values({
      event: entry.event,
      loginName: entry.loginName?.trim().slice(0, MAX_NAME_LENGTH) ?? null,
      accountId: entry.accountId ?? null,
      ip: entry.ip,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    });
  },
});
