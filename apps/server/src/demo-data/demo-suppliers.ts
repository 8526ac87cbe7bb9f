import type { TDatabase } from '../db/database.js';
import { addSuppliers } from '../modules/suppliers/index.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { createRandom, DEMO_DATA_SEED } from './random.js';
import { supplierName } from './vocabulary.js';

const GENERATED_SUPPLIERS = 40;

/** The demo suppliers: the companies of the demo supplier accounts and a few dozen more to pick from. */
export const seedDemoSuppliers = async (db: TDatabase): Promise<number> => {
  const random = createRandom(DEMO_DATA_SEED + 3);
  const rows = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS)
    if (account.supplierCode && account.supplierName) rows.set(account.supplierCode, account.supplierName);
  const names = new Set(rows.values());
  for (let index = 0; rows.size < DEMO_ACCOUNTS.length + GENERATED_SUPPLIERS && index < 1_000; index += 1) {
    const name = supplierName(random);
    if (names.has(name)) continue;
    names.add(name);
    rows.set(`SUP2${String(index + 1).padStart(5, '0')}`, name);
  }
  return addSuppliers(
    db,
    [...rows].map(([code, name]) => ({ code, name })),
  );
};
