import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZSubAccount, ZSubAccountFields, ZSubAccountId } from './sub-account.js';

export const updateSubAccount = defineEndpoint('POST', '/supplier-account/update-sub-account', {
  summary: '修改本公司子账号的姓名、手机号、邮箱与菜单授权',
  access: { permission: PERMISSIONS.subAccountManage },
  body: ZSubAccountFields.extend(ZSubAccountId.shape),
  data: ZSubAccount,
});
