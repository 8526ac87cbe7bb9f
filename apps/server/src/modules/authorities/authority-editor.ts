import { ACCOUNT_KINDS, AUTHORITY_EDITOR_ORG_LEVEL } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TCaller, TCallContext } from '../../lib/endpoint/index.js';
import { findAccountById } from '../users/index.js';
import { authorityMessages as messages } from './messages.js';

/**
 * Roles are global, so only administrators of 总部 change the tree and the grants; a province or
 * city administrator holding ADMIN_AUTHORITIES sees them read-only.
 */
export const canEditAuthorities = async (db: TDatabase, caller: TCaller): Promise<boolean> => {
  if (caller.kind !== ACCOUNT_KINDS.staff) return false;
  const account = await findAccountById(db, caller.accountId);
  return account?.orgLevel === AUTHORITY_EDITOR_ORG_LEVEL;
};

/** The caller of a write call, refused (403) unless it may edit. */
export const authorityEditor = async (db: TDatabase, context: TCallContext): Promise<TCaller> => {
  const caller = context.caller;
  if (!caller) throw new AppError('unauthorized');
  if (!(await canEditAuthorities(db, caller))) throw new AppError('forbidden', messages.readOnly);
  return caller;
};
