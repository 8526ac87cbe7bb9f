import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { MAX_PAGE, MAX_PAGE_SIZE, NOTICE_PAGE_SIZE } from '../common/constants.js';
import {
  commaList,
  optionalBooleanLike,
  optionalDateTimeText,
  optionalInt,
  optionalText,
} from '../common/fields.js';
import { fullTextRequestFields } from './full-text-query.js';
import { ZNoticeListItem, pageOf } from './notice.js';
import { refusingUnsupportedFilters } from './notice-filter-fields.js';

/** Page fields shared by every notice list call; a larger size is capped, not refused. */
export const ZPageRequest = z.object({
  current: optionalInt('页码', 1, MAX_PAGE).transform((value) => value ?? 1),
  size: optionalInt('每页条数', 1, Number.MAX_SAFE_INTEGER).transform((value) =>
    Math.min(value ?? NOTICE_PAGE_SIZE, MAX_PAGE_SIZE),
  ),
});

export const ZQueryNoticeRequest = ZPageRequest.extend({
  purchaseNoticeType: commaList(30, 8).describe("公告类型，可逗号分隔多个；'his' 表示历史公告"),
  excludeNoticeType: commaList(30, 8).describe('排除的公告类型'),
  noticeType: commaList(30, 8).describe(
    "只取这些类型（可与 purchaseNoticeType 同用：'2' 加 '49' 只取采购公告中的预告公告）",
  ),
  resultsNoticeType: commaList(10, 8),
  isHistory: optionalText(1).describe("'1' 仅历史公告"),
  visitorView: commaList(2, 1).describe("'1' 公开；登录后 '0,1'"),
  isLogin: optionalBooleanLike(),
  unitLevel: commaList(3, 1).describe("'1' 总部, '2' 省分, '3' 地市"),
  orgName: optionalText(100),
  orgCode: optionalText(64),
  provAdmCode: commaList(40, 12).describe('省份行政区划代码，如 320000（江苏），可逗号分隔多个'),
  provAdmName: optionalText(50),
  noticeTitle: optionalText(100),
  ...fullTextRequestFields(),
  publicationTimeStart: optionalDateTimeText(),
  publicationTimeEnd: optionalDateTimeText(),
  effectTimeStart: optionalDateTimeText(),
  effectTimeEnd: optionalDateTimeText(),
  conversionMethod: commaList(20, 32),
  transformationField: commaList(20, 32),
});
export type TQueryNoticeRequest = z.input<typeof ZQueryNoticeRequest>;
export type TQueryNoticeFilter = z.output<typeof ZQueryNoticeRequest>;

export const ZNoticePage = pageOf(ZNoticeListItem);
export type TNoticePage = z.infer<typeof ZNoticePage>;

export const queryNotice = defineEndpoint('POST', '/obp-notice/query-notice', {
  summary:
    '分页查询公告列表（按类型、省份、单位、标题、时间范围等过滤，最新公开在前）；不支持的过滤字段答 400',
  access: 'public',
  body: refusingUnsupportedFilters(ZQueryNoticeRequest),
  data: ZNoticePage,
});
