import { z } from 'zod';
import { ZQueryNoticeRequest } from '../notices/query-notice.js';
import { OPEN_DATA_MESSAGES } from './open-data-limits.js';

/** The filters a notice feed takes: the notice list's own fields, combinable. */
const ZNoticeFeedFilter = ZQueryNoticeRequest.pick({
  purchaseNoticeType: true,
  provAdmCode: true,
  unitLevel: true,
  orgCode: true,
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
