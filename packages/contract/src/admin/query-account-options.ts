import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAccountOptions } from './account-admin.js';

export const queryAccountOptions = defineEndpoint('POST', '/admin/accounts/query-account-options', {
  summary: '账号管理：可选的单位（本单位及下级）与角色（标明能否授予）',
  access: { permission: PERMISSIONS.adminAccounts },
  body: z.object({}),
  data: ZAccountOptions,
});
