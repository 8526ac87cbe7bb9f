import type { TAdminAuthority } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { ancestorCodes, descendantCodes, nestAuthorities, toggleGrant } from './authority-tree';

const item = (authorityCode: string, parentAuthorityCode: string | null, sort: number): TAdminAuthority => ({
  authorityCode,
  authorityName: authorityCode,
  parentAuthorityCode,
  url: '',
  sort,
  protected: false,
});

const ITEMS = [
  item('GROUP', null, 20),
  item('B', 'GROUP', 2),
  item('A', 'GROUP', 1),
  item('LEAF', 'B', 1),
  item('TOP', null, 10),
  item('ORPHAN', 'GONE', 5),
];

describe('authority tree', () => {
  it('nests by parent and orders each level by sort; an orphan shows at the top', () => {
    const tree = nestAuthorities(ITEMS);
    expect(tree.map((node) => node.authorityCode)).toEqual(['ORPHAN', 'TOP', 'GROUP']);
    expect(tree[2]?.children.map((node) => node.authorityCode)).toEqual(['A', 'B']);
    expect(tree[2]?.children[1]?.children.map((node) => node.authorityCode)).toEqual(['LEAF']);
  });

  it('finds what is below and above an item', () => {
    expect([...descendantCodes(ITEMS, 'GROUP')].sort()).toEqual(['A', 'B', 'LEAF']);
    expect(ancestorCodes(ITEMS, 'LEAF')).toEqual(['B', 'GROUP']);
  });

  it('ticking brings the groups above (if grantable), unticking takes the items below', () => {
    const all = new Set(ITEMS.map((entry) => entry.authorityCode));
    expect([...toggleGrant(ITEMS, new Set(), 'LEAF', true, all)].sort()).toEqual(['B', 'GROUP', 'LEAF']);
    expect([...toggleGrant(ITEMS, new Set(), 'LEAF', true, new Set(['LEAF', 'B']))].sort()).toEqual([
      'B',
      'LEAF',
    ]);
    expect([...toggleGrant(ITEMS, new Set(['GROUP', 'B', 'LEAF', 'TOP']), 'GROUP', false, all)]).toEqual([
      'TOP',
    ]);
  });
});
