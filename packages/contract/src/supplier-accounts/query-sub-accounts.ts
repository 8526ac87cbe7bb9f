import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZSubAccount } from './sub-account.js';

export const querySubAccounts = defineEndpoint('GET', '/supplier-account/query-sub-accounts', {
  summary: '本公司的全部子账号（含已停用），新建的在前',
  access: { permission: PERMISSIONS.subAccountManage },
  data: z.object({ records: z.array(ZSubAccount) }),
});
