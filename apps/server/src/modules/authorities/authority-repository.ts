import { isProtectedAuthority, type TAdminAuthority } from '@supportal/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { authorities } from '../../db/schema/index.js';

type TAuthorityRow = typeof authorities.$inferSelect;
/** A database or an open transaction: the checks run inside the write's transaction. */
export type TQueryable = Pick<TDatabase, 'select' | 'execute'>;

/** Any number: it names the one lock every tree and grant change takes. */
const AUTHORITY_WRITE_LOCK_KEY = 7_311_002;

/**
 * Serializes changes of the tree and the grants across instances until the transaction ends, so
 * two moves cannot together build a cycle that neither check saw.
 */
export const lockAuthorityWrites = (tx: Pick<TDatabase, 'execute'>) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(${AUTHORITY_WRITE_LOCK_KEY})`);

export const toAdminAuthority = (row: TAuthorityRow): TAdminAuthority => ({
  authorityCode: row.code,
  authorityName: row.name,
  parentAuthorityCode: row.parentCode,
  url: row.url,
  sort: row.sort,
  protected: isProtectedAuthority(row.code),
});

/** Every authority, flat, in menu order: the page nests them by parent. */
export const findAllAuthorities = (db: TQueryable): Promise<TAuthorityRow[]> =>
  db.select().from(authorities).orderBy(asc(authorities.sort), asc(authorities.code));

export const findAuthority = async (db: TQueryable, code: string): Promise<TAuthorityRow | null> => {
  const [row] = await db.select().from(authorities).where(eq(authorities.code, code));
  return row ?? null;
};
