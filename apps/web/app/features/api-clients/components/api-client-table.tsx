import { API_CLIENT_STATE_LABELS, NOTICE_TYPES, type TApiClient } from '@supportal/contract';
import { Button, Popconfirm, Space, Tag, Typography, type TableColumnsType, Tooltip } from 'antd';
import { ListTable } from '../../../components/list-page/list-table';
import { apiClientMessages as messages } from '../messages';
import styles from '../../../components/page/admin-list.module.css';

const STATE_COLORS: Readonly<Record<TApiClient['state'], string | undefined>> = {
  active: 'green',
  revoked: 'red',
  expired: undefined,
};

const typeLabel = (code: string) => NOTICE_TYPES.find((type) => type.code === code)?.label ?? code;

type TApiClientTableProps = {
  clients: readonly TApiClient[];
  loading: boolean;
  failed: boolean;
  /** The client an action is running for. */
  busyId: string | null;
  onRetry: () => void;
  /** Why the administrator may not give this client a new secret, or null. */
  rotateRefusal: (client: TApiClient) => string | null;
  onRotate: (client: TApiClient) => void;
  onRevoke: (client: TApiClient) => void;
};

/** The publishing API's clients: who they publish for, what, how, and when they were last used. */
export function ApiClientTable(props: TApiClientTableProps) {
  const { clients, loading, failed, busyId, rotateRefusal, onRetry, onRotate, onRevoke } = props;
  const columns: TableColumnsType<TApiClient> = [
    {
      key: 'name',
      title: messages.columns.name,
      width: 180,
      className: styles.breakAll,
      render: (_, client) => (
        <Space orientation="vertical" size={0}>
          <span>{client.name}</span>
          <Typography.Text type="secondary" code>
            {client.keyId}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'unit', dataIndex: 'orgName', title: messages.columns.unit, width: 130 },
    {
      key: 'noticeTypes',
      title: messages.columns.noticeTypes,
      // Wide enough for its heading on one line at 1440 (the other columns hold fixed-width text).
      width: 130,
      render: (_, client) => client.noticeTypes.map(typeLabel).join('、'),
    },
    {
      key: 'publishDirectly',
      title: messages.columns.publishDirectly,
      width: 90,
      render: (_, client) => (client.publishDirectly ? messages.publishDirectly : messages.throughApproval),
    },
    {
      key: 'state',
      title: messages.columns.state,
      width: 80,
      render: (_, client) => (
        <Tag color={STATE_COLORS[client.state]}>{API_CLIENT_STATE_LABELS[client.state]}</Tag>
      ),
    },
    {
      key: 'expireTime',
      title: messages.columns.expireTime,
      width: 170,
      render: (_, client) => client.revokedTime ?? client.expireTime ?? messages.noExpiry,
    },
    {
      key: 'lastUsedTime',
      title: messages.columns.lastUsedTime,
      width: 170,
      render: (_, client) => client.lastUsedTime ?? messages.never,
    },
    {
      key: 'createTime',
      title: messages.columns.createTime,
      width: 170,
      render: (_, client) => (
        <Space orientation="vertical" size={0}>
          <span>{client.createTime}</span>
          {client.createdByName && (
            <Typography.Text type="secondary">{messages.createdBy(client.createdByName)}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: messages.columns.actions,
      width: 150,
      render: (_, client) =>
        client.state === 'revoked' ? null : (
          <Space size={0}>
            {rotateRefusal(client) === null ? (
              <Popconfirm title={messages.rotateConfirm(client.name)} onConfirm={() => onRotate(client)}>
                <Button
                  type="link"
                  loading={busyId === client.id}
                  aria-label={`${messages.rotate} ${client.name}`}
                >
                  {messages.rotate}
                </Button>
              </Popconfirm>
            ) : (
              <Tooltip title={rotateRefusal(client)}>
                <Button type="link" disabled aria-label={`${messages.rotate} ${client.name}`}>
                  {messages.rotate}
                </Button>
              </Tooltip>
            )}
            <Popconfirm
              title={messages.revokeConfirm(client.name)}
              okButtonProps={{ danger: true }}
              onConfirm={() => onRevoke(client)}
            >
              <Button type="link" danger aria-label={`${messages.revoke} ${client.name}`}>
                {messages.revoke}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];
  return (
    <ListTable<TApiClient>
      rowKey="id"
      size="middle"
      columns={columns}
      rows={clients}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      scroll={{ x: 1270 }}
      aria-label={messages.tableCaption}
      locale={{ emptyText: messages.empty }}
    />
  );
}
