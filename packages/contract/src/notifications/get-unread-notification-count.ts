import { defineEndpoint } from '../common/endpoint.js';
import { ZUnreadCount } from './notification.js';

export const getUnreadNotificationCount = defineEndpoint({
  method: 'GET',
  path: '/notification/get-unread-count',
  summary: '我的未读消息数（工作台铃铛）',
  tag: 'notification',
  access: 'session',
  data: ZUnreadCount,
});
