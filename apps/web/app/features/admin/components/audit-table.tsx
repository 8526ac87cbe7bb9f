import { AUDIT_RESULTS, MAX_PAGE_SIZE, type TAuditEventRecord } from '@supportal/contract';
import { Tag, type TableColumnsType } from 'antd';
import { PagedListTable, type TPagedRowsProps } from '../../../components/list-page/list-table';
import { readableAuditDetail } from '../lib/audit-detail';
import { adminMessages } from '../messages';
import styles from '../../../components/page/admin-list.module.css';

const messages = adminMessages.audit;
const SIZE_OPTIONS = [20, 50, MAX_PAGE_SIZE] as const;

const columns: TableColumnsType<TAuditEventRecord> = [
  { key: 'occurredAt', dataIndex: 'occurredAt', title: messages.columns.occurredAt, width: 170 },
  { key: 'event', dataIndex: 'eventName', title: messages.columns.event, width: 140 },
  {
    key: 'result',
    title: messages.columns.result,
    width: 80,
    render: (_, record) => (
      <Tag color={record.result === 'failure' ? 'red' : 'green'}>{AUDIT_RESULTS[record.result]}</Tag>
    ),
  },
  {
    key: 'loginName',
    title: messages.columns.loginName,
    width: 160,
    className: styles.breakAll,
    render: (_, record) => record.loginName ?? messages.noAccount,
  },
  { key: 'ip', dataIndex: 'ip', title: messages.columns.ip, width: 150, className: styles.breakAll },
  {
    key: 'detail',
    title: messages.columns.detail,
    className: styles.breakAll,
    render: (_, record) => readableAuditDetail(record.detail),
  },
];

type TAuditTableProps = TPagedRowsProps<TAuditEventRecord>;

/** Audit events, newest first, paged below. */
export function AuditTable(props: TAuditTableProps) {
  return (
    <PagedListTable<TAuditEventRecord>
      {...props}
      rowKey="id"
      tableSize="middle"
      columns={columns}
      sizeOptions={SIZE_OPTIONS}
      scroll={{ x: 900 }}
      aria-label={messages.tableCaption}
    />
  );
}
