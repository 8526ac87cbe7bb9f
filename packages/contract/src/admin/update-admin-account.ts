import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAccountChanges, ZAdminAccount } from './account-admin.js';

export const updateAdminAccount = defineEndpoint('POST', '/admin/accounts/update-account', {
  summary: '修改账号的姓名、手机号、邮箱；员工账号还可改单位、层级与角色（不能降低自己的权限）',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZAccountChanges,
  data: ZAdminAccount,
});
