import { z } from 'zod';
import { MAX_KEYWORD_LENGTH } from '../common/constants.js';
import { defineEndpoint } from './area.js';
import { commaList, optionalBooleanLike, optionalText } from '../common/fields.js';
import { ZFullTextHit, fullTextRequestFields } from './full-text-query.js';
import { ZNoticeListItem, pageOf } from './notice.js';
import { ZPageRequest } from './query-notice.js';
import { refusingUnsupportedFilters } from './notice-filter-fields.js';

export const ZSearchNoticeListRequest = ZPageRequest.extend({
  noticeTitle: optionalText(MAX_KEYWORD_LENGTH).describe('标题关键字；与 fullTextQuery 都为空时不返回结果'),
  ...fullTextRequestFields(),
  isCount: optionalBooleanLike().describe('为 true 时同时返回各公告类型的命中数'),
  isHis: optionalBooleanLike().describe('为 true 时只搜索历史公告'),
  visitorView: commaList(2, 1),
  isLogin: optionalBooleanLike(),
  purchaseNoticeType: commaList(30, 8).describe('公告类型；省略表示全部'),
});
export type TSearchNoticeListRequest = z.input<typeof ZSearchNoticeListRequest>;

export const ZNoticeTypeCount = z.object({ purchaseNoticeType: z.string(), count: z.number().int() });
export type TNoticeTypeCount = z.infer<typeof ZNoticeTypeCount>;

export const ZSearchNoticeHit = ZNoticeListItem.extend({
  hit: ZFullTextHit.optional().describe('有 fullTextQuery 时：第一处命中的位置和摘要'),
});
export type TSearchNoticeHit = z.infer<typeof ZSearchNoticeHit>;

export const ZSearchNoticePage = pageOf(ZSearchNoticeHit).extend({
  typeCounts: z
    .array(ZNoticeTypeCount)
    .optional()
    .describe('isCount 为 true 时：各类型命中数（不受类型过滤影响）'),
  typeCountsAreLowerBounds: z
    .boolean()
    .optional()
    .describe('为 true 时 typeCounts 只是下限：该关键字命中超过精确计数上限，各类型数只计了其中一部分'),
});
export type TSearchNoticePage = z.infer<typeof ZSearchNoticePage>;

export const searchNoticeList = defineEndpoint('POST', '/obp-notice/search-notice-list', {
  summary:
    '按标题关键字或全文（标题、正文）搜索公告（精确包含，最新公开在前），可同时统计各类型命中数；不支持的过滤字段答 400',
  access: 'public',
  body: refusingUnsupportedFilters(ZSearchNoticeListRequest),
  data: ZSearchNoticePage,
});
