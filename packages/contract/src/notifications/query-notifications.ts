import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { optionalBooleanLike, optionalInt } from '../common/fields.js';
import { NOTIFICATION_PAGE_SIZE, ZNotification } from './notification.js';

export const ZQueryNotificationsRequest = z.object({
  current: optionalInt('current', 1, 10_000).transform((value) => value ?? 1),
  size: optionalInt('size', 1, 50).transform((value) => value ?? NOTIFICATION_PAGE_SIZE),
  unreadOnly: optionalBooleanLike(),
});

export const queryNotifications = defineEndpoint('POST', '/notification/query-notifications', {
  summary: '我的消息（站内通知），新的在前，分页；同时返回未读数',
  access: 'session',
  body: ZQueryNotificationsRequest,
  data: z.object({
    total: z.number().int(),
    unreadCount: z.number().int(),
    records: z.array(ZNotification),
  }),
});
