import { Table, type TableProps } from 'antd';
import { ListPagination } from '../widgets/list-pagination';
import { LoadFailed } from '../widgets/load-failed';

/** Server paging below the table; page and size come from (and go into) the address. */
export type TListTablePaging = {
  current: number;
  size: number;
  total: number;
  /** The server counted only up to `total`: shown as '10000+'. */
  totalIsLowerBound?: boolean;
  sizeOptions: readonly number[];
  onChange: (current: number, size: number) => void;
};

/** What a list page hands the table of its rows: one page of them, where it stands, and its state. */
export type TPagedRowsProps<TRow> = {
  records: readonly TRow[];
  total: number;
  current: number;
  size: number;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onPageChange: (current: number, size: number) => void;
};

export type TListTableProps<TRow> = Omit<TableProps<TRow>, 'dataSource' | 'loading'> & {
  rows: readonly TRow[];
  loading: boolean;
  /** The request failed: say so with a 重试 that asks again, never an empty table. */
  failed: boolean;
  onRetry: () => void;
  paging?: TListTablePaging;
  /** Names the list as a region (for lists that share a page with others). */
  sectionLabel?: string;
};

/**
 * A list page's table: loading while its page is asked for, the failed state with 重试 instead of
 * 暂无数据, and the spec's paging below (none of antd's own unless a page passes `pagination`).
 */
export function ListTable<TRow extends object>({
  rows,
  loading,
  failed,
  onRetry,
  paging,
  sectionLabel,
  ...tableProps
}: TListTableProps<TRow>) {
  const content = failed ? (
    <LoadFailed onRetry={onRetry} retrying={loading} />
  ) : (
    <>
      <Table<TRow> pagination={false} {...tableProps} dataSource={[...rows]} loading={loading} />
      {paging ? <ListPagination {...paging} disabled={loading} /> : null}
    </>
  );
  return sectionLabel ? <section aria-label={sectionLabel}>{content}</section> : content;
}

/**
 * A ListTable of one page of rows as a list page hands them, with the spec's paging below (`size` is
 * the page's size there: the table's own is `tableSize`).
 */
export function PagedListTable<TRow extends object>({
  records,
  total,
  current,
  size,
  onPageChange,
  sizeOptions,
  tableSize,
  ...tableProps
}: TPagedRowsProps<TRow> &
  Omit<TListTableProps<TRow>, 'rows' | 'paging' | keyof TPagedRowsProps<TRow>> & {
    sizeOptions: readonly number[];
    tableSize?: TableProps<TRow>['size'];
  }) {
  return (
    <ListTable<TRow>
      {...tableProps}
      size={tableSize}
      rows={records}
      paging={{ current, size, total, sizeOptions, onChange: onPageChange }}
    />
  );
}
