import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAdminAccount, ZAdminAccountId } from './account-admin.js';

export const unlockAdminAccount = defineEndpoint('POST', '/admin/accounts/unlock-account', {
  summary: '解除账号因密码错误造成的锁定与等待（所有地址）',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZAdminAccountId,
  data: ZAdminAccount,
});
