import { ROLES } from '@supportal/contract';
import { sql } from 'drizzle-orm';
import { addMissingRows } from '../../db/add-missing-rows.js';
import type { TDatabase } from '../../db/database.js';
import { executeRows } from '../../db/execute-rows.js';
import { accounts, suppliers, supplierVersions } from '../../db/schema/index.js';
import { writeLiveRecord } from './supplier-record-store.js';
import type { TSupplierSnapshot } from './supplier-snapshot.js';

type TWriter = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

/** The next free supplier code, SUP followed by six digits (the primary key refuses a racing twin). */
const nextSupplierCode = async (tx: TWriter) => {
  const [row] = await executeRows<{ last: number | null }>(
    tx,
    sql`SELECT max(substring(${suppliers.code} FROM 4)::int) AS last FROM ${suppliers} WHERE ${suppliers.code} ~ '^SUP[0-9]{6}$'`,
  );
  return `SUP${String(Math.max(Number(row?.last ?? 0), 100_000) + 1).padStart(6, '0')}`;
};

/**
 * A supplier's first record, live as version 1 and kept in supplier_versions with who approved or
 * entered it (null for one loaded by the demo data).
 */
export const writeFirstRecord = async (
  tx: TWriter,
  supplierCode: string,
  snapshot: TSupplierSnapshot,
  approverAccountId: number | null,
) => {
  const written = await writeLiveRecord(tx, supplierCode, 1, snapshot);
  await tx.insert(supplierVersions).values({
    supplierCode,
    version: 1,
    snapshot: written,
    changeRequestId: null,
    approverAccountId,
  });
};

/** Suppliers known by code and name only (their record not entered yet, version 0); codes taken are kept. */
export const addSuppliers = (db: TDatabase, rows: readonly { code: string; name: string }[]) =>
  addMissingRows(db, suppliers, rows);

export type TNewMainAccount = {
  loginName: string;
  passwordHash: string;
  /** An issued password must be replaced at first login; a registration's own password need not. */
  mustChangePassword: boolean;
  displayName: string;
  mobile: string;
  email: string | null;
};

/**
 * A new supplier inside the caller's transaction: its record live as version 1 (kept in
 * supplier_versions, with who approved or entered it) and its main account. A registration's approval
 * and an administrator's entry both come here. Null when the login name is taken: the caller says why
 * and its transaction rolls back.
 */
export const createSupplierWithMainAccount = async (
  tx: TWriter,
  input: { snapshot: TSupplierSnapshot; approverAccountId: number | null; mainAccount: TNewMainAccount },
): Promise<{ supplierCode: string; accountId: number } | null> => {
  const supplierCode = await nextSupplierCode(tx);
  const name = input.snapshot.base.supplierName;
  await tx.insert(suppliers).values({ code: supplierCode, name });
  await writeFirstRecord(tx, supplierCode, input.snapshot, input.approverAccountId);
  const [account] = await tx
    .insert(accounts)
    .values({
      ...input.mainAccount,
      kind: 'supplier',
      supplierCode,
      supplierName: name,
      corpCode: supplierCode,
      corpName: name,
      roles: [ROLES.supplier],
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  return account ? { supplierCode, accountId: account.id } : null;
};
