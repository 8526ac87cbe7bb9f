import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { commaList, optionalInt } from '../common/fields.js';
import { ZNoticeListItem } from './notice.js';
import { refusingUnsupportedFilters } from './notice-filter-fields.js';

export const ZQueryNoticeTopRequest = z.object({
  size: optionalInt('条数', 1, 50).transform((value) => value ?? 10),
  purchaseNoticeType: commaList(30, 8).describe('只取这些类型；省略表示全部公开类型'),
});

/** The latest notices across types, for the scrolling strip of the home page. */
export const queryNoticeTop = defineEndpoint('POST', '/obp-notice/query-notice-top', {
  summary: '最新公告（首页滚动条）',
  access: 'public',
  body: refusingUnsupportedFilters(ZQueryNoticeTopRequest),
  data: z.array(ZNoticeListItem),
});
