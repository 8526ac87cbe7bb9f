import { defineDownload } from './area.js';
import { ZSavedSearchFeedQuery } from './notice-feed-query.js';
import { FEED_TOKEN_NOTE } from './notice-feeds.js';

export const getSavedSearchIcs = defineDownload('/open-data/feeds/saved-search.ics', {
  summary: `一个订阅（保存的搜索）匹配的公开公告的投标截止与开标时间，iCalendar（RFC 5545），可在日历应用中订阅。${FEED_TOKEN_NOTE}`,
  access: 'public',
  query: ZSavedSearchFeedQuery,
});
