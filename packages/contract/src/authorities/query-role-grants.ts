import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZRoleGrants } from './authority.js';

export const queryRoleGrants = defineEndpoint('POST', '/admin/authority/query-role-grants', {
  summary: '角色授权：每个角色及其持有的菜单权限；grantable 为当前管理员可授予的权限',
  access: { permission: PERMISSIONS.adminAuthorities },
  body: z.object({}).optional(),
  data: z.object({
    roles: z.array(ZRoleGrants),
    grantable: z.array(z.string()).describe('可新授予的权限代码：自己持有的，及非系统权限的菜单项'),
    editable: z.boolean(),
  }),
});
