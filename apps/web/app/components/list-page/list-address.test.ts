import { describe, expect, it } from 'vitest';
import { listAddressActions, listFilterOf } from './list-address';

type TQuery = { current: number; size: number; keyword?: string; status?: string };

const DEFAULT_SIZE = 20;
/** Writes a query the way the pages' `getHref` do: blanks, page 1 and the default size left out. */
const href = ({ current, size, ...filter }: TQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (current > 1) params.set('current', String(current));
  if (size !== DEFAULT_SIZE) params.set('size', String(size));
  return `/purHome/list?${params}`;
};
/** Reads an address back, as the pages' loaders do (what a reload or a new tab sees). */
const parse = (params: URLSearchParams): TQuery => ({
  current: Number(params.get('current') ?? 1),
  size: Number(params.get('size') ?? DEFAULT_SIZE),
  ...(params.get('keyword') ? { keyword: params.get('keyword') ?? '' } : {}),
  ...(params.get('status') ? { status: params.get('status') ?? '' } : {}),
});

const movesFrom = (query: TQuery) => {
  const addresses: URLSearchParams[] = [];
  return { addresses, actions: listAddressActions(query, href, (params) => addresses.push(params)) };
};

describe('listAddressActions', () => {
  const onPage3 = { current: 3, size: 50, keyword: '铁塔', status: 'enabled' };

  it('puts a new filter into the address and goes back to page 1, keeping the page size', () => {
    const { addresses, actions } = movesFrom(onPage3);
    actions.search({ keyword: '光缆' });
    expect(addresses.map(String)).toEqual(['keyword=%E5%85%89%E7%BC%86&size=50']);
    expect(parse(addresses[0] ?? new URLSearchParams())).toEqual({ current: 1, size: 50, keyword: '光缆' });
  });

  it('clears every filter on reset, on page 1', () => {
    const { addresses, actions } = movesFrom(onPage3);
    actions.reset();
    expect(addresses.map(String)).toEqual(['size=50']);
  });

  it('turns the page with the filter kept, so a reload shows the same list', () => {
    const { addresses, actions } = movesFrom(onPage3);
    actions.changePage(4, 50);
    const [address] = addresses;
    expect(address && parse(address)).toEqual({ ...onPage3, current: 4 });
  });

  it('leaves the page and size out of the filter', () => {
    expect(listFilterOf(onPage3)).toEqual({ keyword: '铁塔', status: 'enabled' });
  });
});
