import { PERMISSIONS } from '@supportal/contract';

/** An icon of the workspace menu, by name (the components pick the glyph). */
export type TMenuIcon = 'workbench' | 'business' | 'supplier' | 'purchase' | 'system';

/**
 * How the route table presents a menu authority (spec section 6: entries may override title, icon,
 * hidden flag and sort). Authorities not listed show as the server names and sorts them.
 */
export type TMenuRouteOverride = { title?: string; icon?: TMenuIcon; hidden?: boolean; sort?: number };

/** The menu's groups (authorities without a page of their own); pages carry theirs in config/pages. */
export const MENU_GROUP_OVERRIDES: Readonly<Record<string, TMenuRouteOverride>> = {
  [PERMISSIONS.business]: { icon: 'business' },
  [PERMISSIONS.supplierService]: { icon: 'supplier' },
  [PERMISSIONS.purchaseManage]: { icon: 'purchase' },
  [PERMISSIONS.admin]: { icon: 'system' },
};

/** The icon of a top-level item the overrides do not name. */
export const DEFAULT_MENU_ICON: TMenuIcon = 'system';
