/** Page and page size of a list whose place is kept in its address. */
export type TListPage = { current: number; size: number };

/** A list query without its page: the filter. */
export type TListFilter<TQuery extends TListPage> = Omit<TQuery, keyof TListPage>;

/** How a list's address changes: the filter changes or is cleared (back to page 1), or the page turns. */
export type TListAddressActions<TQuery extends TListPage> = {
  search: (filter: TListFilter<TQuery>) => void;
  reset: () => void;
  changePage: (current: number, size: number) => void;
};

/** The filter of a list query, without its page and size. */
export const listFilterOf = <TQuery extends TListPage>({
  current: _current,
  size: _size,
  ...filter
}: TQuery): TListFilter<TQuery> => filter;

/**
 * The moves of a list whose filter, page and size live in the address: `href` writes a query as the
 * page's address, `go` takes the new search parameters (the router's `setSearchParams`, so the list
 * stays on the path it is on and back, forward, reload and a new tab show the same list).
 */
export const listAddressActions = <TQuery extends TListPage>(
  query: TQuery,
  href: (query: TQuery) => string,
  go: (params: URLSearchParams) => void,
): TListAddressActions<TQuery> => {
  const to = (next: TListFilter<TQuery> & TListPage) =>
    // Every filter key of a list query is optional, so any filter with a page is a query of its kind.
    go(new URL(href(next as TQuery), 'http://portal.local').searchParams);
  return {
    search: (filter) => to({ ...filter, current: 1, size: query.size }),
    reset: () => to({ current: 1, size: query.size } as TListFilter<TQuery> & TListPage),
    changePage: (current, size) => to({ ...listFilterOf(query), current, size }),
  };
};
