import type { TNotificationKind } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { notifications } from '../../db/schema/index.js';
import type { TTransaction } from '../workflow/index.js';

export type TNewNotification = {
  recipientAccountIds: readonly number[];
  kind: TNotificationKind;
  title: string;
  body: string;
  /** A path of this site (starting with '/'), or null. */
  link?: string | null;
};

/** Writes one notification per recipient; inside the caller's transaction when given one. */
export const addNotifications = async (db: TDatabase | TTransaction, notification: TNewNotification) => {
  const recipients = [...new Set(notification.recipientAccountIds)];
  if (recipients.length === 0) return;
  if (notification.link && !notification.link.startsWith('/')) {
    throw new Error(`通知链接应为本站路径：${notification.link}`);
  }
  await db.insert(notifications).values(
    recipients.map((recipientAccountId) => ({
      recipientAccountId,
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      link: notification.link ?? null,
    })),
  );
};
