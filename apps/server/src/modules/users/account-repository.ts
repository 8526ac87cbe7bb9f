import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLES, type TMenuAuthority } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { accountAuthorityGrants, accounts, authorities, roleAuthorities } from '../../db/schema/index.js';

export type TAccount = typeof accounts.$inferSelect;

/** The account of a login name, whatever its case. */
export const findAccountByLoginName = async (db: TDatabase, loginName: string): Promise<TAccount | null> => {
  const rows = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.loginName}) = lower(${loginName})`)
    .limit(1);
  return rows[0] ?? null;
};

export const findAccountById = async (db: TDatabase, accountId: number): Promise<TAccount | null> => {
  const rows = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return rows[0] ?? null;
};

export const updateAccountMobile = async (db: TDatabase, accountId: number, mobile: string) => {
  await db.update(accounts).set({ mobile, updatedAt: new Date() }).where(eq(accounts.id, accountId));
};

/** A sub-account: its menu is what a main account of its company granted it (README, Sub-accounts). */
export const isSubAccount = (account: { roles: readonly string[] }) =>
  account.roles.includes(ROLES.supplierSubAccount);

/**
 * The authorities granted by any of the roles, each once, in menu order. With `grantsOf`, only those
 * the account was granted that the supplier's main role also holds: a sub-account never gets more
 * than its role allows, what it was granted, or what a main account of its company has.
 */
export const findMenuAuthorities = async (
  db: TDatabase,
  roles: readonly string[],
  grantsOf?: number,
): Promise<TMenuAuthority[]> => {
  if (roles.length === 0) return [];
  const mainRole = alias(roleAuthorities, 'main_role');
  const rows = await db
    .selectDistinct({
      authorityName: authorities.name,
      authorityCode: authorities.code,
      parentAuthorityCode: authorities.parentCode,
      url: authorities.url,
      sort: authorities.sort,
    })
    .from(authorities)
    .innerJoin(roleAuthorities, eq(roleAuthorities.authorityCode, authorities.code))
    .where(
      and(
        inArray(roleAuthorities.role, [...roles]),
        grantsOf === undefined
          ? undefined
          : and(
              exists(
                db
                  .select({ one: sql`1` })
                  .from(accountAuthorityGrants)
                  .where(
                    and(
                      eq(accountAuthorityGrants.accountId, grantsOf),
                      eq(accountAuthorityGrants.authorityCode, authorities.code),
                    ),
                  ),
              ),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(mainRole)
                  .where(
                    and(eq(mainRole.role, ROLES.supplier), eq(mainRole.authorityCode, authorities.code)),
                  ),
              ),
            ),
      ),
    )
    .orderBy(asc(authorities.sort), asc(authorities.code));
  return rows;
};

/** The menu of an account: its roles' authorities, narrowed to its grants for a sub-account. */
export const findAccountMenu = (db: TDatabase, account: TAccount): Promise<TMenuAuthority[]> =>
  findMenuAuthorities(db, account.roles, isSubAccount(account) ? account.id : undefined);
