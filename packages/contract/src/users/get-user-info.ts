import { defineEndpoint } from '../common/endpoint.js';
import { ZUserInfo } from './user-info.js';

export const getUserInfo = defineEndpoint({
  method: 'GET',
  path: '/user/getUserInfo',
  summary: '当前登录用户的信息与菜单权限（角色为空时报错）',
  tag: 'user',
  access: 'anySession',
  data: ZUserInfo,
});
