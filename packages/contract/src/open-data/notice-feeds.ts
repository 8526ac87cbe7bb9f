/** The portal's name, as pages and feeds show it. */
export const PORTAL_NAME = '通信铁塔采购与供应商门户';

/** Where a notice opens for anyone (feed links, alerts): relative to PUBLIC_BASE_URL. */
export const publicNoticePath = (noticeId: number | string) =>
  `/noticeDetail?id=${encodeURIComponent(String(noticeId))}`;

/** The date part of the feeds' tag: URIs (RFC 4151): ids stay the same for good once given. */
export const FEED_TAG_DATE = '2026';

export const FEED_MEDIA_TYPES = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  ics: 'text/calendar',
} as const;
export type TFeedFormat = keyof typeof FEED_MEDIA_TYPES;

export const FEED_FILTER_NOTE =
  '过滤：purchaseNoticeType（公告类型）、provAdmCode（省份代码）、unitLevel（单位层级）、orgCode（单位编码）、noticeTitle（标题关键字）、fullTextQuery 与 fullTextScope（全文检索，与搜索页相同），可组合，前三项可逗号分隔多个；未知的类型、层级、省份、单位和其他参数答 400。支持 If-None-Match / If-Modified-Since（304）';
export const FEED_TOKEN_NOTE = 'token 为“我的订阅”页生成的订阅源令牌；令牌错误或已停用答 404';
