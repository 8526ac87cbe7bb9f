import type { TAdminDictionaryEntry } from '@supportal/contract';
import { Button, Tag, type TableColumnsType } from 'antd';
import { ListTable } from '../../../components/list-page/list-table';
import { adminMessages } from '../messages';
import styles from '../../../components/page/admin-list.module.css';

const messages = adminMessages.dictionary;

type TDictionaryTableProps = {
  caption: string;
  entries: readonly TAdminDictionaryEntry[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Null when the administrator may only read (groups are national: 总部's administrators edit them). */
  onEdit: ((entry: TAdminDictionaryEntry) => void) | null;
};

/** The entries of one group with their state; 编辑 opens the entry's dialog. */
export function DictionaryTable({
  caption,
  entries,
  loading,
  failed,
  onRetry,
  onEdit,
}: TDictionaryTableProps) {
  const columns: TableColumnsType<TAdminDictionaryEntry> = [
    {
      key: 'value',
      dataIndex: 'value',
      title: messages.columns.value,
      width: 220,
      className: styles.breakAll,
    },
    { key: 'label', dataIndex: 'label', title: messages.columns.label, className: styles.breakAll },
    { key: 'sort', dataIndex: 'sort', title: messages.columns.sort, width: 80 },
    {
      key: 'enabled',
      title: messages.columns.enabled,
      width: 80,
      render: (_, entry) =>
        entry.enabled ? <Tag color="green">{messages.enabled}</Tag> : <Tag>{messages.disabled}</Tag>,
    },
  ];
  if (onEdit)
    columns.push({
      key: 'actions',
      title: messages.columns.actions,
      width: 90,
      render: (_, entry) => (
        <Button type="link" onClick={() => onEdit(entry)} aria-label={`${messages.edit} ${entry.value}`}>
          {messages.edit}
        </Button>
      ),
    });
  return (
    <ListTable<TAdminDictionaryEntry>
      rowKey="id"
      size="middle"
      columns={columns}
      rows={entries}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      scroll={{ x: 640 }}
      aria-label={caption}
      locale={{ emptyText: messages.empty }}
    />
  );
}
