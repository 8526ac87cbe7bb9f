import { NOTICE_DRAFT_STATUSES } from '@supportal/contract';
import { Alert, Result, Space, Tag } from 'antd';
import { useRevalidator } from 'react-router';
import { useMenuTrail } from '../../components/access/permission-gate';
import { PageSection } from '../../components/page/page-section';
import { ButtonLink } from '../../components/widgets/button-link';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { loadNoticeDraft } from '../../features/notice-publishing/api/get-notice-draft';
import { loadNoticeActions } from '../../features/notice-publishing/api/get-notice-actions';
import { NoticeActions } from '../../features/notice-publishing/components/notice-actions';
import { NoticeDraftView } from '../../features/notice-publishing/components/notice-draft-view';
import { noticeConsoleMessages as messages } from '../../features/notice-publishing/messages';
import { formatDateTime } from '../../lib/format-date';
import { browserLoaderCalls, serverLoaderCalls, type TLoaderCalls } from '../../lib/loader-calls';
import type { Route } from './+types/console-notice-view';
import styles from '../../features/notice-publishing/components/notice-console.module.css';

const loadPage = async (calls: TLoaderCalls, id: string) => {
  if (!/^[1-9]\d{0,17}$/.test(id)) return { status: 'notFound' as const };
  try {
    const draft = await loadNoticeDraft(calls.fresh, id);
    // Once published, the notice's own state and actions (withdrawn, amended since, another unit's).
    const standing =
      draft.status === NOTICE_DRAFT_STATUSES.published && draft.noticeId
        ? await loadNoticeActions(calls.fresh, draft.noticeId)
        : null;
    return { status: 'found' as const, draft, standing };
  } catch {
    return { status: 'notFound' as const };
  }
};

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadPage(serverLoaderCalls(context), params.id);
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadPage(browserLoaderCalls(request, { hideErrMsg: true }), params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.status === 'found' ? loaderData.draft.noticeTitle : messages.viewTitle) },
];

/** One console notice: where it stands, what it says, and what its author may do next. */
export default function ConsoleNoticeView({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const trail = [...useMenuTrail(messages.pageTitle), messages.viewTitle];
  if (loaderData.status !== 'found')
    return (
      <PageSection title={messages.viewTitle} trail={trail}>
        <Result
          status="404"
          title={messages.notFound}
          extra={<ButtonLink to={paths.consoleNotices.getHref()}>{messages.back}</ButtonLink>}
        />
      </PageSection>
    );
  const { draft, standing } = loaderData;
  return (
    <PageSection
      title={draft.noticeTitle}
      trail={trail}
      extra={
        <Space wrap>
          <ButtonLink to={paths.consoleNotices.getHref()}>{messages.back}</ButtonLink>
          {/* The author's, at its edit step or approved and waiting for its time (changes go to approval again). */}
          {draft.isOwn && (draft.editWorkItemID || draft.status === NOTICE_DRAFT_STATUSES.scheduled) ? (
            <ButtonLink to={paths.consoleNoticeEdit.getHref(draft.id)}>{messages.edit}</ButtonLink>
          ) : null}
          {standing && draft.noticeId ? (
            <>
              <Tag color={standing.allowedActions.length > 0 ? 'success' : 'default'}>
                {standing.stateName}
              </Tag>
              <ButtonLink to={paths.noticeDetail.getHref(draft.noticeId, { loggedIn: true })}>
                {messages.openPublished}
              </ButtonLink>
              <NoticeActions
                noticeId={draft.noticeId}
                actions={standing.allowedActions}
                onEnded={() => void revalidator.revalidate()}
              />
            </>
          ) : null}
        </Space>
      }
    >
      {draft.status === NOTICE_DRAFT_STATUSES.scheduled ? (
        <Alert
          className={styles.hint}
          type="warning"
          showIcon
          title={messages.scheduledHint(formatDateTime(draft.publicationTime))}
        />
      ) : null}
      <NoticeDraftView draft={draft} {...(standing ? { stateName: standing.stateName } : {})} />
    </PageSection>
  );
}
