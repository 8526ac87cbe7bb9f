import { defineDownload } from './area.js';
import { ZNoticeFeedQuery } from './notice-feed-query.js';
import { FEED_FILTER_NOTE } from './notice-feeds.js';

export const getNoticesAtom = defineDownload('/open-data/feeds/notices.atom', {
  summary: `最新 50 条公开公告的 Atom 订阅源。${FEED_FILTER_NOTE}`,
  access: 'public',
  query: ZNoticeFeedQuery,
});
