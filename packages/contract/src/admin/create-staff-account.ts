import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZIssuedPassword } from '../supplier-accounts/create-sub-account.js';
import { ZAdminAccount, ZNewStaffAccount } from './account-admin.js';

export const createStaffAccount = defineEndpoint('POST', '/admin/accounts/create-staff-account', {
  summary: '新建员工账号（单位须在管理员范围内，角色须可授予）；初始密码由系统生成，仅此一次返回',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZNewStaffAccount,
  data: ZIssuedPassword.extend({ account: ZAdminAccount }),
});
