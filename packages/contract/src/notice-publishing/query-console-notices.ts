import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { optionalDateTimeText, optionalText } from '../common/fields.js';
import { pageOf } from '../notices/notice.js';
import { consolePaging, ZConsoleListScope, ZNoticeTypeFilter } from './query-notice-drafts.js';

/**
 * Where a notice of the console's books stands: before publication (a draft's), or as the public
 * notice now is (its current revision).
 */
export const CONSOLE_NOTICE_STATES = {
  draft: 'draft',
  inApproval: 'inApproval',
  scheduled: 'scheduled',
  rejected: 'rejected',
  cancelled: 'cancelled',
  published: 'published',
  amended: 'amended',
  withdrawn: 'withdrawn',
  expired: 'expired',
} as const;
export type TConsoleNoticeState = keyof typeof CONSOLE_NOTICE_STATES;
const STATE_VALUES = Object.keys(CONSOLE_NOTICE_STATES) as [TConsoleNoticeState, ...TConsoleNoticeState[]];

export const CONSOLE_NOTICE_STATE_LABELS: Readonly<Record<TConsoleNoticeState, string>> = {
  draft: '草稿',
  inApproval: '审批中',
  scheduled: '待发布',
  rejected: '已驳回',
  cancelled: '已撤销',
  published: '已发布',
  amended: '已修订',
  withdrawn: '已撤回',
  expired: '已失效',
};

/** 已修订（第 N 版）: the state's name as lists show it. */
export const consoleNoticeStateName = (state: TConsoleNoticeState, revision: number | null) =>
  state === 'amended' && revision !== null
    ? `${CONSOLE_NOTICE_STATE_LABELS.amended}（第 ${revision} 版）`
    : CONSOLE_NOTICE_STATE_LABELS[state];

/** What the caller may do with a notice now; the server decides (state, author, unit scope). */
export const CONSOLE_NOTICE_ACTIONS = ['edit', 'amend', 'withdraw', 'expire'] as const;
export type TConsoleNoticeAction = (typeof CONSOLE_NOTICE_ACTIONS)[number];
export const ZConsoleNoticeActions = z.array(z.enum(CONSOLE_NOTICE_ACTIONS));

export const ZConsoleNotice = z.object({
  /** 'notice-<id>' or 'draft-<id>': unique within a page. */
  key: z.string(),
  noticeId: z.string().nullable().describe('已发布公告的编号；未发布的为 null'),
  draftId: z.string().nullable().describe('控制台草稿编号（最近一次经控制台编写或修订）；导入的公告为 null'),
  noticeTitle: z.string().describe('当前版本的标题'),
  purchaseNoticeType: z.string(),
  noticeType: z.string().nullable(),
  orgName: z.string(),
  state: z.enum(STATE_VALUES),
  stateName: z.string(),
  revision: z.number().int().nullable(),
  amendmentPending: z.boolean().describe('有修订正在审批中'),
  publicationTime: z.string(),
  updateTime: z.string(),
  allowedActions: ZConsoleNoticeActions,
});
export type TConsoleNotice = z.infer<typeof ZConsoleNotice>;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const queryConsoleNotices = defineEndpoint('POST', '/notice-console/query-console-notices', {
  summary:
    '公告管理台账：每个公告一行（当前版本）及其真实状态与可用操作；本单位及下级含导入的公告，可按标题或编号、类型、发布日期、状态查找',
  access: { permission: PERMISSIONS.noticePublish },
  body: z.object({
    scope: ZConsoleListScope,
    keyword: optionalText(100).describe('标题包含的文字，或公告编号'),
    state: z.preprocess(blankToUndefined, z.enum(STATE_VALUES, { error: '状态不正确' }).optional()),
    purchaseNoticeType: ZNoticeTypeFilter,
    publishedFrom: optionalDateTimeText().describe('发布时间起（北京时间，含）'),
    publishedTo: optionalDateTimeText().describe('发布时间止（北京时间，日期则含当天）'),
    ...consolePaging,
  }),
  data: pageOf(ZConsoleNotice),
});
