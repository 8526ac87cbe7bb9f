import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from '../common/endpoint.js';
import { ZSubAccount, ZSubAccountFields, ZSubAccountId } from './sub-account.js';

export const updateSubAccount = defineEndpoint({
  method: 'POST',
  path: '/supplier-account/update-sub-account',
  summary: '修改本公司子账号的姓名、手机号、邮箱与菜单授权',
  tag: 'supplier-account',
  access: { permission: PERMISSIONS.subAccountManage },
  body: ZSubAccountFields.extend(ZSubAccountId.shape),
  data: ZSubAccount,
});
