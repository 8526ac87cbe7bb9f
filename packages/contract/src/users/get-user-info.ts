import { defineEndpoint } from './area.js';
import { ZUserInfo } from './user-info.js';

export const getUserInfo = defineEndpoint('GET', '/user/getUserInfo', {
  summary: '当前登录用户的信息与菜单权限（角色为空时报错）',
  access: 'anySession',
  data: ZUserInfo,
});
