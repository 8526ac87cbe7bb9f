import { NOTICE_PAGE_SIZE_OPTIONS } from '@supportal/contract';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes, MouseEvent } from 'react';
import { ListTable } from '../../../components/list-page/list-table';
import type { TNoticeRow } from '../lib/notice-row';
import { noticeMessages } from '../messages';
import styles from './notice-table.module.css';
import { VisuallyHidden } from '../../../components/widgets/visually-hidden';
import { SearchHit } from './search-hit';

/**
 * Which columns a table shows (spec section 2): the notice list, the search results, the
 * intellectual-property (type 47) variants of both, and /announcement (公告公示).
 */
export type TNoticeTableColumns = 'list' | 'search' | 'ipList' | 'ipSearch' | 'announcement';

type TColumn = TableColumnsType<TNoticeRow>[number];

const titleColumn = (label: string): TColumn => ({
  key: 'title',
  title: label,
  className: styles.titleCell,
  render: (_, row) => (
    <>
      <a className={styles.title} href={row.href} target="_blank" rel="noopener noreferrer" title={row.title}>
        {row.title}
        {row.disabled ? <VisuallyHidden>（{noticeMessages.disabled}）</VisuallyHidden> : null}
        <VisuallyHidden>{noticeMessages.newWindowHint}</VisuallyHidden>
      </a>
      {row.hit ? <SearchHit hit={row.hit} /> : null}
    </>
  ),
});

const dateColumn = (key: keyof TNoticeRow, label: string): TColumn => ({
  key,
  dataIndex: key,
  title: label,
  width: 130,
  align: 'center',
  className: styles.date,
});

const unitColumn: TColumn = {
  key: 'unit',
  dataIndex: 'unitName',
  title: noticeMessages.columnUnit,
  width: 220,
};
const conversionColumn: TColumn = {
  key: 'conversionMethods',
  dataIndex: 'conversionMethods',
  title: noticeMessages.columnConversionMethod,
  width: 220,
};

/** Each cell carries its column's name: on phones the rows become cards that show it beside the value. */
const withCellLabels = (columns: TColumn[]): TColumn[] =>
  columns.map((column) => ({
    ...column,
    onCell: () => ({ 'data-label': String(column.title) }) as HTMLAttributes<HTMLElement>,
  }));

/** 序号: the row's place in the whole list, counted across pages. */
const indexColumn = (firstIndex: number): TColumn => ({
  key: 'index',
  title: noticeMessages.columnIndex,
  width: 80,
  align: 'center',
  render: (_, _row, index) => firstIndex + index,
});

const columnsOf = (kind: TNoticeTableColumns, firstIndex: number): TColumn[] => {
  switch (kind) {
    case 'list':
      return [
        unitColumn,
        titleColumn(noticeMessages.columnTitle),
        dateColumn('date', noticeMessages.columnPublished),
        dateColumn('effectDate', noticeMessages.columnEffect),
        dateColumn('failureDate', noticeMessages.columnFailure),
      ];
    case 'search':
      return [
        unitColumn,
        { key: 'type', dataIndex: 'typeLabel', title: noticeMessages.columnType, width: 150 },
        titleColumn(noticeMessages.columnTitle),
        dateColumn('date', noticeMessages.columnPublished),
        dateColumn('effectDate', noticeMessages.columnEffect),
        dateColumn('failureDate', noticeMessages.columnFailure),
      ];
    case 'ipList':
      return [
        indexColumn(firstIndex),
        titleColumn(noticeMessages.columnIpName),
        conversionColumn,
        dateColumn('effectDate', noticeMessages.columnEffect),
      ];
    case 'ipSearch':
      return [
        titleColumn(noticeMessages.columnIpName),
        conversionColumn,
        dateColumn('date', noticeMessages.columnPublished),
      ];
    case 'announcement':
      return [
        indexColumn(firstIndex),
        { key: 'province', dataIndex: 'provinceName', title: noticeMessages.columnProvince, width: 120 },
        { ...unitColumn, title: noticeMessages.columnAnnouncementUnit },
        titleColumn(noticeMessages.columnTitle),
        dateColumn('date', noticeMessages.columnPublishDate),
      ];
  }
};

/** A click anywhere on a row opens its notice in a new tab, like its title link does. */
const openRow = (row: TNoticeRow) => (event: MouseEvent<HTMLElement>) => {
  if ((event.target as HTMLElement).closest('a, button')) return;
  window.open(row.href, '_blank', 'noopener');
};

const rowClassName = (row: TNoticeRow, index: number) =>
  [styles.row, index % 2 === 1 ? styles.rowStriped : '', row.disabled ? styles.rowDisabled : '']
    .filter(Boolean)
    .join(' ');

type TNoticeTableProps = {
  rows: readonly TNoticeRow[];
  columns: TNoticeTableColumns;
  total: number;
  totalIsLowerBound?: boolean;
  current: number;
  size: number;
  loading?: boolean;
  /** The request failed: say so with a retry instead of an empty table. */
  failed?: boolean;
  onRetry?: () => void;
  caption: string;
  onPageChange: (current: number, size: number) => void;
};

/**
 * The table of notice lists and search results: alternating rows, disabled notices greyed but still
 * clickable, every title a real link to the detail in a new tab, paging below.
 */
export function NoticeTable({
  rows,
  columns,
  total,
  totalIsLowerBound,
  current,
  size,
  loading,
  failed,
  onRetry,
  caption,
  onPageChange,
}: TNoticeTableProps) {
  return (
    <ListTable<TNoticeRow>
      sectionLabel={caption}
      className={styles.table}
      rowKey="id"
      size="middle"
      bordered
      columns={withCellLabels(columnsOf(columns, (current - 1) * size + 1))}
      rows={rows}
      loading={loading ?? false}
      failed={failed ?? false}
      onRetry={() => onRetry?.()}
      paging={{
        current,
        size,
        total,
        totalIsLowerBound,
        sizeOptions: NOTICE_PAGE_SIZE_OPTIONS,
        onChange: onPageChange,
      }}
      rowClassName={rowClassName}
      onRow={(row) => ({ onClick: openRow(row) })}
      tableLayout="fixed"
    />
  );
}
