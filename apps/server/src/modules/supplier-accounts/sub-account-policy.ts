import { ACCOUNT_KINDS, ROLES } from '@supportal/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.js';
import type { TCaller } from '../../lib/endpoint/index.js';
import { ALLOWED, denied, type TPolicyVerdict } from '../../lib/policy-verdict.js';
import { isSubAccount } from '../users/index.js';
import { subAccountMessages as messages } from './messages.js';

/**
 * Row-level rules of supplier sub-accounts: only a supplier's main account manages them (a
 * sub-account, staff, or a role an administrator gave the permission to by mistake cannot), and only
 * those of its own company; any other id is answered as not existing.
 */

/** Managing sub-accounts: a supplier's main account (403 otherwise). */
export const mayManageSubAccounts = (caller: Pick<TCaller, 'kind' | 'roles'>): TPolicyVerdict =>
  caller.kind === ACCOUNT_KINDS.supplier && !isSubAccount(caller) && caller.roles.includes(ROLES.supplier)
    ? ALLOWED
    : denied('forbidden', messages.notMainAccount);

/** The company's sub-accounts, as SQL over accounts: what the repository lists and locks (else 404). */
export const subAccountsOfCompany = (corpCode: string): SQL =>
  and(eq(accounts.corpCode, corpCode), sql`${ROLES.supplierSubAccount} = ANY(${accounts.roles})`) as SQL;
