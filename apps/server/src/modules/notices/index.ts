// The front door of modules/notices: what other parts of the server may use. Its other files are its own.
export {
  readNoticeChanges,
  readStampedNoticeChanges,
  stampNoticeChanges,
  type TNoticeChangeEntry,
} from './notice-change-log.js';
export type { TNoticeChanges } from './notice-change-broadcast.js';
export { deleteOldKeywordSearches, frequentSearchMisses } from './keyword-search-log.js';
export { noticePlainText, sanitizeNoticeHtml } from './notice-html.js';
export type { TNoticeChange } from './notice-read-cache.js';
export { newestFirst, noticeFilterConditions } from './notice-filters.js';
export {
  ANONYMOUS_VIEWER,
  isInUnitScope,
  mayManageNotice,
  mayReadNotice,
  readableNotices,
  type TUnitScope,
} from './notice-policy.js';
export { currentBlacklist, findVisibleNotice, versionAmended } from './notice-reads.js';
export { listColumns, toAwardCandidates, toNoticeListItem, toProcurementFields } from './notice-wire.js';
export {
  bulkLoadNotices,
  EXPIRED_REASON,
  insertNoticeBatch,
  procurementColumnsOf,
  type TAfterCommit,
  type TBoundNoticeWriter,
  type TNoticeBlacklistEntry,
  type TNoticeFields,
  type TNoticeTransaction,
  type TNoticeWriter,
} from './notice-writer.js';
export { chunkGrams, installNoticeText, termGrams, textChunks } from './notice-text.js';
export {
  fullTextConditionOf,
  fullTextCondition,
  hasUnreadAttachments,
  noticeHasFullText,
  noticeTextGrams,
  type TFullTextCondition,
} from './full-text-search.js';
export { keywordGrams, titleGrams } from './title-grams.js';
export { installTitlePhrases } from './title-phrases.js';
export { noticesModule } from './notices-module.js';
