import type { TAdminAuthority } from '@supportal/contract';

/** An authority with its children, each level in menu order (sort, then code), as the workspace nests them. */
export type TAuthorityNode = TAdminAuthority & { children: TAuthorityNode[] };

const byOrder = (a: TAdminAuthority, b: TAdminAuthority) =>
  a.sort - b.sort || a.authorityCode.localeCompare(b.authorityCode);

/** Nests the flat list by parent code; an item whose parent is missing shows at the top level. */
export const nestAuthorities = (items: readonly TAdminAuthority[]): TAuthorityNode[] => {
  const nodes = new Map(
    items.map((item) => [item.authorityCode, { ...item, children: [] as TAuthorityNode[] }]),
  );
  const roots: TAuthorityNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentAuthorityCode ? nodes.get(node.parentAuthorityCode) : undefined;
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  const sortDeep = (level: TAuthorityNode[]): TAuthorityNode[] =>
    level.sort(byOrder).map((node) => ({ ...node, children: sortDeep(node.children) }));
  return sortDeep(roots);
};

/** The codes below an item (children, their children, …), not the item itself. */
export const descendantCodes = (items: readonly TAdminAuthority[], code: string): Set<string> => {
  const below = new Set<string>();
  const pending = [code];
  while (pending.length > 0) {
    const parent = pending.pop();
    for (const item of items) {
      if (
        item.parentAuthorityCode === parent &&
        !below.has(item.authorityCode) &&
        item.authorityCode !== code
      ) {
        below.add(item.authorityCode);
        pending.push(item.authorityCode);
      }
    }
  }
  return below;
};

/** The groups above an item, nearest first. */
export const ancestorCodes = (items: readonly TAdminAuthority[], code: string): string[] => {
  const parentOf = new Map(items.map((item) => [item.authorityCode, item.parentAuthorityCode]));
  const chain: string[] = [];
  for (let parent = parentOf.get(code); parent && !chain.includes(parent) && parent !== code;) {
    chain.push(parent);
    parent = parentOf.get(parent);
  }
  return chain;
};

/**
 * The grants after ticking or unticking one item of the checkable tree: ticking brings the groups
 * above it (an item shows in the menu only under its group), unticking takes the items below it.
 * `grantable` limits what ticking may add; unticking is always possible.
 */
export const toggleGrant = (
  items: readonly TAdminAuthority[],
  held: ReadonlySet<string>,
  code: string,
  checked: boolean,
  grantable: ReadonlySet<string>,
): Set<string> => {
  const next = new Set(held);
  if (checked) {
    next.add(code);
    for (const parent of ancestorCodes(items, code)) if (grantable.has(parent)) next.add(parent);
  } else {
    next.delete(code);
    for (const child of descendantCodes(items, code)) next.delete(child);
  }
  return next;
};
