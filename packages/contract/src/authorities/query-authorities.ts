import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAdminAuthority } from './authority.js';

export const queryAuthorities = defineEndpoint('POST', '/admin/authority/query-authorities', {
  summary:
    '菜单权限：全部菜单权限（平铺，按 parentAuthorityCode 嵌套、按 sort 排序），以及当前管理员能否修改',
  access: { permission: PERMISSIONS.adminAuthorities },
  body: z.object({}).optional(),
  data: z.object({
    authorities: z.array(ZAdminAuthority),
    editable: z.boolean().describe('仅总部系统管理员可修改；其他管理员只读'),
  }),
});
