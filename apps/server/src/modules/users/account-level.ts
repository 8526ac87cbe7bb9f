import {
  ACCOUNT_KINDS,
  ACCOUNT_LEVEL_CODES,
  ACCOUNT_LEVELS,
  menuItemPartnerTarget,
  opensLevelGatedPage,
  ROLES,
  type TAccountLevel,
  type TMenuAuthority,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { loadInterfaceEntries } from '../dictionary/index.js';
import type { TAccount } from './account-repository.js';

type TAccountKindAndRoles = Pick<TAccount, 'kind' | 'roles'>;

/** Spec section 6: '1' the supplier's main account, '2' a sub-account, '' not a supplier. */
export const supplierLevelOf = (account: TAccountKindAndRoles) =>
  account.kind !== ACCOUNT_KINDS.supplier
    ? ACCOUNT_LEVELS.none
    : account.roles.includes(ROLES.supplier)
      ? ACCOUNT_LEVELS.main
      : ACCOUNT_LEVELS.sub;

/** determine-account-level's answer for an account. */
export const accountLevelOf = (account: TAccountKindAndRoles): TAccountLevel => ({
  code:
    account.kind === ACCOUNT_KINDS.supplier ? ACCOUNT_LEVEL_CODES.supplier : ACCOUNT_LEVEL_CODES.notSupplier,
  level: supplierLevelOf(account),
});

export const isSupplierMainAccount = (account: TAccountKindAndRoles) =>
  supplierLevelOf(account) === ACCOUNT_LEVELS.main;

/**
 * The menu without the items the account could never open: level-gated partner pages, whose token
 * the server gives to a supplier's main account only (the same rule, LEVEL_GATED_ENTRIES). A group
 * left without any of its items goes too.
 */
export const openableMenu = async (
  db: TDatabase,
  account: TAccountKindAndRoles,
  menu: TMenuAuthority[],
): Promise<TMenuAuthority[]> => {
  if (isSupplierMainAccount(account) || !menu.some((item) => menuItemPartnerTarget(item.url) !== null))
    return menu;
  const entries = await loadInterfaceEntries(db);
  const kept = menu.filter((item) => !opensLevelGatedPage(item.url, entries));
  if (kept.length === menu.length) return menu;
  const hadItems = new Set(menu.map((item) => item.parentAuthorityCode));
  const hasItems = new Set(kept.map((item) => item.parentAuthorityCode));
  return kept.filter((item) => !hadItems.has(item.authorityCode) || hasItems.has(item.authorityCode));
};
