/** Page titles of the notice pages (public and workspace copies alike). */
export const noticeRouteMessages = {
  searchTitle: '公告搜索',
  noticeDetailTitle: '公告详情',
  downloadsTitle: '下载专区',
} as const;
