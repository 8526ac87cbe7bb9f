import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { optionalInt, optionalText } from '../common/fields.js';
import { pageOf } from '../notices/notice.js';
import { NOTICE_TYPES } from '../common/notice-types.js';
import { ZNoticeDraft } from './notice-draft.js';

/** Which notices a console list shows. */
export const NOTICE_DRAFT_SCOPES = {
  /** Everything the caller wrote. */
  mine: 'mine',
  /** The caller's notices still being edited (saved, withdrawn or returned). */
  drafts: 'drafts',
  /** Notices waiting for the caller's approval. */
  waiting: 'waiting',
  /** Every notice of the caller's unit and the units below it. */
  unit: 'unit',
} as const;

const TYPE_CODES = NOTICE_TYPES.map((type) => type.code) as [string, ...string[]];
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The console list tabs, 'mine' when left out. */
export const ZConsoleListScope = z.preprocess(
  blankToUndefined,
  z
    .enum(['mine', 'drafts', 'waiting', 'unit'], { error: 'scope 应为 mine、drafts、waiting 或 unit' })
    .default('mine'),
);
export const ZNoticeTypeFilter = z.preprocess(
  blankToUndefined,
  z.enum(TYPE_CODES, { error: '公告类型不正确' }).optional(),
);
/** Page and size of a console list. */
export const consolePaging = {
  current: z.preprocess(blankToUndefined, optionalInt('页码', 1, 10_000).default(1)),
  size: z.preprocess(blankToUndefined, optionalInt('每页条数', 1, 100).default(20)),
};

export const ZNoticeDraftListItem = ZNoticeDraft.omit({ noticeContent: true, blacklistEntries: true });

export const queryNoticeDrafts = defineEndpoint('POST', '/notice-console/query-notice-drafts', {
  summary: '控制台公告列表（按范围、状态、类型、标题筛选），最近修改的在前',
  access: { permission: PERMISSIONS.noticePublish },
  body: z.object({
    scope: ZConsoleListScope,
    status: z.preprocess(
      blankToUndefined,
      z.enum(['1', '2', '3', '4', '5', '6'], { error: '状态不正确' }).optional(),
    ),
    purchaseNoticeType: ZNoticeTypeFilter,
    noticeTitle: optionalText(100),
    ...consolePaging,
  }),
  data: pageOf(ZNoticeDraftListItem),
});
