import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAuditEventRecord, ZAuditQuery } from './audit-event.js';

export const queryAuditEvents = defineEndpoint('POST', '/admin/audit/query-audit-events', {
  summary: '审计日志：登录与管理操作，按时间、账号、操作类型、结果、IP 筛选，分页（新的在前）',
  access: { permission: PERMISSIONS.adminAudit },
  body: ZAuditQuery,
  data: z.object({ total: z.number().int(), records: z.array(ZAuditEventRecord) }),
});
