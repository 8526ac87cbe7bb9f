import { PERMISSIONS } from '../access/permissions.js';
import { defineDownload } from './area.js';
import { ZAuditFilter } from './audit-event.js';

/** Every matching event as CSV (UTF-8 with BOM, for Excel), newest first, streamed. */
export const exportAuditEvents = defineDownload('/admin/audit/export-audit-events', {
  summary: '导出审计日志（CSV，UTF-8 带 BOM；筛选条件同查询）',
  access: { permission: PERMISSIONS.adminAudit },
  query: ZAuditFilter,
});
