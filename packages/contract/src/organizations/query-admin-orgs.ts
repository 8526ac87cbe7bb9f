import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAdminOrg } from './org-admin.js';

export const ZAdminOrgTree = z.object({
  orgs: z.array(ZAdminOrg).describe('管理员本单位及下级单位（含已停用），上级在前'),
  areas: z
    .array(z.object({ code: z.string(), name: z.string() }))
    .describe('已登记的省份区划（新建省分时选择）'),
  mayCreateProvince: z.boolean().describe('能否新建省分（总部管理员）'),
});
export type TAdminOrgTree = z.infer<typeof ZAdminOrgTree>;

export const queryAdminOrgs = defineEndpoint('POST', '/admin/orgs/query-admin-orgs', {
  summary: '单位管理：管理员范围内的单位树（含已停用单位）与已登记的省份区划',
  access: { permission: PERMISSIONS.adminAccounts },
  body: z.object({}),
  data: ZAdminOrgTree,
});
