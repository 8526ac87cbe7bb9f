import { ACCOUNT_KINDS } from '@supportal/contract';
import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { accounts, auditEvents } from '../../db/schema/index.js';
import type { TAdminScope } from './account-scope.js';

/**
 * Row-level rule of the audit log and its export: an administrator of 总部 reads every event; any
 * other reads only events of accounts of its orgs (staff and API clients of its province and its
 * cities), never those of suppliers, of 总部 or of login names that match no account.
 */
export const auditEventsInScope = (
  scope: Pick<TAdminScope, 'orgCodes' | 'manageSuppliers'>,
): SQL | undefined => {
  if (scope.manageSuppliers) return undefined;
  if (scope.orgCodes.size === 0) return sql`false`;
  return inArray(
    auditEvents.accountId,
    sql`(select ${accounts.id} from ${accounts} where ${and(
      ne(accounts.kind, ACCOUNT_KINDS.supplier),
      inArray(accounts.corpCode, [...scope.orgCodes]),
    )})`,
  );
};
