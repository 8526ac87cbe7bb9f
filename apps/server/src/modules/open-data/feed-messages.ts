import { FULL_TEXT_SCOPE_LABELS, PORTAL_NAME, type TFullTextScope } from '@supportal/contract';
import { quoted } from '../../lib/quoted-text.js';

/** What feed readers show: titles and summaries of the feeds and their entries. */
export const FEED_MESSAGES = {
  allNotices: '全部公告',
  keyword: (keyword: string) => `关键字${quoted(keyword)}`,
  fullText: (query: string, scope: TFullTextScope) =>
    scope === 'all' ? `全文${quoted(query)}` : `${FULL_TEXT_SCOPE_LABELS[scope]}含${quoted(query)}`,
  noticesFeedTitle: (scope: string) => `${PORTAL_NAME} · ${scope}`,
  noticesFeedDescription: (scope: string) => `${PORTAL_NAME}最新公开的${scope}`,
  savedSearchFeedTitle: (name: string) => `${PORTAL_NAME} · 我的订阅：${name}`,
  savedSearchFeedDescription: (name: string) => `订阅${quoted(name)}匹配的最新公开公告`,
  published: (time: string) => `发布时间：${time}`,
  amended: (time: string) => `已修订：${time}`,
} as const;
