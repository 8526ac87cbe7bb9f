import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from '../common/endpoint.js';
import { ZAccountChanges, ZAdminAccount } from './account-admin.js';

export const updateAdminAccount = defineEndpoint({
  method: 'POST',
  path: '/admin/accounts/update-account',
  summary: '修改账号的姓名、手机号、邮箱；员工账号还可改单位、层级与角色（不能降低自己的权限）',
  tag: 'admin',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZAccountChanges,
  data: ZAdminAccount,
});
