import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { idString, optionalBooleanLike } from '../common/fields.js';
import { ZUnreadCount } from './notification.js';

export const ZMarkNotificationsReadRequest = z
  .object({
    ids: z.array(idString('消息编号')).max(100, { error: '一次最多标记 100 条消息' }).optional(),
    all: optionalBooleanLike(),
  })
  .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, {
    error: '请指定要标为已读的消息（ids），或 all 为 true',
    path: ['ids'],
  });

export const markNotificationsRead = defineEndpoint('POST', '/notification/mark-read', {
  summary: '把我的消息标为已读（指定 ids，或 all 全部）；只动本人的消息；返回剩余未读数',
  access: 'session',
  body: ZMarkNotificationsReadRequest,
  data: ZUnreadCount,
});
