import type { TMenuAuthority } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { createChangeCache } from '../../lib/change-cache.js';
import type { TCaller, TCallerResolver } from '../../lib/endpoint/index.js';
import type { TChangeBroadcast } from '../../plugins/change-broadcast.js';
import { openableMenu } from './account-level.js';
import { accountOfSession, findAccountMenu, isSubAccount, type TAccount } from './account-repository.js';

/** How long a menu may lag an authority or dictionary edit whose notification was missed. */
const MENU_MAX_AGE_MS = 10_000;
/** Kinds × combinations of roles in use: a few dozen at most. */
const MENU_MAX_ENTRIES = 200;

/**
 * account → roles (→ a sub-account's grants) → the authorities it can open: the caller of a session, or
 * null when the account is gone or disabled. Every logged-in call and page resolves one, so the menu is
 * kept per account kind and set of roles, which alone decide it (a sub-account's depends on its own
 * grants: read every time); `menuChanges` (authorities, role grants, the partner allow-list) empties it.
 * The account itself is read for every request: disabling it takes effect at once.
 */
export const createCallerResolver = (
  db: TDatabase,
  menuChanges: Pick<TChangeBroadcast<never>, 'subscribe'>,
): TCallerResolver => {
  const menus = createChangeCache<TMenuAuthority[]>({
    maxAgeMs: MENU_MAX_AGE_MS,
    maxEntries: MENU_MAX_ENTRIES,
  });
  menuChanges.subscribe(menus.forget);
  const readMenu = async (account: TAccount) => openableMenu(db, account, await findAccountMenu(db, account));
  const menuOf = (account: TAccount) =>
    isSubAccount(account)
      ? readMenu(account)
      : menus.get(`${account.kind}:${[...account.roles].sort().join(',')}`, () => readMenu(account));

  return async (session): Promise<TCaller | null> => {
    const account = await accountOfSession(db, session);
    if (!account || !account.enabled) return null;
    const menuAuthorities = await menuOf(account);
    return {
      accountId: account.id,
      loginName: account.loginName,
      displayName: account.displayName,
      kind: account.kind,
      corpCode: account.corpCode,
      corpName: account.corpName,
      roles: account.roles,
      menuAuthorities,
      permissions: new Set(menuAuthorities.map((authority) => authority.authorityCode)),
      mustChangePassword: account.mustChangePassword,
    };
  };
};
