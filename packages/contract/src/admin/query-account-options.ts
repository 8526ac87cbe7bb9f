import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from '../common/endpoint.js';
import { ZAccountOptions } from './account-admin.js';

export const queryAccountOptions = defineEndpoint({
  method: 'POST',
  path: '/admin/accounts/query-account-options',
  summary: '账号管理：可选的单位（本单位及下级）与角色（标明能否授予）',
  tag: 'admin',
  access: { permission: PERMISSIONS.adminAccounts },
  body: z.object({}),
  data: ZAccountOptions,
});
