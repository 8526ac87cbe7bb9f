/** Texts of the shared widgets. */
export const widgetMessages = {
  jumpTo: '到第',
  page: '页',
  pageSize: '每页条数',
  previousPage: '上一页',
  nextPage: '下一页',
  previousPages: '向前 5 页',
  nextPages: '向后 5 页',
  total: (total: number) => `共 ${total} 条`,
  perPage: (size: number) => `${size} 条/页`,
  more: '更多',
  moreArrow: ' >',
  newWindowHint: '（在新窗口打开）',
} as const;
