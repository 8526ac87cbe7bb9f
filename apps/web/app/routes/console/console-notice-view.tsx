import { NOTICE_DRAFT_STATUSES } from '@supportal/contract';
import { Alert, App, Button, Result, Space } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useMenuTrail } from '../../components/access/permission-gate';
import { PageSection } from '../../components/page/page-section';
import { ButtonLink } from '../../components/widgets/button-link';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { loadNoticeDraft } from '../../features/notice-publishing/api/get-notice-draft';
import {
  EndNoticeDialog,
  type TNoticeEnding,
} from '../../features/notice-publishing/components/end-notice-dialog';
import { NoticeDraftView } from '../../features/notice-publishing/components/notice-draft-view';
import { noticeConsoleMessages as messages } from '../../features/notice-publishing/messages';
import { formatDateTime } from '../../lib/format-date';
import { browserLoaderCalls, serverLoaderCalls, type TLoaderCalls } from '../../lib/loader-calls';
import type { Route } from './+types/console-notice-view';
import styles from '../../features/notice-publishing/components/notice-console.module.css';

const loadPage = async (calls: TLoaderCalls, id: string) => {
  if (!/^[1-9]\d{0,17}$/.test(id)) return { status: 'notFound' as const };
  try {
    return { status: 'found' as const, draft: await loadNoticeDraft(calls.fresh, id) };
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
  const { message } = App.useApp();
  const revalidator = useRevalidator();
  const [ending, setEnding] = useState<TNoticeEnding | null>(null);
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
  const { draft } = loaderData;
  const published = draft.status === NOTICE_DRAFT_STATUSES.published && draft.noticeId !== null;
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
          {published && draft.noticeId ? (
            <>
              <ButtonLink to={paths.noticeDetail.getHref(draft.noticeId, { loggedIn: true })}>
                {messages.openPublished}
              </ButtonLink>
              <ButtonLink to={paths.consoleNoticeNew.getHref(draft.noticeId)}>{messages.amend}</ButtonLink>
              <Button danger onClick={() => setEnding('withdraw')}>
                {messages.withdraw}
              </Button>
              <Button onClick={() => setEnding('expire')}>{messages.expire}</Button>
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
      <NoticeDraftView draft={draft} />
      {ending && draft.noticeId ? (
        <EndNoticeDialog
          noticeId={draft.noticeId}
          ending={ending}
          onClose={() => setEnding(null)}
          onEnded={() => {
            void message.success(ending === 'withdraw' ? messages.withdrawn : messages.expired);
            setEnding(null);
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </PageSection>
  );
}
