import { ACCOUNT_KINDS, type TMenuAuthority, type TPermission, type TUserInfo } from '@supportal/contract';
import { DEFAULT_MENU_ICON, type TMenuIcon } from '../config/menu';
import { MENU_ROUTE_OVERRIDES, pageAt, pagePermission } from '../config/pages';

/** One item of the workspace menu: an authority as the route table presents it. */
export type TMenuNode = {
  code: string;
  title: string;
  /** Where the item leads; empty for a group. */
  url: string;
  icon: TMenuIcon;
  sort: number;
  children: TMenuNode[];
};

export type TAccess = {
  loggedIn: boolean;
  kind: 'anonymous' | 'supplier' | 'staff';
  /** Whether the user holds a permission (the server checks the same key again on every call). */
  can: (permission: TPermission) => boolean;
  /** The visible menu: authorities nested by parent code, each level by sort. */
  menu: TMenuNode[];
  /** Whether an address may be opened, as its entry in config/pages says; other addresses need the login. */
  canOpen: (pathname: string, search: string) => boolean;
  /** The chain of menu items leading to an address (for the breadcrumb), empty when none does. */
  trailOf: (pathname: string, search: string) => TMenuNode[];
};

const byOrder = (a: TMenuNode, b: TMenuNode) => a.sort - b.sort || a.code.localeCompare(b.code);

/** Spec section 6: sorted by sort, nested by parentAuthorityCode; the route table may rename or hide. */
export const buildMenu = (authorities: readonly TMenuAuthority[]): TMenuNode[] => {
  const nodes = new Map<string, TMenuNode & { parent: string | null; hidden: boolean }>();
  for (const authority of authorities) {
    const override = MENU_ROUTE_OVERRIDES[authority.authorityCode] ?? {};
    nodes.set(authority.authorityCode, {
      code: authority.authorityCode,
      title: override.title ?? authority.authorityName,
      url: authority.url,
      icon: override.icon ?? DEFAULT_MENU_ICON,
      sort: override.sort ?? authority.sort,
      children: [],
      parent: authority.parentAuthorityCode,
      hidden: override.hidden ?? false,
    });
  }
  const roots: TMenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.hidden) continue;
    const parent = node.parent ? nodes.get(node.parent) : undefined;
    if (parent?.hidden) continue;
    (parent ? parent.children : roots).push(node);
  }
  const strip = (node: TMenuNode): TMenuNode => ({
    code: node.code,
    title: node.title,
    url: node.url,
    icon: node.icon,
    sort: node.sort,
    children: node.children.sort(byOrder).map(strip),
  });
  // A group whose items are all hidden or not granted leads nowhere: leave it out.
  return roots
    .sort(byOrder)
    .map(strip)
    .filter((node) => node.url !== '' || node.children.length > 0);
};

/** Whether a menu url names this address: same path, and every query value the url sets. */
const urlMatches = (url: string, pathname: string, search: string): boolean => {
  if (!url) return false;
  const target = new URL(url, 'http://portal.local');
  if (target.pathname !== pathname) return false;
  const actual = new URLSearchParams(search);
  return [...target.searchParams].every(([key, value]) => actual.get(key) === value);
};

const trail = (nodes: readonly TMenuNode[], pathname: string, search: string): TMenuNode[] => {
  for (const node of nodes) {
    if (urlMatches(node.url, pathname, search)) return [node];
    const below = trail(node.children, pathname, search);
    if (below.length > 0) return [node, ...below];
  }
  return [];
};

const ANONYMOUS: TAccess = {
  loggedIn: false,
  kind: 'anonymous',
  can: () => false,
  menu: [],
  canOpen: () => false,
  trailOf: () => [],
};

/** One pure function from the user to what they may do; guard, menu and buttons all ask it. */
export const accessOf = (user: TUserInfo | null): TAccess => {
  if (!user) return ANONYMOUS;
  const granted = new Set(user.menuAuthorities.map((authority) => authority.authorityCode));
  const menu = buildMenu(user.menuAuthorities);
  const can = (permission: TPermission) => granted.has(permission);
  return {
    loggedIn: true,
    kind: user.accountKind === ACCOUNT_KINDS.staff ? 'staff' : 'supplier',
    can,
    menu,
    canOpen: (pathname, search) => {
      const access = pageAt(pathname)?.access ?? 'session';
      if (access === 'session') return true;
      if (access === 'menuItem') {
        return user.menuAuthorities.some((authority) => urlMatches(authority.url, pathname, search));
      }
      return can(access.permission);
    },
    trailOf: (pathname, search) => trail(menu, pathname, search),
  };
};

/** Whether the page at this address needs a permission (config/pages) the account does not hold. */
export const lacksPagePermission = (user: TUserInfo | null, pathname: string): boolean => {
  const page = pageAt(pathname);
  const permission = page ? pagePermission(page) : null;
  return permission !== null && !accessOf(user).can(permission);
};
