import { useListPage } from '../../lib/use-list-page';
import type { TListPage } from './list-address';
import type { TPagedRowsProps } from './list-table';
import { useListAddress } from './use-list-address';

/** What a paged list page's loader answers: the query of its address, one page of rows, the total. */
type TPagedListData<TQuery extends TListPage, TRow> = {
  query: TQuery;
  records: readonly TRow[];
  total: number;
  failed: boolean;
};

/**
 * A paged list page around its loader data: the filter actions of its address (`search`, `reset`), how
 * to ask again (`retry`) and the props of its table.
 */
export const usePagedList = <TQuery extends TListPage, TRow>(
  data: TPagedListData<TQuery, TRow>,
  href: (query: TQuery) => string,
) => {
  const { loading, retry } = useListPage();
  const { search, reset, changePage } = useListAddress(data.query, href);
  const table: TPagedRowsProps<TRow> = {
    records: data.records,
    total: data.total,
    current: data.query.current,
    size: data.query.size,
    loading,
    failed: data.failed,
    onRetry: retry,
    onPageChange: changePage,
  };
  return { search, reset, retry, table };
};
