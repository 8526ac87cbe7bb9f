/** Texts of the shared widgets. */
export const widgetMessages = {
  jumpTo: '到第',
  page: '页',
  pageSize: '每页条数',
  total: (total: number) => `共 ${total} 条`,
  perPage: (size: number) => `${size} 条/页`,
  more: '更多',
  moreArrow: ' >',
  newWindowHint: '（在新窗口打开）',
  loadFailedTitle: '加载失败',
  loadFailedText: '列表未能加载，可能是网络或服务暂时不可用。',
  retry: '重试',
  demo: '演示环境',
  demoHint: '演示环境：数据和账号均为演示用途',
} as const;
