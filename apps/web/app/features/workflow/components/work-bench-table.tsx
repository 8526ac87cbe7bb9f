import { WORK_LIST_PAGE_SIZE_OPTIONS, type TWorkItem } from '@supportal/contract';
import { Button, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { ListTable } from '../../../components/list-page/list-table';
import { VisuallyHidden } from '../../../components/widgets/visually-hidden';
import { formatDateTime } from '../../../lib/format-date';
import { timeLimitText } from '../lib/work-bench-query';
import { workflowMessages as messages } from '../messages';
import styles from './workflow.module.css';

type TWorkBenchTableProps = {
  items: readonly TWorkItem[];
  total: number;
  current: number;
  size: number;
  loading: boolean;
  failed: boolean;
  caption: string;
  /** The task whose window is being opened (its link shows a spinner). */
  openingId: string | null;
  onOpen: (item: TWorkItem) => void;
  onRetry: () => void;
  onPageChange: (current: number, size: number) => void;
};

/** 我的待办 / 我的已办 (spec section 2): 工作名称 opens the task window, paging below. */
export function WorkBenchTable(props: TWorkBenchTableProps) {
  const { items, total, current, size, loading, failed, caption, openingId, onOpen } = props;
  const columns: TableColumnsType<TWorkItem> = [
    {
      key: 'processInstName',
      title: messages.columns.processInstName,
      className: styles.nameCell,
      render: (_, item) => (
        <Button
          type="link"
          className={styles.taskLink}
          loading={openingId === item.workItemID}
          onClick={() => onOpen(item)}
        >
          {item.processInstName}
          <VisuallyHidden>{messages.openTaskHint}</VisuallyHidden>
        </Button>
      ),
    },
    { key: 'workItemName', dataIndex: 'workItemName', title: messages.columns.workItemName, width: 160 },
    {
      key: 'currentStateName',
      dataIndex: 'currentStateName',
      title: messages.columns.currentStateName,
      width: 170,
    },
    {
      key: 'startTime',
      title: messages.columns.startTime,
      width: 170,
      className: styles.time,
      render: (_, item) => formatDateTime(item.startTime),
    },
    {
      key: 'timeLimit',
      title: messages.columns.timeLimit,
      width: 240,
      className: styles.time,
      render: (_, item) => timeLimitText(item),
    },
    {
      key: 'isTimeOut',
      title: messages.columns.isTimeOut,
      width: 90,
      className: styles.flagCell,
      render: (_, item) =>
        item.isTimeOut === 'Y' ? (
          <span className={styles.timedOut}>{messages.timedOut}</span>
        ) : (
          messages.notTimedOut
        ),
    },
  ];
  // Each cell carries its column's name: on phones the rows become cards that show it beside the value.
  const labelled = columns.map((column) => ({
    ...column,
    onCell: () => ({ 'data-label': String(column.title) }) as HTMLAttributes<HTMLElement>,
  }));
  return (
    <ListTable<TWorkItem>
      sectionLabel={caption}
      className={styles.table}
      rowKey="workItemID"
      size="middle"
      bordered
      columns={labelled}
      rows={items}
      loading={loading}
      failed={failed}
      onRetry={props.onRetry}
      paging={{
        current,
        size,
        total,
        sizeOptions: WORK_LIST_PAGE_SIZE_OPTIONS,
        onChange: props.onPageChange,
      }}
      rowClassName={() => styles.row ?? ''}
      locale={{ emptyText: messages.empty }}
    />
  );
}
