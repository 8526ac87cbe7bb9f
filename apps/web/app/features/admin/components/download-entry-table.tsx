import { formatFileSize, type TAdminDownloadZoneEntry } from '@supportal/contract';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { ListTable } from '../../../components/list-page/list-table';
import { adminMessages } from '../messages';
import styles from '../../../components/page/admin-list.module.css';

const messages = adminMessages.downloads;

type TDownloadEntryTableProps = {
  entries: readonly TAdminDownloadZoneEntry[];
  loading: boolean;
  failed: boolean;
  /** The entry whose state is being switched. */
  switchingId: string | null;
  onRetry: () => void;
  onEdit: (entry: TAdminDownloadZoneEntry) => void;
  onToggle: (entry: TAdminDownloadZoneEntry) => void;
};

/** Every file of the download zone with who sees it; 修改 opens the dialog, 停用/启用 switches at once. */
export function DownloadEntryTable(props: TDownloadEntryTableProps) {
  const { entries, loading, failed, switchingId, onRetry, onEdit, onToggle } = props;
  const columns: TableColumnsType<TAdminDownloadZoneEntry> = [
    { key: 'title', dataIndex: 'title', title: messages.columns.title, className: styles.breakAll },
    {
      key: 'fileName',
      title: messages.columns.fileName,
      className: styles.breakAll,
      render: (_, entry) => `${entry.fileName}（${formatFileSize(entry.fileSize)}）`,
    },
    {
      key: 'visibility',
      title: messages.columns.visibility,
      width: 110,
      render: (_, entry) => (entry.loginOnly ? messages.visibility.loginOnly : messages.visibility.public),
    },
    { key: 'sort', dataIndex: 'sort', title: messages.columns.sort, width: 70 },
    {
      key: 'enabled',
      title: messages.columns.enabled,
      width: 90,
      render: (_, entry) =>
        entry.enabled ? <Tag color="green">{messages.enabled}</Tag> : <Tag>{messages.disabled}</Tag>,
    },
    {
      key: 'owner',
      title: messages.columns.owner,
      width: 150,
      render: (_, entry) => entry.orgName ?? messages.national,
    },
    { key: 'createTime', dataIndex: 'createTime', title: messages.columns.createTime, width: 170 },
    {
      key: 'actions',
      title: messages.columns.actions,
      width: 130,
      render: (_, entry) =>
        !entry.editable ? (
          <Typography.Text type="secondary" title={messages.readOnlyHint(entry.orgName)}>
            {messages.readOnly}
          </Typography.Text>
        ) : (
          <Space size={0}>
            <Button type="link" onClick={() => onEdit(entry)} aria-label={`${messages.edit} ${entry.title}`}>
              {messages.edit}
            </Button>
            <Button
              type="link"
              danger={entry.enabled}
              loading={switchingId === entry.id}
              onClick={() => onToggle(entry)}
              aria-label={`${entry.enabled ? messages.disable : messages.enable} ${entry.title}`}
            >
              {entry.enabled ? messages.disable : messages.enable}
            </Button>
          </Space>
        ),
    },
  ];
  return (
    <ListTable<TAdminDownloadZoneEntry>
      rowKey="id"
      size="middle"
      columns={columns}
      rows={entries}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      scroll={{ x: 1050 }}
      aria-label={messages.tableCaption}
      locale={{ emptyText: messages.empty }}
    />
  );
}
