import { defineDownload } from '../common/endpoint.js';
import { ZSavedSearchFeedQuery } from './notice-feed-query.js';
import { FEED_TOKEN_NOTE } from './notice-feeds.js';

export const getSavedSearchAtom = defineDownload({
  path: '/open-data/feeds/saved-search.atom',
  summary: `一个订阅（保存的搜索）匹配的最新 50 条公开公告，Atom。${FEED_TOKEN_NOTE}`,
  tag: 'open-data',
  access: 'public',
  query: ZSavedSearchFeedQuery,
});
