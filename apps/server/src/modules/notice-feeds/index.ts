// The front door of modules/notice-feeds: what other parts of the server may use. Its other files are its own.
export { noticeChangeFeedEndpoints } from './notice-feed-endpoints.js';
export {
  registerNoticeFeeds,
  registerSavedSearchCalendar,
  registerSavedSearchFeeds,
  type TNoticeFeedDeps,
} from './notice-feed-routes.js';
