import {
  getUnreadNotificationCount,
  markNotificationsRead,
  queryNotifications,
  type TNotification,
} from '@supportal/contract';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { notifications } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { bindEndpoint, type TCallContext, type TBoundEndpoint } from '../../lib/endpoint/index.js';
import { endpointModule } from '../../lib/module-manifest.js';

/** Every call here is about the caller's own notifications, whatever ids a client sends. */
const recipientOf = (context: TCallContext) => {
  if (!context.caller) throw new AppError('unauthorized');
  return context.caller.accountId;
};

const unreadCountOf = async (db: TDatabase, recipient: number) => {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientAccountId, recipient), isNull(notifications.readAt)));
  return row?.value ?? 0;
};

const toNotification = (row: typeof notifications.$inferSelect): TNotification => ({
  id: String(row.id),
  kind: row.kind as TNotification['kind'],
  title: row.title,
  body: row.body,
  link: row.link,
  createTime: formatChinaTime(row.createdAt) ?? '',
  read: row.readAt !== null,
});

export const notificationEndpoints = (db: TDatabase) => [
  bindEndpoint(queryNotifications, async ({ body }, context) => {
    const recipient = recipientOf(context);
    const where = and(
      eq(notifications.recipientAccountId, recipient),
      body.unreadOnly ? isNull(notifications.readAt) : undefined,
    );
    const [rows, [total], unreadCount] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.id))
        .limit(body.size)
        .offset((body.current - 1) * body.size),
      db.select({ value: count() }).from(notifications).where(where),
      unreadCountOf(db, recipient),
    ]);
    return { total: total?.value ?? 0, unreadCount, records: rows.map(toNotification) };
  }),
  bindEndpoint(getUnreadNotificationCount, async (_input, context) => ({
    unreadCount: await unreadCountOf(db, recipientOf(context)),
  })),
  bindEndpoint(markNotificationsRead, async ({ body }, context) => {
    const recipient = recipientOf(context);
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.recipientAccountId, recipient),
          isNull(notifications.readAt),
          body.all ? undefined : inArray(notifications.id, (body.ids ?? []).map(Number)),
        ),
      );
    return { unreadCount: await unreadCountOf(db, recipient) };
  }),
];

/** The messages of a logged-in account. */
export const notificationsModule = endpointModule(
  'notifications',
  ({ db }: { db: TDatabase }) => notificationEndpoints(db) as TBoundEndpoint[],
);
