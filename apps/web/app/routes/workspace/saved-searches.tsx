import {
  ALERT_CHANGE_KINDS,
  ALERT_CHANNEL_KINDS,
  ALERT_CHANNEL_STATUSES,
  ALERT_DELIVERY_STATUSES,
  NOTICE_TYPES,
  ORG_LEVELS,
  type TAlertChannel,
  type TAlertDelivery,
  type TSavedSearch,
} from '@supportal/contract';
import { App, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMenuTrail } from '../../components/access/permission-gate';
import { ListTable } from '../../components/list-page/list-table';
import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { useDeleteSavedSearch } from '../../features/saved-searches/api/delete-saved-search';
import { useAlertDeliveries } from '../../features/saved-searches/api/query-alert-deliveries';
import { useSavedSearches } from '../../features/saved-searches/api/query-saved-searches';
import { useRemoveAlertChannel } from '../../features/saved-searches/api/remove-alert-channel';
import { useSetAlertChannelStatus } from '../../features/saved-searches/api/set-alert-channel-status';
import { FeedLinksDialog } from '../../features/saved-searches/components/feed-links-dialog';
import {
  SaveSearchDialog,
  useProvinceOptions,
} from '../../features/saved-searches/components/save-search-dialog';
import { WebhookDialog } from '../../features/saved-searches/components/webhook-dialog';
import { savedSearchMessages as messages } from '../../features/saved-searches/messages';
import type { Route } from './+types/saved-searches';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.title) }];

const STATUS_COLORS = { active: 'green', pending: 'gold', paused: 'red' } as const;
const DELIVERY_COLORS = { pending: 'gold', sending: 'blue', sent: 'green', failed: 'red' } as const;
const DELIVERY_PAGE_SIZE = 10;

/** 我的订阅: saved searches with their channels (pause, resume, robots), and the deliveries with failures. */
export default function SavedSearches() {
  const trail = useMenuTrail(messages.title);
  const { modal, message } = App.useApp();
  const searches = useSavedSearches();
  const provinces = useProvinceOptions();
  const [page, setPage] = useState(1);
  const deliveries = useAlertDeliveries(page, DELIVERY_PAGE_SIZE);
  const deleteSearch = useDeleteSavedSearch();
  const setChannelStatus = useSetAlertChannelStatus();
  const removeChannel = useRemoveAlertChannel();
  const [editing, setEditing] = useState<{ search: TSavedSearch | null } | null>(null);
  const [webhookFor, setWebhookFor] = useState<TSavedSearch | null>(null);
  const [feedsFor, setFeedsFor] = useState<TSavedSearch | null>(null);
  const provinceName = (code: string) =>
    provinces.data?.find((province) => province.value === code)?.label ?? code;

  const conditionsOf = (search: TSavedSearch) =>
    [
      search.fullTextQuery
        ? messages.conditionParts.fullText(search.fullTextQuery, search.fullTextScope)
        : null,
      search.keyword ? messages.conditionParts.keyword(search.keyword) : null,
      search.noticeTypes.length > 0
        ? messages.conditionParts.types(
            search.noticeTypes
              .map((code) => NOTICE_TYPES.find((type) => type.code === code)?.label ?? code)
              .join('、'),
          )
        : null,
      search.provAdmCode ? messages.conditionParts.province(provinceName(search.provAdmCode)) : null,
      search.unitLevel
        ? messages.conditionParts.level(
            ORG_LEVELS.find((level) => level.code === search.unitLevel)?.label ?? search.unitLevel,
          )
        : null,
    ]
      .filter(Boolean)
      .join('；');

  /** A red link that removes, once the question is confirmed, and then says so. */
  const removeButton = (label: string, question: string, remove: () => Promise<unknown>) => (
    <Button
      size="small"
      type="link"
      danger
      onClick={() =>
        modal.confirm({
          title: question,
          okButtonProps: { danger: true },
          okText: messages.remove,
          cancelText: messages.cancel,
          onOk: async () => {
            await remove();
            void message.success(messages.removed);
          },
        })
      }
    >
      {label}
    </Button>
  );

  const channelTag = (channel: TAlertChannel) => (
    <Space key={channel.id} size={4} wrap style={{ marginBottom: 4 }}>
      <Tooltip title={channel.target || undefined}>
        <Tag color={STATUS_COLORS[channel.status]}>
          {ALERT_CHANNEL_KINDS[channel.kind]} · {ALERT_CHANNEL_STATUSES[channel.status]}
        </Tag>
      </Tooltip>
      {channel.consecutiveFailures > 0 ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {messages.channelFailures(channel.consecutiveFailures, channel.lastError)}
        </Typography.Text>
      ) : null}
      {channel.status === 'pending' ? null : (
        <Button
          size="small"
          type="link"
          onClick={async () => {
            await setChannelStatus.mutateAsync({
              channelId: channel.id,
              action: channel.status === 'paused' ? 'resume' : 'pause',
            });
          }}
        >
          {channel.status === 'paused' ? messages.resume : messages.pause}
        </Button>
      )}
      {channel.kind === 'inApp' || channel.kind === 'email'
        ? null
        : removeButton(messages.removeChannel, messages.removeChannelConfirm, () =>
            removeChannel.mutateAsync(channel.id),
          )}
    </Space>
  );

  return (
    <PageSection
      title={messages.title}
      trail={trail}
      extra={
        <Button type="primary" onClick={() => setEditing({ search: null })}>
          {messages.create}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{messages.intro}</Typography.Paragraph>
      <ListTable<TSavedSearch>
        rowKey="id"
        rows={searches.data?.records ?? []}
        loading={searches.isPending}
        failed={searches.isError}
        onRetry={() => void searches.refetch()}
        scroll={{ x: 960 }}
        locale={{ emptyText: messages.empty }}
        columns={[
          { title: messages.columns.name, dataIndex: 'name', width: 160 },
          {
            title: messages.columns.conditions,
            key: 'conditions',
            width: 260,
            render: (_, search) => conditionsOf(search),
          },
          {
            title: messages.columns.channels,
            key: 'channels',
            render: (_, search) => <div>{search.channels.map(channelTag)}</div>,
          },
          { title: messages.columns.createTime, dataIndex: 'createTime', width: 170 },
          {
            title: messages.columns.actions,
            key: 'actions',
            width: 200,
            fixed: 'right',
            render: (_, search) => (
              <Space size={0} wrap>
                <Button size="small" type="link" onClick={() => setWebhookFor(search)}>
                  {messages.addWebhook}
                </Button>
                <Button size="small" type="link" onClick={() => setFeedsFor(search)}>
                  {messages.feeds.action}
                </Button>
                <Button size="small" type="link" onClick={() => setEditing({ search })}>
                  {messages.edit}
                </Button>
                {removeButton(messages.remove, messages.removeConfirm(search.name), () =>
                  deleteSearch.mutateAsync(search.id),
                )}
              </Space>
            ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {messages.deliveriesTitle}
      </Typography.Title>
      <Table<TAlertDelivery>
        rowKey="id"
        loading={deliveries.isFetching}
        dataSource={deliveries.data?.records ?? []}
        scroll={{ x: 960 }}
        locale={{ emptyText: messages.deliveriesEmpty }}
        pagination={{
          current: page,
          pageSize: DELIVERY_PAGE_SIZE,
          total: deliveries.data?.total ?? 0,
          onChange: setPage,
        }}
        columns={[
          { title: messages.deliveryColumns.createTime, dataIndex: 'createTime', width: 170 },
          { title: messages.deliveryColumns.search, dataIndex: 'savedSearchName', width: 140 },
          {
            title: messages.deliveryColumns.channel,
            dataIndex: 'channelKind',
            width: 100,
            render: (kind: TAlertDelivery['channelKind']) => ALERT_CHANNEL_KINDS[kind],
          },
          {
            title: messages.deliveryColumns.notice,
            key: 'notice',
            render: (_, delivery) => (
              <>
                <Tag>{ALERT_CHANGE_KINDS[delivery.changeKind]}</Tag>
                <Link to={paths.noticeDetail.getHref(delivery.noticeId, { loggedIn: true })}>
                  {delivery.title}
                </Link>
              </>
            ),
          },
          {
            title: messages.deliveryColumns.status,
            dataIndex: 'status',
            width: 100,
            render: (status: TAlertDelivery['status']) => (
              <Tag color={DELIVERY_COLORS[status]}>{ALERT_DELIVERY_STATUSES[status]}</Tag>
            ),
          },
          {
            title: messages.deliveryColumns.detail,
            key: 'detail',
            width: 260,
            render: (_, delivery) =>
              delivery.status === 'sent'
                ? delivery.sentTime
                : [
                    delivery.lastError,
                    delivery.nextAttemptTime
                      ? messages.nextAttempt(delivery.nextAttemptTime, delivery.attempts)
                      : null,
                  ]
                    .filter(Boolean)
                    .join('；') || '—',
          },
        ]}
      />
      <SaveSearchDialog
        open={editing !== null}
        editing={editing?.search ?? null}
        conditions={{}}
        onClose={() => setEditing(null)}
      />
      {/* Mounted only while open: the address typed is a credential and must not stay in the page. */}
      {webhookFor ? (
        <WebhookDialog
          search={webhookFor}
          onClose={() => setWebhookFor(null)}
          onAdded={() => setWebhookFor(null)}
        />
      ) : null}
      {feedsFor ? <FeedLinksDialog search={feedsFor} onClose={() => setFeedsFor(null)} /> : null}
    </PageSection>
  );
}
