import { useSearchParams } from 'react-router';
import { listAddressActions, type TListPage } from './list-address';

/** `listAddressActions` on the current route: filter, page and size go into its search parameters. */
export const useListAddress = <TQuery extends TListPage>(query: TQuery, href: (query: TQuery) => string) => {
  const [, setSearchParams] = useSearchParams();
  return listAddressActions(query, href, setSearchParams);
};
