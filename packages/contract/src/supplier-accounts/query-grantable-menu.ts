import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZGrantableMenu } from './sub-account.js';

export const queryGrantableMenu = defineEndpoint('GET', '/supplier-account/query-grantable-menu', {
  summary: '主账号可授予子账号的菜单（自己拥有且子账号角色允许的菜单，不含子账号管理）',
  access: { permission: PERMISSIONS.subAccountManage },
  data: ZGrantableMenu,
});
