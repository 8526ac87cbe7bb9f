import type { TAuditEventKind } from '@supportal/contract';
import type { TCallContext } from '../../lib/endpoint/index.js';
import type { TAuditLog } from '../../plugins/audit-log.js';

/** Writes a staff action of an administration call to the audit trail, naming who did it and from where. */
export const recordAdminAction = (
  audit: TAuditLog,
  context: TCallContext,
  event: TAuditEventKind,
  detail?: Record<string, string | number | boolean>,
) =>
  audit.record({
    event,
    loginName: context.caller?.loginName ?? null,
    accountId: context.caller?.accountId ?? null,
    ip: context.ip,
    detail,
  });
