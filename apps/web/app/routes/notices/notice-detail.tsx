import { BLACKLIST_NOTICE_TYPE } from '@supportal/contract';
import { data } from 'react-router';
import { PageFrame } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { loadNoticeAttachments } from '../../features/files/api/get-att-files';
import { AttachmentList } from '../../features/files/components/attachment-list';
import { NoticeStaffActions } from '../../features/notice-publishing/components/notice-staff-actions';
import { loadNoticeDetail } from '../../features/notices/api/get-notice-by-id';
import { loadBlacklistEntries } from '../../features/notices/api/query-black-notice';
import { loadNoticeAmendments } from '../../features/notices/api/query-notice-revisions';
import { toAmendmentView } from '../../components/notice-revision/amendment-diff';
import { NoticeDetailView } from '../../features/notices/components/notice-detail-view';
import { NoticeNotFound } from '../../features/notices/components/notice-not-found';
import { toBlacklistRows, toNoticeDetailView } from '../../features/notices/lib/notice-detail';
import {
  browserLoaderCalls,
  isNotFoundError,
  loggedFallback,
  serverLoaderCalls,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import type { TDescriptionHandle } from '../../lib/page-description';
import type { Route } from './+types/notice-detail';
import { noticeRouteMessages } from './messages';

const NOTICE_ID = /^[1-9]\d{0,17}$/;

/**
 * The notice, its attachments and, for black-list notices, the list rows. An unknown or hidden id is
 * a normal answer ('notFound'), anything else an error for the error boundary.
 */
const loadNoticePage = async (calls: TLoaderCalls, noticeId: string | null) => {
  if (!noticeId || !NOTICE_ID.test(noticeId)) return { status: 'missingId' as const };
  try {
    const notice = await loadNoticeDetail(calls.cached, noticeId);
    const [attachments, blacklist, amendments] = await Promise.all([
      loadNoticeAttachments(calls.cached, noticeId).catch(loggedFallback('attachments', [])),
      notice.purchaseNoticeType === BLACKLIST_NOTICE_TYPE
        ? loadBlacklistEntries(calls.cached, noticeId).then(toBlacklistRows)
        : null,
      notice.revision > 1
        ? loadNoticeAmendments(calls.cached, noticeId)
            .then((list) => list.map(toAmendmentView))
            .catch(loggedFallback('amendments', []))
        : [],
    ]);
    return {
      status: 'found' as const,
      notice: toNoticeDetailView(notice),
      attachments,
      blacklist,
      amendments,
    };
  } catch (error) {
    if (isNotFoundError(error)) return { status: 'notFound' as const };
    throw error;
  }
};

const noticeIdOf = (request: Request) => new URL(request.url).searchParams.get('id')?.trim() ?? null;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadNoticePage(serverLoaderCalls(context), noticeIdOf(request));
  return data(page, { status: page.status === 'found' ? 200 : 404 });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadNoticePage(browserLoaderCalls(request), noticeIdOf(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: pageTitle(
      loaderData?.status === 'found' ? loaderData.notice.title : noticeRouteMessages.noticeDetailTitle,
    ),
  },
];

/** Search engines show the notice's first sentence under its title. */
export const handle: TDescriptionHandle<Route.ComponentProps['loaderData']> = {
  description: (loaderData) => (loaderData?.status === 'found' ? loaderData.notice.description : undefined),
};

/** Notice detail (/noticeDetail?id=…): title, sanitized content or black-list table, attachments. */
export default function NoticeDetail({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame trail={[noticeRouteMessages.noticeDetailTitle]}>
      {loaderData.status === 'found' ? (
        <>
          <NoticeStaffActions noticeId={loaderData.notice.id} />
          <NoticeDetailView
            notice={loaderData.notice}
            blacklist={loaderData.blacklist}
            attachments={<AttachmentList files={loaderData.attachments} />}
            amendments={loaderData.amendments}
          />
        </>
      ) : (
        <NoticeNotFound reason={loaderData.status} />
      )}
    </PageFrame>
  );
}
