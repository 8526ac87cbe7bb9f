import { Pagination, Select, type PaginationProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { formatCount } from '../../lib/format-count';
import { widgetMessages } from './messages';
import styles from './list-pagination.module.css';

type TListPaginationProps = {
  current: number;
  size: number;
  total: number;
  /** The server counted only up to `total` (a common keyword): shown as '10000+'. */
  totalIsLowerBound?: boolean;
  sizeOptions: readonly number[];
  disabled?: boolean;
  /** A new page size starts again at page 1. */
  onChange: (current: number, size: number) => void;
};

/** antd draws the arrows and ••• jumpers as icon-only buttons and links: give them their names. */
const ARROW_LABELS: Partial<Record<string, string>> = {
  prev: widgetMessages.previousPage,
  next: widgetMessages.nextPage,
  'jump-prev': widgetMessages.previousPages,
  'jump-next': widgetMessages.nextPages,
};

const itemRender: PaginationProps['itemRender'] = (_page, type, element) => {
  const label = ARROW_LABELS[type];
  return label && isValidElement(element)
    ? cloneElement(element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': label })
    : element;
};

/**
 * Paging (none for an empty list) in the order of spec section 2: prev, pager, next, jumper (到第 … 页), total, sizes. antd puts
 * total first and sizes before the jumper, so total and sizes are separate controls here.
 */
export function ListPagination({
  current,
  size,
  total,
  totalIsLowerBound,
  sizeOptions,
  disabled,
  onChange,
}: TListPaginationProps) {
  return (
    <div className={styles.pager}>
      <Pagination
        current={current}
        pageSize={size}
        total={total}
        disabled={disabled}
        showSizeChanger={false}
        showQuickJumper
        itemRender={itemRender}
        locale={{ jump_to: widgetMessages.jumpTo, page: widgetMessages.page }}
        onChange={(page) => onChange(page, size)}
      />
      <span className={styles.total}>{widgetMessages.total(formatCount(total, totalIsLowerBound))}</span>
      <Select
        className={styles.sizes}
        aria-label={widgetMessages.pageSize}
        value={size}
        disabled={disabled}
        options={sizeOptions.map((option) => ({ value: option, label: widgetMessages.perPage(option) }))}
        onChange={(nextSize) => onChange(1, nextSize)}
      />
    </div>
  );
}
