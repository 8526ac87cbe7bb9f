import { z } from 'zod';
import { NOTICE_TYPE_CODES } from '../common/notice-types.js';
import { ORG_LEVEL_CODES } from '../common/org-levels.js';
import { ZQueryNoticeRequest } from '../notices/query-notice.js';
import { OPEN_DATA_MESSAGES } from './open-data-limits.js';

/** Refuses codes outside a fixed table: a feed titled after a made-up type would list nothing forever. */
const knownCodes = (
  schema: typeof ZQueryNoticeRequest.shape.unitLevel,
  codes: readonly string[],
  message: string,
) =>
  schema.refine((values) => values === undefined || values.every((value) => codes.includes(value)), {
    error: message,
  });

/**
 * The filters a notice feed takes: the notice list's own fields, combinable. `noticeTitle` is a title
 * keyword, `fullTextQuery` (with `fullTextScope`) the query of a search page's feed.
 */
const ZNoticeFeedFilter = ZQueryNoticeRequest.pick({
  provAdmCode: true,
  orgCode: true,
  noticeTitle: true,
  fullTextQuery: true,
  fullTextScope: true,
}).extend({
  purchaseNoticeType: knownCodes(
    ZQueryNoticeRequest.shape.purchaseNoticeType,
    NOTICE_TYPE_CODES,
    OPEN_DATA_MESSAGES.unknownNoticeType,
  ),
  unitLevel: knownCodes(
    ZQueryNoticeRequest.shape.unitLevel,
    ORG_LEVEL_CODES,
    OPEN_DATA_MESSAGES.unknownUnitLevel,
  ),
});

/**
 * The query of the RSS and Atom feeds of notices. A filter the feed does not know is refused with a
 * 400 naming it: a reader subscribed to a misspelt filter would otherwise get every notice.
 */
export const ZNoticeFeedQuery = z.preprocess((raw, context) => {
  if (raw === null || typeof raw !== 'object') return raw;
  for (const field of Object.keys(raw)) {
    if (!(field in ZNoticeFeedFilter.shape))
      context.addIssue({
        code: 'custom',
        path: [field],
        message: OPEN_DATA_MESSAGES.unknownFilter,
        input: field,
      });
  }
  return raw;
}, ZNoticeFeedFilter);
export type TNoticeFeedFilter = z.output<typeof ZNoticeFeedFilter>;

/** Feeds of one saved search: the secret token of its feed links stands in for the session. */
export const ZSavedSearchFeedQuery = z.object({
  token: z
    .string({ error: '缺少订阅源令牌' })
    .min(1, { error: '缺少订阅源令牌' })
    .max(100, { error: OPEN_DATA_MESSAGES.feedNotFound })
    // Tokens are base64url: anything else is a mistake of the link, not an unknown feed.
    .regex(/^[\w-]+$/, { error: '订阅源令牌格式不正确' }),
});
