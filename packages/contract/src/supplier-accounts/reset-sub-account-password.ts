import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZIssuedPassword } from './create-sub-account.js';
import { ZSubAccountId } from './sub-account.js';

export const resetSubAccountPassword = defineEndpoint(
  'POST',
  '/supplier-account/reset-sub-account-password',
  {
    summary: '为本公司子账号生成新密码（仅此一次返回），其登录会话立即失效',
    access: { permission: PERMISSIONS.subAccountManage },
    body: ZSubAccountId,
    data: ZIssuedPassword,
  },
);
