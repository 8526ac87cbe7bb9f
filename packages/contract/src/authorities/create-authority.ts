import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAdminAuthority, ZCreateAuthorityRequest } from './authority.js';

export const createAuthority = defineEndpoint('POST', '/admin/authority/create-authority', {
  summary:
    '菜单权限：新增菜单项（代码唯一；上级须存在；地址为工作台路径或白名单内的合作系统页面）；代码重复 409',
  access: { permission: PERMISSIONS.adminAuthorities },
  body: ZCreateAuthorityRequest,
  data: ZAdminAuthority,
});
