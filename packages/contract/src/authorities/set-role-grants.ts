import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { commaList } from '../common/fields.js';
import { defineEndpoint } from './area.js';
import { ZRoleGrants, ZRoleName } from './authority.js';

export const setRoleGrants = defineEndpoint('POST', '/admin/authority/set-role-grants', {
  summary:
    '角色授权：设置一个角色持有的全部菜单权限。只能新授予自己持有的权限（否则 403）；不能撤销自己最后的菜单权限管理权（409）',
  access: { permission: PERMISSIONS.adminAuthorities },
  body: z.object({
    role: ZRoleName,
    authorityCodes: commaList(500, 64).transform((codes) => codes ?? []),
  }),
  data: ZRoleGrants,
});
