import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TMenuAuthority } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { accounts, authorities, roleAuthorities } from '../../db/schema.js';

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

/** The authorities granted by any of the roles, each once, in menu order. */
export const findMenuAuthorities = async (
  db: TDatabase,
  roles: readonly string[],
): Promise<TMenuAuthority[]> => {
  if (roles.length === 0) return [];
  const rows = await db
    .selectDistinct({
      authorityName: authorities.name,
      authorityCode: authorities.code,
      parentAuthorityCode: authorities.parentCode,
      url: authorities.url,
      sort: authorities.sort,
    })
    .from(authorities)
    .innerJoin(roleAuthorities, and(eq(roleAuthorities.authorityCode, authorities.code)))
    .where(inArray(roleAuthorities.role, [...roles]))
    .orderBy(asc(authorities.sort), asc(authorities.code));
  return rows;
};
