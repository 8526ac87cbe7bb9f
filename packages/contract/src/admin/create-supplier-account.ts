import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZIssuedPassword } from '../supplier-accounts/create-sub-account.js';
import { ZAdminAccount, ZNewSupplierAccount } from './account-admin.js';

export const createSupplierAccount = defineEndpoint('POST', '/admin/accounts/create-supplier-account', {
  summary: '为已登记的供应商新建主账号（总部管理员）；初始密码由系统生成，仅此一次返回',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZNewSupplierAccount,
  data: ZIssuedPassword.extend({ account: ZAdminAccount }),
});
