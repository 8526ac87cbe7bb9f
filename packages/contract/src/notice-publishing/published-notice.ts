import { z } from 'zod';
import { requiredText } from '../common/fields.js';
import { ZNoticeDraftFields } from '../notice-publishing/notice-draft.js';

/** The public detail page of a notice (`?id=`), as the publishing API reports it. */
export const PUBLIC_NOTICE_DETAIL_PATH = '/noticeDetail';

/**
 * The upstream system's own id of a notice: the publishing API is idempotent by it (per client).
 * Letters, digits and `- _ . : /`, as order and tender numbers are written.
 */
export const ZExternalId = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: 'externalId不能为空' })
    .min(1, { error: 'externalId不能为空' })
    .max(64, { error: 'externalId不能超过64个字符' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:/-]*$/, { error: 'externalId只能包含字母、数字和 - _ . : /' }),
);

/** Where a notice sent through the publishing API stands. */
export const PUBLISHED_NOTICE_STATUSES = {
  /** Returned to its author by a reviewer: nothing is public. */
  draft: 'draft',
  inApproval: 'inApproval',
  /** Approved (or a direct client's), waiting for its publish time. */
  scheduled: 'scheduled',
  published: 'published',
  withdrawn: 'withdrawn',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const;
export type TPublishedNoticeStatus =
  (typeof PUBLISHED_NOTICE_STATUSES)[keyof typeof PUBLISHED_NOTICE_STATUSES];
const STATUS_VALUES = Object.values(PUBLISHED_NOTICE_STATUSES) as [
  TPublishedNoticeStatus,
  ...TPublishedNoticeStatus[],
];

/** A notice's fields as the console takes them (same checks), named by the upstream system's id. */
export const ZPublishNoticeRequest = ZNoticeDraftFields.safeExtend({ externalId: ZExternalId });
export type TPublishNoticeRequest = z.input<typeof ZPublishNoticeRequest>;

/**
 * A new version of a notice: every field again. Attachments are kept when `attachmentFileIds` is left
 * out (keepAttachments, set by the schema then), replaced when given (an empty list removes them).
 */
export const ZAmendPublishedNoticeRequest = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) && !('keepAttachments' in value)
      ? {
          ...value,
          keepAttachments: (value as { attachmentFileIds?: unknown }).attachmentFileIds == null,
        }
      : value,
  ZNoticeDraftFields.safeExtend({
    externalId: ZExternalId,
    amendReason: requiredText('修订说明', 200).describe('访客在公告详情中可见'),
    keepAttachments: z
      .boolean({ error: 'keepAttachments 应为 true 或 false' })
      .describe('保留现有附件；不传时：未传 attachmentFileIds 则为 true'),
  }),
);
export type TAmendPublishedNoticeRequest = z.input<typeof ZAmendPublishedNoticeRequest>;

export const ZPublishedNoticeStatus = z.object({
  externalId: z.string(),
  status: z.enum(STATUS_VALUES),
  statusName: z.string(),
  noticeId: z.string().nullable().describe('门户公告编号（发布后）'),
  publicUrl: z.string().nullable().describe('公告详情页地址（发布后）'),
  noticeTitle: z.string(),
  publicationTime: z.string(),
  revision: z.number().int().nullable().describe('已发布公告的版本号，每次修订加 1'),
  stateReason: z.string().nullable().describe('撤回或失效的原因'),
  pendingAmendment: z
    .enum(STATUS_VALUES)
    .nullable()
    .describe('审批中的修订（需审批的客户端）：其状态；没有则为 null'),
});
export type TPublishedNotice = z.infer<typeof ZPublishedNoticeStatus>;
