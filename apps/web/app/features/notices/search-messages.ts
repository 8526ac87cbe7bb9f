import { FULL_TEXT_SCOPE_LABELS } from '@supportal/contract';

export const searchMessages = {
  allTypes: '全部',
  typeLabel: '公告类型',
  keywordLabel: '搜索关键字',
  keywordPlaceholder: '输入关键字搜索标题、正文和附件，多个词用空格分隔',
  submit: '搜索',
  reset: '重置',
  typeListTitle: '公告类型',
  typeListLabel: '按公告类型筛选',
  typeCount: (count: string) => `${count} 条`,
  pageKeywordLabel: '搜索内容',
  scopeLabel: '搜索范围',
  scopes: FULL_TEXT_SCOPE_LABELS,
  hitLocation: { title: '标题', body: '正文', attachment: '附件' },
  hitAttachment: (fileName: string, pageNo: number | undefined) =>
    pageNo === undefined ? `附件《${fileName}》` : `附件《${fileName}》第 ${pageNo} 页`,
  hitLabel: '命中位置',
  noKeyword: '请输入关键字后搜索公告的标题、正文和附件。',
  resultSummary: (keyword: string, total: string) => `“${keyword}”共找到 ${total} 条公告`,
  tableCaption: '搜索结果',
} as const;
