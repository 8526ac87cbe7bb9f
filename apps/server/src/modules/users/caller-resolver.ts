import type { TDatabase } from '../../db/database.js';
import type { TCaller, TCallerResolver } from '../../lib/endpoint/index.js';
import { openableMenu } from './account-level.js';
import { findAccountById, findAccountMenu } from './account-repository.js';

/**
 * account → roles (→ a sub-account's grants) → the authorities it can open: the caller of a session, or
 * null when the account is gone or disabled.
 */
export const createCallerResolver =
  (db: TDatabase): TCallerResolver =>
  async (session): Promise<TCaller | null> => {
    const account = await findAccountById(db, session.accountId);
    if (!account || !account.enabled) return null;
    const menuAuthorities = await openableMenu(db, account, await findAccountMenu(db, account));
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
