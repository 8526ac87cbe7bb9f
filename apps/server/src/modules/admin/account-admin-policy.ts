import { ACCOUNT_KINDS, roleLabel, ROLES } from '@supportal/contract';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.js';
import { ALLOWED, denied, type TPolicyVerdict } from '../../lib/policy-verdict.js';
import type { TAdminScope } from './account-scope.js';
import { accountAdminMessages as messages } from './messages.js';

/**
 * Row-level rules of 账号管理: an administrator sees and manages staff of its org and the orgs below
 * it; supplier accounts only from the top org (总部), where sub-accounts are shown but stay their main
 * account's to manage.
 */

type TScope = Pick<TAdminScope, 'orgCodes' | 'manageSuppliers'>;

/**
 * Entering a supplier directly (新建供应商): 总部's administrators any; a province's those whose
 * registered address lies in its province (the unit that would review their registration); a city's
 * none. `reviewUnit` is that unit, null to ask only whether the administrator may create any.
 */
export const mayCreateSupplier = (
  scope: Pick<TAdminScope, 'orgs' | 'orgCodes' | 'manageSuppliers'>,
  reviewUnit: { code: string; name: string } | null,
): TPolicyVerdict => {
  if (scope.manageSuppliers) return ALLOWED;
  if (scope.orgs[0]?.orgLevel !== '2') return denied('forbidden', messages.citySupplierCreation);
  if (reviewUnit === null || scope.orgCodes.has(reviewUnit.code)) return ALLOWED;
  return denied('forbidden', messages.supplierAddressOutsideScope(reviewUnit.name));
};

/** Accounts the scope covers: staff of its orgs; supplier accounts (sub-accounts too) only from the top org. */
export const accountsInScope = (scope: TScope): SQL => {
  const staff =
    scope.orgCodes.size > 0
      ? and(eq(accounts.kind, ACCOUNT_KINDS.staff), inArray(accounts.corpCode, [...scope.orgCodes]))
      : sql`false`;
  return (scope.manageSuppliers ? or(staff, eq(accounts.kind, ACCOUNT_KINDS.supplier)) : staff) ?? sql`false`;
};

/** Creating or changing supplier accounts: administrators of the top org (403). */
export const mayManageSuppliers = (scope: TScope): TPolicyVerdict =>
  scope.manageSuppliers ? ALLOWED : denied('forbidden', messages.suppliersOutsideScope);

/** Changing an account: one of the scope's staff, or a supplier main account from the top org (403). */
export const mayManageAccount = (
  scope: TScope,
  account: { kind: string; corpCode: string; roles: readonly string[] },
): TPolicyVerdict => {
  if (account.kind === ACCOUNT_KINDS.staff)
    return scope.orgCodes.has(account.corpCode) ? ALLOWED : denied('forbidden', messages.outsideScope);
  if (!scope.manageSuppliers) return mayManageSuppliers(scope);
  return account.roles.includes(ROLES.supplierSubAccount)
    ? denied('forbidden', messages.subAccountReadOnly)
    : ALLOWED;
};

/**
 * Which staff role an administrator may give or take away, the scope of its orgs being checked apart:
 * every shipped staff role, 总部采购人员 only from 总部. Whether it holds the role's menu items itself
 * does not matter: an administrator onboards purchasers without being one.
 */
export const mayAssignRole = (scope: TScope, role: string): TPolicyVerdict =>
  role !== ROLES.staffHeadquarters || scope.manageSuppliers
    ? ALLOWED
    : denied('forbidden', messages.headquartersRoleOnly(roleLabel(role)));

/** Placing staff in an org, or listing an org's accounts: orgs of the scope only (403 naming it). */
export const mayUseOrg = (scope: TScope, org: { code: string; name: string }): TPolicyVerdict =>
  scope.orgCodes.has(org.code) ? ALLOWED : denied('forbidden', messages.orgOutsideScope(org.name));
