import { EMPTY_KEYWORD_WARNING } from '@supportal/contract';

export const searchMessages = {
  allTypes: '全部',
  typeLabel: '公告类型',
  keywordLabel: '搜索关键字',
  keywordPlaceholder: '请输入公告标题关键字',
  submit: '搜索',
  emptyKeyword: EMPTY_KEYWORD_WARNING,
  reset: '重置',
  typeListTitle: '公告类型',
  typeListLabel: '按公告类型筛选',
  typeCount: (count: string) => `${count} 条`,
  pageKeywordLabel: '公告标题关键字',
  noKeyword: '请输入关键字后搜索公告标题。',
  resultSummary: (keyword: string, total: string) => `“${keyword}”共找到 ${total} 条公告`,
  tableCaption: '搜索结果',
} as const;
