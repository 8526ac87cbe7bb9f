import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accounts } from '../../db/schema/index.js';
import { hashPassword } from './password-hash.js';

/** Letters and digits that cannot be mistaken for one another when read off a screen. */
const PASSWORD_ALPHABETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#%+=?'];
const INITIAL_PASSWORD_LENGTH = 12;

/** 12 random characters with at least one of each kind, shuffled. */
export const generateInitialPassword = (): string => {
  const all = PASSWORD_ALPHABETS.join('');
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? '';
  const characters = [
    ...PASSWORD_ALPHABETS.map(pick),
    ...Array.from({ length: INITIAL_PASSWORD_LENGTH - PASSWORD_ALPHABETS.length }, () => pick(all)),
  ];
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
};

/**
 * A generated password for someone else to hand over (a new account, a reset) and the account columns
 * that store it: marked, so its owner must change it at first login.
 */
export const issueInitialPassword = async () => {
  const initialPassword = generateInitialPassword();
  return {
    initialPassword,
    columns: { passwordHash: await hashPassword(initialPassword), mustChangePassword: true },
  };
};

/**
 * Resets an account to a new initial password: `lock` finds and locks the account row in the transaction
 * (and refuses one the caller may not reset). Revoking its sessions and the audit are the caller's.
 */
export const resetToInitialPassword = async <TRow extends { id: number }>(
  db: TDatabase,
  lock: (tx: Pick<TDatabase, 'select' | 'insert' | 'update' | 'delete'>) => Promise<TRow>,
) => {
  const { initialPassword, columns } = await issueInitialPassword();
  const account = await db.transaction(async (tx) => {
    const row = await lock(tx);
    await tx
      .update(accounts)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(accounts.id, row.id));
    return row;
  });
  return { account, initialPassword };
};
