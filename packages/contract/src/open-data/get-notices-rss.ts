import { defineDownload } from './area.js';
import { ZNoticeFeedQuery } from './notice-feed-query.js';
import { FEED_FILTER_NOTE } from './notice-feeds.js';

export const getNoticesRss = defineDownload('/open-data/feeds/notices.rss', {
  summary: `最新 50 条公开公告的 RSS 2.0 订阅源。${FEED_FILTER_NOTE}`,
  access: 'public',
  query: ZNoticeFeedQuery,
});
