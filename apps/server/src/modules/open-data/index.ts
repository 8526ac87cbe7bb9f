// The front door of modules/open-data: what other parts of the server may use. Its other files are its own.
export { registerNoticeCalendar } from './notice-calendar-endpoints.js';
export { noticeChangeFeedEndpoints } from './notice-feed-endpoints.js';
export {
  registerNoticeFeeds,
  registerSavedSearchCalendar,
  registerSavedSearchFeeds,
} from './notice-feed-routes.js';
export { ocdsEndpoints, type TOcdsOptions } from './ocds-endpoints.js';
export { createSitemapCache, registerSearchEngineFiles, type TSitemapCache } from './search-engine-routes.js';
