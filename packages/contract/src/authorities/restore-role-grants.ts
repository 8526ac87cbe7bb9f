import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZRoleGrants, ZRoleName } from './authority.js';

export const restoreRoleGrants = defineEndpoint('POST', '/admin/authority/restore-role-grants', {
  summary: '角色授权：把出厂角色误删的出厂菜单权限加回（其余授权不变）；仅总部系统管理员（否则 403）',
  access: { permission: PERMISSIONS.adminAuthorities },
  body: z.object({ role: ZRoleName }),
  data: ZRoleGrants,
});
