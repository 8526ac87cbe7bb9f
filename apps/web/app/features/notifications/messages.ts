export const notificationMessages = {
  bell: (unread: number) => (unread > 0 ? `消息通知，${unread} 条未读` : '消息通知'),
  title: '消息通知',
  markAllRead: '全部标为已读',
  empty: '暂无消息',
  loadFailed: '消息加载失败，请稍后重试',
  retry: '重试',
  more: '查看更多',
  unread: '未读',
} as const;
