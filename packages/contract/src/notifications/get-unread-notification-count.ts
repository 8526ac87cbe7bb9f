import { defineEndpoint } from './area.js';
import { ZUnreadCount } from './notification.js';

export const getUnreadNotificationCount = defineEndpoint('GET', '/notification/get-unread-count', {
  summary: '我的未读消息数（工作台铃铛）',
  access: 'session',
  data: ZUnreadCount,
});
