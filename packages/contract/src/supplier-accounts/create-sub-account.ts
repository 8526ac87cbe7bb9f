import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZNewSubAccount, ZSubAccount } from './sub-account.js';

export const ZIssuedPassword = z.object({
  initialPassword: z.string().describe('系统生成的初始密码，仅此一次返回，不记录在日志中'),
});

export const createSubAccount = defineEndpoint('POST', '/supplier-account/create-sub-account', {
  summary: '新建本公司的子账号并授予菜单；登录名重复时 409，菜单超出主账号权限时 400',
  access: { permission: PERMISSIONS.subAccountManage },
  body: ZNewSubAccount,
  data: ZIssuedPassword.extend({ account: ZSubAccount }),
});
