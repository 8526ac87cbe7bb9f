import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';

/** What the console may offer the administrator: national settings only to 总部's administrators. */
export const ZAdminScope = z.object({
  orgCode: z.string().describe('管理员所在单位'),
  orgName: z.string(),
  national: z
    .boolean()
    .describe('总部管理员：可修改全国设置（字典组、全国下载文件）、管理供应商账号、签发免审核接口客户端'),
});
export type TAdminScopeView = z.infer<typeof ZAdminScope>;

export const getAdminScope = defineEndpoint('POST', '/admin/get-admin-scope', {
  summary: '系统管理：当前管理员的管理范围（所在单位、是否总部管理员）',
  access: { permission: PERMISSIONS.admin },
  body: z.object({}),
  data: ZAdminScope,
});
