import { exportAuditEvents, type TAuditFilter } from '@supportal/contract';
import { auditFilterParams } from '../lib/audit-query';

/** Address of the CSV of every event matching the filter (the browser downloads it with the session cookie). */
export const auditExportUrl = (filter: TAuditFilter): string => {
  const search = auditFilterParams(filter).toString();
  return search ? `${exportAuditEvents.path}?${search}` : exportAuditEvents.path;
};
