import { BellOutlined } from '@ant-design/icons';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_POLL_MS,
  type TNotification,
} from '@supportal/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Popover, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { unreadNotificationCountQuery } from '../api/get-unread-notification-count';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { notificationsQuery } from '../api/query-notifications';
import { notificationMessages } from '../messages';
import styles from './notifications.module.css';

/**
 * The bell of the workspace header: my unread count (asked every minute and when the tab comes back),
 * opening my newest notifications; a click marks one read and opens its page.
 */
export function NotificationBell() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState(NOTIFICATION_PAGE_SIZE);
  const unread = useQuery({
    ...unreadNotificationCountQuery(),
    select: (data) => data.unreadCount,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const list = useQuery({ ...notificationsQuery(size), enabled: open });
  const mark = useMarkNotificationsRead();
  const unreadCount = list.data?.unreadCount ?? unread.data ?? 0;

  const openNotification = (notification: TNotification) => {
    if (!notification.read) mark.mutate({ ids: [notification.id] });
    if (notification.link) {
      setOpen(false);
      void navigate(notification.link);
    }
  };

  const content = (
    <div className={styles.panel}>
      <div className={styles.panelHeader}>
        <span className={styles.panelTitle}>{notificationMessages.title}</span>
        <Button
          type="link"
          size="small"
          disabled={unreadCount === 0}
          loading={mark.isPending}
          onClick={() => mark.mutate({ all: true })}
        >
          {notificationMessages.markAllRead}
        </Button>
      </div>
      {list.isPending ? (
        <div className={styles.state}>
          <Spin size="small" />
        </div>
      ) : list.isError ? (
        <div className={styles.state}>
          {notificationMessages.loadFailed}
          <Button type="link" size="small" onClick={() => void list.refetch()}>
            {notificationMessages.retry}
          </Button>
        </div>
      ) : list.data.records.length === 0 ? (
        <div className={styles.state}>{notificationMessages.empty}</div>
      ) : (
        <ul className={styles.list}>
          {list.data.records.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                className={`${styles.item} ${notification.read ? '' : styles.unread}`}
                onClick={() => openNotification(notification)}
              >
                <span className={styles.itemHead}>
                  <Tag color={notification.kind === 'certificateExpiry' ? 'orange' : 'blue'}>
                    {NOTIFICATION_KINDS[notification.kind]}
                  </Tag>
                  <span className={styles.itemTitle}>{notification.title}</span>
                  {notification.read ? null : (
                    <span className={styles.dot} aria-label={notificationMessages.unread} />
                  )}
                </span>
                <span className={styles.itemBody}>{notification.body}</span>
                <span className={styles.itemTime}>{notification.createTime}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.total > list.data.records.length ? (
        <Button
          type="link"
          block
          loading={list.isFetching}
          onClick={() => setSize((current) => current + NOTIFICATION_PAGE_SIZE)}
        >
          {notificationMessages.more}
        </Button>
      ) : null}
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      content={content}
      arrow={false}
    >
      <button type="button" className={styles.bell} aria-label={notificationMessages.bell(unreadCount)}>
        <Badge count={unreadCount} size="small" offset={[4, -2]}>
          <BellOutlined className={styles.bellIcon} aria-hidden />
        </Badge>
      </button>
    </Popover>
  );
}
