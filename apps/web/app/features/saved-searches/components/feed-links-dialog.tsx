import type { TSavedSearch, TSavedSearchFeedLinks } from '@supportal/contract';
import { App, Button, Descriptions, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useIssueFeedToken } from '../api/issue-feed-token';
import { useRevokeFeedToken } from '../api/revoke-feed-token';
import { savedSearchMessages } from '../messages';

const messages = savedSearchMessages.feeds;

/** 订阅源: a saved search's secret RSS / Atom / calendar links, shown once when issued; reissue or revoke them. */
export function FeedLinksDialog({ search, onClose }: { search: TSavedSearch; onClose: () => void }) {
  const { modal, message } = App.useApp();
  const [links, setLinks] = useState<TSavedSearchFeedLinks | null>(null);
  const [busy, setBusy] = useState(false);
  const issueFeedToken = useIssueFeedToken();
  const revokeFeedToken = useRevokeFeedToken();
  const issuedAt = links ? null : search.feedTokenCreateTime;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const issue = () =>
    run(async () => {
      setLinks(await issueFeedToken.mutateAsync(search.id));
      void message.success(messages.issued);
    });
  const confirmThen = (content: string, okText: string, action: () => Promise<void>) =>
    modal.confirm({ title: okText, content, okText, cancelText: savedSearchMessages.cancel, onOk: action });

  return (
    <Modal
      open
      title={messages.title(search.name)}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{messages.close}</Button>}
      width={640}
    >
      <Typography.Paragraph type="secondary">{messages.intro}</Typography.Paragraph>
      {links ? (
        <Descriptions column={1} bordered size="small" data-testid="feed-links">
          <Descriptions.Item label={messages.rss}>
            <Typography.Text copyable code>
              {links.rss}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={messages.atom}>
            <Typography.Text copyable code>
              {links.atom}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={messages.ics}>
            <Typography.Text copyable code>
              {links.ics}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Paragraph>{issuedAt ? messages.issuedAt(issuedAt) : messages.none}</Typography.Paragraph>
      )}
      <Space style={{ marginTop: 16 }}>
        {issuedAt || links ? (
          <>
            <Button
              loading={busy}
              onClick={() => confirmThen(messages.reissueConfirm, messages.reissue, issue)}
            >
              {messages.reissue}
            </Button>
            <Button
              danger
              loading={busy}
              onClick={() =>
                confirmThen(messages.revokeConfirm, messages.revoke, () =>
                  run(async () => {
                    await revokeFeedToken.mutateAsync(search.id);
                    setLinks(null);
                    void message.success(messages.revoked);
                    onClose();
                  }),
                )
              }
            >
              {messages.revoke}
            </Button>
          </>
        ) : (
          <Button type="primary" loading={busy} onClick={() => void issue()}>
            {messages.issue}
          </Button>
        )}
      </Space>
    </Modal>
  );
}
