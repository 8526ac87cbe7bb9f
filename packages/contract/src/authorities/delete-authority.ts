import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { authorityCodeField } from './authority.js';

export const deleteAuthority = defineEndpoint('POST', '/admin/authority/delete-authority', {
  summary: '菜单权限：删除菜单项及其角色授权；仍有下级或为系统权限代码时 409',
  access: { permission: PERMISSIONS.adminAuthorities },
  body: z.object({ authorityCode: authorityCodeField('菜单代码') }),
  data: z.object({ authorityCode: z.string() }),
});
