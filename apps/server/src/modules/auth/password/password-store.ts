import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/database.js';
import { accounts } from '../../../db/schema/index.js';
import { hashPassword } from '../password-hash.js';

/** Stores a password its owner chose: from now on it is no longer an issued one. */
export const storeOwnPassword = async (db: TDatabase, accountId: number, password: string) => {
  await db
    .update(accounts)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: false, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
};
