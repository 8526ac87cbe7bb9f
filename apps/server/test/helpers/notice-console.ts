import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../src/db/database.js';
import { accounts, orgs } from '../../src/db/schema/index.js';

/** 'YYYY-MM-DD HH:mm:ss' China time, `minutes` from now: how the console and the publishing API take times. */
export const chinaTimeIn = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** `chinaTimeIn` to the whole minute (seconds 00), for tests that set several times minutes apart. */
export const chinaTimeInWholeMinutes = (minutes: number) =>
  new Date(Math.floor((Date.now() + minutes * 60_000) / 60_000) * 60_000 + 8 * 3_600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');

/** The unit (org row) an account works for, by its login name. */
export const unitOfAccount = async (db: TDatabase, loginName: string) => {
  const [account] = await db.select().from(accounts).where(eq(accounts.loginName, loginName));
  const [unit] = await db
    .select()
    .from(orgs)
    .where(eq(orgs.code, account?.corpCode ?? ''));
  if (!unit) throw new Error(`${loginName} has no unit`);
  return unit;
};

/** The province unit an account works for and the first province unit of another province. */
export const provinceUnitsOf = async (db: TDatabase, loginName: string) => {
  const own = await unitOfAccount(db, loginName);
  const [other] = (await db.select().from(orgs).where(eq(orgs.level, 2))).filter(
    (unit) => unit.provAdmCode !== own.provAdmCode,
  );
  if (!other) throw new Error('the seed has one province only');
  return { own, other };
};
