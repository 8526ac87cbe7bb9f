import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZIssuedPassword } from '../supplier-accounts/create-sub-account.js';
import { ZAdminAccountId } from './account-admin.js';

export const resetAdminAccountPassword = defineEndpoint('POST', '/admin/accounts/reset-account-password', {
  summary: '为账号生成新密码（仅此一次返回），旧密码与全部会话立即失效',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZAdminAccountId,
  data: ZIssuedPassword,
});
