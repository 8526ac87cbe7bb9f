import { defineDownload } from './area.js';
import { ZSavedSearchFeedQuery } from './notice-feed-query.js';
import { FEED_TOKEN_NOTE } from './notice-feeds.js';

export const getSavedSearchRss = defineDownload('/open-data/feeds/saved-search.rss', {
  summary: `一个订阅（保存的搜索）匹配的最新 50 条公开公告，RSS 2.0。${FEED_TOKEN_NOTE}`,
  access: 'public',
  query: ZSavedSearchFeedQuery,
});
