import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { optionalInt } from '../common/fields.js';
import { ZNoticeListItem } from '../notices/notice.js';
import { NOTICE_CHANGE_KINDS, type TNoticeChangeKind } from './notice-change-kinds.js';
import { NOTICE_CHANGES_PAGE_SIZE, OPEN_DATA_MESSAGES } from './open-data-limits.js';

const CURSOR_PATTERN = /^c1\.(0|[1-9]\d{0,15})$/;

/** The opaque cursor after the change at `position` (0: before the first). */
export const encodeNoticeChangeCursor = (position: number) => `c1.${position}`;

/** The position a cursor stands after; undefined for anything that is not a cursor this feed gave. */
export const decodeNoticeChangeCursor = (cursor: string): number | undefined => {
  const match = CURSOR_PATTERN.exec(cursor);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};

export const ZQueryNoticeChangesRequest = z.object({
  cursor: z
    .string()
    .optional()
    .transform((cursor, context) => {
      if (cursor === undefined || cursor === '') return 0;
      const position = decodeNoticeChangeCursor(cursor);
      if (position === undefined) {
        context.addIssue({ code: 'custom', message: OPEN_DATA_MESSAGES.badCursor, input: cursor });
        return z.NEVER;
      }
      return position;
    })
    .describe('上一页返回的 nextCursor；省略则从第一条变更读起'),
  limit: optionalInt('limit', 1, NOTICE_CHANGES_PAGE_SIZE.max)
    .transform((limit) => limit ?? NOTICE_CHANGES_PAGE_SIZE.default)
    .describe(`每页最多条数，默认 ${NOTICE_CHANGES_PAGE_SIZE.default}，最大 ${NOTICE_CHANGES_PAGE_SIZE.max}`),
});

/** A notice's public fields as of a change (the version that change made), with its HTML body. */
export const ZNoticeChangeFields = ZNoticeListItem.omit({ noticeState: true }).extend({
  noticeContent: z.string().describe('已净化的 HTML'),
});

export const ZNoticeChangeItem = z.object({
  cursor: z.string().describe('这条变更之后的游标：处理到这里中断时从它继续'),
  noticeId: z.string(),
  kind: z
    .enum(Object.values(NOTICE_CHANGE_KINDS) as [TNoticeChangeKind, ...TNoticeChangeKind[]])
    .describe('published 公开, amended 修订, withdrawn 撤回, expired 提前失效, reinstated 恢复'),
  changeTime: z.string().describe("变更时间 'YYYY-MM-DD HH:mm:ss'（北京时间）"),
  revision: z.number().int().describe('变更后的版本号'),
  reason: z.string().nullable().describe('修订、撤回或失效的原因'),
  notice: ZNoticeChangeFields.nullable().describe(
    '这次变更后的公告公开字段；撤回与失效只给编号和原因，为 null',
  ),
});
export type TNoticeChangeItem = z.infer<typeof ZNoticeChangeItem>;

export const ZNoticeChangePage = z.object({
  changes: z.array(ZNoticeChangeItem),
  nextCursor: z.string().describe('下次请求带上它；没有新变更时与请求的游标相同'),
  hasMore: z.boolean().describe('为 true 时立即再取下一页；为 false 时已读到当前最新'),
});
export type TNoticeChangePage = z.infer<typeof ZNoticeChangePage>;

export const queryNoticeChanges = defineEndpoint('GET', '/open-data/notice-changes', {
  summary:
    '公告变更流：游标之后的每一次公开、修订、撤回、失效与恢复，按发生顺序，只含公开公告；归档程序保存 nextCursor 后继续读取，不漏不重',
  access: 'public',
  query: ZQueryNoticeChangesRequest,
  data: ZNoticeChangePage,
});
