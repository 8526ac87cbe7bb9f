import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { orgCode, ZAdminOrg, ZOrgCodeBody } from './org-admin.js';

export const moveOrg = defineEndpoint('POST', '/admin/orgs/move-org', {
  summary: '单位管理：把地市移到管理员范围内的另一省分下（随之取该省分的区划）',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZOrgCodeBody.extend({ parentCode: orgCode('请选择新的上级省分') }),
  data: ZAdminOrg,
});
