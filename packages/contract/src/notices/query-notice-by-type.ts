import { z } from 'zod';
import { HOME_LIST_SIZE } from '../common/constants.js';
import { defineEndpoint } from './area.js';
import { commaList, optionalInt, requiredText } from '../common/fields.js';
import { ZNoticeListItem } from './notice.js';

export const ZNoticeBoxQuery = z.object({
  key: requiredText('分组键', 40),
  purchaseNoticeType: commaList(10, 8).pipe(z.array(z.string()).min(1, { error: '公告类型不能为空' })),
  resultsNoticeType: commaList(10, 8),
  unitLevel: commaList(3, 1),
});

export const ZQueryNoticeByTypeRequest = z.object({
  groups: z
    .array(ZNoticeBoxQuery, { error: 'groups 应为数组' })
    .min(1)
    .max(20, { error: '一次最多查询20组' }),
  size: optionalInt('条数', 1, 20).transform((value) => value ?? HOME_LIST_SIZE.public),
});
export type TQueryNoticeByTypeRequest = z.input<typeof ZQueryNoticeByTypeRequest>;

/** Several short lists in one call (the home page boxes and their 总部/省分/地市 tabs), keyed by `key`. */
export const queryNoticeByType = defineEndpoint('POST', '/obp-notice/query-notice-by-type', {
  summary: '按类型分组取最新公告（首页各栏目，一次多组）',
  access: 'public',
  body: ZQueryNoticeByTypeRequest,
  data: z.record(z.string(), z.array(ZNoticeListItem)),
});
