import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { optionalBooleanLike } from '../common/fields.js';
import { ZAdminOrg, ZOrgCodeBody } from './org-admin.js';

export const setOrgEnabled = defineEndpoint('POST', '/admin/orgs/set-org-enabled', {
  summary: '单位管理：停用或重新启用单位（有未停用下级单位的不能停用；上级已停用的不能启用；其账号不受影响）',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZOrgCodeBody.extend({
    enabled: optionalBooleanLike().refine((value) => value !== undefined, { error: 'enabled 不能为空' }),
  }),
  data: ZAdminOrg,
});
