import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from '../common/endpoint.js';
import { ZSubAccount } from './sub-account.js';

export const querySubAccounts = defineEndpoint({
  method: 'GET',
  path: '/supplier-account/query-sub-accounts',
  summary: '本公司的全部子账号（含已停用），新建的在前',
  tag: 'supplier-account',
  access: { permission: PERMISSIONS.subAccountManage },
  data: z.object({ records: z.array(ZSubAccount) }),
});
