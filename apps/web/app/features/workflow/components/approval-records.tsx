import type { TApprovalRecord } from '@supportal/contract';
import { Table } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { workflowMessages as messages } from '../messages';
import styles from './task.module.css';

type TRow = TApprovalRecord & { key: number };

/** 审批记录: every step's decision, who made it for which unit, when, with which opinion. */
export function ApprovalRecords({ records }: { records: readonly TApprovalRecord[] }) {
  const { recordColumns: columns } = messages;
  return (
    <Table<TRow>
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      scroll={{ x: 760 }}
      locale={{ emptyText: messages.noRecords }}
      dataSource={records.map((record, index) => ({ ...record, key: index }))}
      columns={[
        {
          key: 'activity',
          title: columns.activityName,
          width: 140,
          render: (_, row) => row.activityName ?? '--',
        },
        { key: 'action', dataIndex: 'actionName', title: columns.actionName, width: 100 },
        {
          key: 'operator',
          title: columns.operatorName,
          width: 110,
          render: (_, row) => row.operatorName ?? messages.systemOperator,
        },
        {
          key: 'org',
          title: columns.operatorOrgName,
          width: 160,
          render: (_, row) => row.operatorOrgName ?? '--',
        },
        { key: 'time', title: columns.time, width: 170, render: (_, row) => formatDateTime(row.time) },
        {
          key: 'comment',
          title: columns.comment,
          className: styles.recordComment,
          render: (_, row) => row.comment || '--',
        },
      ]}
    />
  );
}
