import { z } from 'zod';

/** What a notification is about; the bell shows the label as a tag. */
export const NOTIFICATION_KINDS = {
  taskReminder: '催办',
  taskOverdue: '超时提醒',
  certificateExpiry: '证书到期',
  savedSearchMatch: '订阅推送',
  alertChannelPaused: '推送暂停',
} as const;
export type TNotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_PAGE_SIZE = 10;
/** Pages notifications link to (the web route table has the same paths). */
export const NOTIFICATION_LINKS = {
  workBench: '/purHome/workBench',
  purHome: '/purHome',
  savedSearches: '/purHome/savedSearches',
} as const;
/** How often an open workspace asks for its unread count. */
export const NOTIFICATION_POLL_MS = 60_000;

export const ZNotification = z.object({
  id: z.string(),
  kind: z.enum(Object.keys(NOTIFICATION_KINDS) as [TNotificationKind, ...TNotificationKind[]]),
  title: z.string(),
  body: z.string(),
  /** A page of the portal to open (a path on this site), or null. */
  link: z.string().nullable(),
  createTime: z.string().describe('yyyy-MM-dd HH:mm:ss（北京时间）'),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZUnreadCount = z.object({ unreadCount: z.number().int() });
