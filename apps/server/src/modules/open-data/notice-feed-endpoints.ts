import { OPEN_DATA_MESSAGES, OPEN_DATA_RATE_LIMITS, queryNoticeChanges } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import type { TRateLimiter, TRateRule } from '../../plugins/rate-limit.js';
import { readNoticeChangePage } from './notice-change-feed.js';

export const NOTICE_CHANGES_RATE_RULE: TRateRule = {
  name: 'open-data-notice-changes',
  ...OPEN_DATA_RATE_LIMITS.noticeChanges,
};

/** The change feed: public, without a session, limited per IP. */
export const noticeChangeFeedEndpoints = (deps: { db: TDatabase; limiter: TRateLimiter }) => [
  bindEndpoint(queryNoticeChanges, async ({ query }, context) => {
    await deps.limiter.hit(NOTICE_CHANGES_RATE_RULE, context.ip, OPEN_DATA_MESSAGES.tooManyRequests);
    return readNoticeChangePage(deps.db, { after: query.cursor, limit: query.limit });
  }),
];
