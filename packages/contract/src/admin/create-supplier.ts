import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { mobileNumber } from '../auth/login-fields.js';
import { optionalEmail } from '../common/contact-fields.js';
import { defineEndpoint } from './area.js';
import { requiredText } from '../common/fields.js';
import { ZSupplierBaseFields } from '../supplier-info/supplier-record.js';
import { ZIssuedPassword } from '../supplier-accounts/create-sub-account.js';
import { ZAdminAccount } from './account-admin.js';

/** A supplier an administrator enters directly: 企业信息's base fields and the main account's contact. */
export const ZNewSupplier = z.object({
  base: ZSupplierBaseFields,
  contact: z.object({
    name: requiredText('联系人姓名', 50),
    mobile: mobileNumber(),
    email: optionalEmail(),
  }),
});
export type TNewSupplier = z.input<typeof ZNewSupplier>;

export const createSupplier = defineEndpoint('POST', '/admin/suppliers/create-supplier', {
  summary:
    '新建供应商（总部管理员；省分管理员限注册地址在本省的）：企业信息第 1 版与主账号（登录名为统一社会信用代码），初始密码仅此一次返回，首次登录须修改',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZNewSupplier,
  data: ZIssuedPassword.extend({
    supplierCode: z.string(),
    account: ZAdminAccount,
  }),
});
