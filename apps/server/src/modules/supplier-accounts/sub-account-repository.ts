import type { TSubAccount } from '@supportal/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accountAuthorityGrants, accounts } from '../../db/schema/index.js';
import { formatChinaTime } from '../../lib/china-time.js';
import type { TAccount } from '../users/index.js';
import { subAccountsOfCompany } from './sub-account-policy.js';

type TExecutor = Pick<TDatabase, 'select' | 'insert' | 'update' | 'delete'>;

const grantsOf = async (db: TExecutor, accountIds: number[]) => {
  if (accountIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select({ accountId: accountAuthorityGrants.accountId, code: accountAuthorityGrants.authorityCode })
    .from(accountAuthorityGrants)
    .where(inArray(accountAuthorityGrants.accountId, accountIds))
    .orderBy(asc(accountAuthorityGrants.authorityCode));
  const byAccount = new Map<number, string[]>();
  for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row.code]);
  return byAccount;
};

const toSubAccount = (account: TAccount, authorityCodes: string[]): TSubAccount => ({
  id: String(account.id),
  loginName: account.loginName,
  displayName: account.displayName,
  mobile: account.mobile,
  email: account.email,
  enabled: account.enabled,
  authorityCodes,
  createdAt: formatChinaTime(account.createdAt) ?? '',
});

/** The company's sub-accounts, newest first, with their grants. */
export const listSubAccounts = async (db: TDatabase, corpCode: string): Promise<TSubAccount[]> => {
  const rows = await db
    .select()
    .from(accounts)
    .where(subAccountsOfCompany(corpCode))
    .orderBy(desc(accounts.createdAt), desc(accounts.id));
  const grants = await grantsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSubAccount(row, grants.get(row.id) ?? []));
};

/** A sub-account of this company, locked for the change (FOR UPDATE); null for any other id. */
export const lockSubAccount = async (db: TExecutor, corpCode: string, id: number) => {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), subAccountsOfCompany(corpCode)))
    .for('update');
  return rows[0] ?? null;
};

export const readSubAccount = async (db: TExecutor, account: TAccount) =>
  toSubAccount(account, (await grantsOf(db, [account.id])).get(account.id) ?? []);

/** Replaces the account's grants with these codes, granted by the actor. */
export const replaceGrants = async (db: TExecutor, accountId: number, codes: string[], grantedBy: number) => {
  await db.delete(accountAuthorityGrants).where(eq(accountAuthorityGrants.accountId, accountId));
  if (codes.length > 0) {
    await db
      .insert(accountAuthorityGrants)
      .values(codes.map((authorityCode) => ({ accountId, authorityCode, grantedBy })));
  }
};
