import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZSubAccount, ZSubAccountId } from './sub-account.js';

export const setSubAccountEnabled = defineEndpoint('POST', '/supplier-account/set-sub-account-enabled', {
  summary: '停用（其登录会话立即失效）或重新启用本公司的子账号',
  access: { permission: PERMISSIONS.subAccountManage },
  body: ZSubAccountId.extend({
    enabled: z.preprocess(
      (value) =>
        value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
      z.boolean({ error: 'enabled 应为 true 或 false' }),
    ),
  }),
  data: ZSubAccount,
});
