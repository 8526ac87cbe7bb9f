import {
  NOTICE_DRAFT_KINDS,
  NOTICE_DRAFT_STATUSES,
  NOTICE_STATE,
  PUBLIC_NOTICE_DETAIL_PATH,
  PUBLISHED_NOTICE_STATUSES,
  type TNoticeDraftStatus,
  type TPublishedNotice,
  type TPublishedNoticeStatus,
} from '@supportal/contract';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { apiClientNotices, notices } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { type TNoticeTransaction } from '../notices/index.js';
import { loadDraftRow, type TNoticeDraftRow } from './notice-drafts.js';
import { publishingMessages as messages } from './messages.js';

type TReader = TDatabase | TNoticeTransaction;

export const PUBLISHED_STATUS_LABELS: Readonly<Record<TPublishedNoticeStatus, string>> = {
  draft: '退回修改',
  inApproval: '审批中',
  scheduled: '待发布',
  published: '已发布',
  withdrawn: '已撤回',
  rejected: '已驳回',
  cancelled: '已撤销',
};

/** Where a draft not (yet) applied stands, in the publishing API's words. */
const DRAFT_STATUS_MAP: Readonly<Record<TNoticeDraftStatus, TPublishedNoticeStatus>> = {
  [NOTICE_DRAFT_STATUSES.editing]: PUBLISHED_NOTICE_STATUSES.draft,
  [NOTICE_DRAFT_STATUSES.inApproval]: PUBLISHED_NOTICE_STATUSES.inApproval,
  [NOTICE_DRAFT_STATUSES.scheduled]: PUBLISHED_NOTICE_STATUSES.scheduled,
  [NOTICE_DRAFT_STATUSES.published]: PUBLISHED_NOTICE_STATUSES.published,
  [NOTICE_DRAFT_STATUSES.rejected]: PUBLISHED_NOTICE_STATUSES.rejected,
  [NOTICE_DRAFT_STATUSES.cancelled]: PUBLISHED_NOTICE_STATUSES.cancelled,
};
export const draftStatusOf = (draft: TNoticeDraftRow) => DRAFT_STATUS_MAP[draft.status as TNoticeDraftStatus];

/** A client's notice by its external id (locked when asked), 404 when the client never sent it. */
export const noticeRefOf = async (
  db: TReader,
  clientId: number,
  externalId: string,
  options: { lock?: boolean } = {},
) => {
  const query = db
    .select()
    .from(apiClientNotices)
    .where(and(eq(apiClientNotices.clientId, clientId), eq(apiClientNotices.externalId, externalId)));
  const [ref] = options.lock ? await query.for('update') : await query;
  if (!ref?.draftId) throw new AppError('notFound', messages.unknownExternalId(externalId));
  return { ...ref, draftId: ref.draftId, latestDraftId: ref.latestDraftId ?? ref.draftId };
};

/** The notice's drafts: the create's (carrying the notice id once published) and the newest one. */
export const draftsOfRef = async (db: TReader, ref: { draftId: number; latestDraftId: number }) => {
  const origin = await loadDraftRow(db, ref.draftId);
  const latest = ref.latestDraftId === ref.draftId ? origin : await loadDraftRow(db, ref.latestDraftId);
  return { origin, latest };
};

/** An amendment still waiting (returned to the client's edit step, or in review). */
export const pendingAmendmentOf = (latest: TNoticeDraftRow) =>
  latest.kind === NOTICE_DRAFT_KINDS.amend &&
  (latest.status === NOTICE_DRAFT_STATUSES.editing || latest.status === NOTICE_DRAFT_STATUSES.inApproval)
    ? draftStatusOf(latest)
    : null;

/** Where the client's notice stands, with its portal id and public address once published. */
export const publishedNoticeStatus = async (
  db: TReader,
  clientId: number,
  externalId: string,
  portalOrigin: string,
): Promise<TPublishedNotice> => {
  const { origin, latest } = await draftsOfRef(db, await noticeRefOf(db, clientId, externalId));
  const [notice] =
    origin.noticeId === null
      ? []
      : await db
          .select({
            id: notices.id,
            title: notices.title,
            state: notices.state,
            stateReason: notices.stateReason,
            revision: notices.revision,
            publishedAt: notices.publishedAt,
          })
          .from(notices)
          .where(eq(notices.id, origin.noticeId));
  const status = notice
    ? notice.state === NOTICE_STATE.active
      ? PUBLISHED_NOTICE_STATUSES.published
      : PUBLISHED_NOTICE_STATUSES.withdrawn
    : draftStatusOf(origin);
  return {
    externalId,
    status,
    statusName: PUBLISHED_STATUS_LABELS[status],
    noticeId: notice ? String(notice.id) : null,
    publicUrl: notice ? `${portalOrigin}${PUBLIC_NOTICE_DETAIL_PATH}?id=${notice.id}` : null,
    noticeTitle: notice?.title ?? origin.title,
    publicationTime: formatChinaTime(notice?.publishedAt ?? origin.publishAt) ?? '',
    revision: notice?.revision ?? null,
    stateReason: notice?.stateReason ?? null,
    pendingAmendment: pendingAmendmentOf(latest),
  };
};
