import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAdminAccount, ZAdminAccountQuery } from './account-admin.js';

export const queryAdminAccounts = defineEndpoint('POST', '/admin/accounts/query-accounts', {
  summary:
    '账号管理：管理员本单位及下级单位的账号，按登录名/姓名、类型、单位、层级、状态筛选，分页（新的在前）',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZAdminAccountQuery,
  data: z.object({ total: z.number().int(), records: z.array(ZAdminAccount) }),
});
