import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { orgName, ZAdminOrg, ZOrgCodeBody } from './org-admin.js';

export const renameOrg = defineEndpoint('POST', '/admin/orgs/rename-org', {
  summary: '单位管理：单位改名（其员工账号显示新名称；已发布公告保留原单位名称）',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZOrgCodeBody.extend({ orgName: orgName() }),
  data: ZAdminOrg,
});
