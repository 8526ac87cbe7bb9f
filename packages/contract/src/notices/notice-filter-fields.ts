import { z } from 'zod';
import { ADVANCE_NOTICE_TYPE } from '../common/notice-types.js';

/**
 * Filter fields the original API's notice list calls take (its list and search payloads and the
 * notice fields clients filter on). A call that does not support one of them refuses it with a 400
 * naming the field, so a script never gets an unfiltered answer it takes for a filtered one; names
 * outside this list are tolerated and ignored, as the original API ignored them.
 */
export const ORIGINAL_NOTICE_FILTER_FIELDS = [
  'purchaseNoticeType',
  'excludeNoticeType',
  'resultsNoticeType',
  'noticeType',
  'isHistory',
  'isHis',
  'visitorView',
  'unitLevel',
  'orgName',
  'orgCode',
  'provAdmCode',
  'provAdmName',
  'noticeTitle',
  'noticeState',
  'noticeId',
  'purMode',
  'purModeLevel1',
  'blackCode',
  'publicationTimeStart',
  'publicationTimeEnd',
  'effectTimeStart',
  'effectTimeEnd',
  'failureTimeStart',
  'failureTimeEnd',
  'createTimeStart',
  'createTimeEnd',
  'conversionMethod',
  'transformationField',
] as const;

/** Notice types listed under another type: advance notices (49) are procurement announcements (2). */
export const NOTICE_TYPE_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  '2': [ADVANCE_NOTICE_TYPE],
};

const isUnset = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The request schema of a notice list call, refusing original filter fields it does not support
 * (sent with a value: '' and null mean "not set" and stay tolerated).
 */
export const refusingUnsupportedFilters = <T extends z.ZodObject>(schema: T) => {
  const unsupported = ORIGINAL_NOTICE_FILTER_FIELDS.filter((field) => !(field in schema.shape));
  return z.preprocess((raw, context) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    for (const field of unsupported) {
      const value = (raw as Record<string, unknown>)[field];
      if (!isUnset(value)) {
        context.addIssue({ code: 'custom', path: [field], message: '此接口不支持该过滤条件', input: value });
      }
    }
    return raw;
  }, schema);
};
