import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAdminAuthority, ZUpdateAuthorityRequest } from './authority.js';

export const updateAuthority = defineEndpoint('POST', '/admin/authority/update-authority', {
  summary:
    '菜单权限：修改菜单项的名称、上级（移动，不可成环）、地址、排序，及非系统权限代码的代码（newAuthorityCode）',
  access: { permission: PERMISSIONS.adminAuthorities },
  body: ZUpdateAuthorityRequest,
  data: ZAdminAuthority,
});
