import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLES, type TMenuAuthority } from '@supportal/contract';
import { addMissingRows } from '../../db/add-missing-rows.js';
import type { TDatabase } from '../../db/database.js';
import type { TCallSession } from '../../lib/endpoint/index.js';
import { accountAuthorityGrants, accounts, authorities, roleAuthorities } from '../../db/schema/index.js';

export type TAccount = typeof accounts.$inferSelect;
export type TAccountRow = typeof accounts.$inferInsert;
export type TAuthorityGrantRow = typeof accountAuthorityGrants.$inferInsert;

/** Accounts whose login names are free (a taken name keeps its account); answers the ones added. */
export const addAccounts = (db: TDatabase, rows: readonly TAccountRow[]) =>
  db
    .insert(accounts)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: accounts.id, loginName: accounts.loginName });

/** Authorities granted to accounts (a sub-account's menu); grants already there are kept. */
export const addAuthorityGrants = (db: TDatabase, rows: readonly TAuthorityGrantRow[]) =>
  addMissingRows(db, accountAuthorityGrants, rows);

/** The stored password hash of each of these login names that has an account. */
export const passwordHashesOf = (db: TDatabase, loginNames: readonly string[]) =>
  db
    .select({ loginName: accounts.loginName, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(inArray(accounts.loginName, [...loginNames]));

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

/** Accounts read for the session objects of requests under way (see accountOfSession). */
const accountsOfSessions = new WeakMap<TCallSession, Promise<TAccount | null>>();

/**
 * The account behind a session as its request found it. A request resolves its session once
 * (plugins/session.ts) and both its caller and its handler need the account: it is read once per
 * session object, so once per request (a rendered page's calls share the request's).
 */
export const accountOfSession = (db: TDatabase, session: TCallSession): Promise<TAccount | null> => {
  let account = accountsOfSessions.get(session);
  if (!account) {
    account = findAccountById(db, session.accountId);
    accountsOfSessions.set(session, account);
    // A failed read is not kept: a later call of the request reads again.
    account.catch(() => accountsOfSessions.delete(session));
  }
  return account;
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
