import { getNoticeActions, type TConsoleNoticeAction } from '@supportal/contract';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/widgets/button-link';
import { paths } from '../../../config/paths';
import { invalidateEndpoints } from '../../../lib/endpoint-key';
import { getQueryClient } from '../../../lib/query-client';
import { noticeConsoleMessages as messages } from '../messages';
import { EndNoticeDialog, type TNoticeEnding } from './end-notice-dialog';

/**
 * 修订 / 撤回 / 立即失效 of a published notice, as the server allowed them (console list, console page,
 * public notice page). `compact` for a table row.
 */
export function NoticeActions({
  noticeId,
  actions,
  compact = false,
  onEnded,
}: {
  noticeId: string;
  actions: readonly TConsoleNoticeAction[];
  compact?: boolean;
  onEnded: () => void;
}) {
  const { message } = App.useApp();
  const [ending, setEnding] = useState<TNoticeEnding | null>(null);
  const amendHref = paths.consoleNoticeNew.getHref(noticeId);
  const endButton = (action: TNoticeEnding) =>
    actions.includes(action) ? (
      <Button
        key={action}
        danger={action === 'withdraw'}
        type={compact ? 'link' : 'default'}
        size={compact ? 'small' : 'middle'}
        onClick={() => setEnding(action)}
      >
        {action === 'withdraw' ? messages.withdraw : messages.expire}
      </Button>
    ) : null;
  return (
    <>
      <Space wrap size={compact ? 0 : 'small'}>
        {actions.includes('amend') ? (
          compact ? (
            <Link to={amendHref}>{messages.amend}</Link>
          ) : (
            <ButtonLink to={amendHref}>{messages.amend}</ButtonLink>
          )
        ) : null}
        {endButton('withdraw')}
        {endButton('expire')}
      </Space>
      {ending ? (
        <EndNoticeDialog
          noticeId={noticeId}
          ending={ending}
          onClose={() => setEnding(null)}
          onEnded={() => {
            void message.success(ending === 'withdraw' ? messages.withdrawn : messages.expired);
            setEnding(null);
            void invalidateEndpoints(getQueryClient(), getNoticeActions);
            onEnded();
          }}
        />
      ) : null}
    </>
  );
}
