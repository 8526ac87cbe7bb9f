import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { optionalBooleanLike } from '../common/fields.js';
import { ZAdminAccount, ZAdminAccountId } from './account-admin.js';

export const setAdminAccountEnabled = defineEndpoint('POST', '/admin/accounts/set-account-enabled', {
  summary: '停用或启用账号；停用后其全部会话立即失效（不能停用自己）',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZAdminAccountId.extend({
    enabled: optionalBooleanLike().refine((value) => value !== undefined, { error: 'enabled 不能为空' }),
  }),
  data: ZAdminAccount,
});
