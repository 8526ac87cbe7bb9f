import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import {
  files,
  supplierBankAccounts,
  supplierCategories,
  supplierCertificates,
  supplierContacts,
  suppliers,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { TSupplierSnapshot } from './supplier-snapshot.js';

type TReader = TDatabase | Parameters<Parameters<TDatabase['transaction']>[0]>[0];
type TWriter = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

/** A supplier by its code, or null. */
export const findSupplier = async (db: TReader, supplierCode: string) => {
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.code, supplierCode));
  return supplier ?? null;
};

/** The live record of a supplier and its version; 404 for an unknown supplier. */
export const readLiveRecord = async (
  db: TReader,
  supplierCode: string,
): Promise<{ version: number; snapshot: TSupplierSnapshot }> => {
  const supplier = await findSupplier(db, supplierCode);
  if (!supplier) throw new AppError('notFound', '供应商不存在');
  // One after another: inside a transaction they share one connection.
  const contacts = await db
    .select()
    .from(supplierContacts)
    .where(eq(supplierContacts.supplierCode, supplierCode))
    .orderBy(asc(supplierContacts.sort));
  const bankAccounts = await db
    .select()
    .from(supplierBankAccounts)
    .where(eq(supplierBankAccounts.supplierCode, supplierCode))
    .orderBy(asc(supplierBankAccounts.sort));
  const certificates = await db
    .select({ certificate: supplierCertificates, fileName: files.fileName })
    .from(supplierCertificates)
    .leftJoin(files, eq(files.id, supplierCertificates.fileId))
    .where(eq(supplierCertificates.supplierCode, supplierCode))
    .orderBy(asc(supplierCertificates.sort));
  const categories = await db
    .select()
    .from(supplierCategories)
    .where(eq(supplierCategories.supplierCode, supplierCode))
    .orderBy(asc(supplierCategories.sort));
  return {
    version: supplier.version,
    snapshot: {
      base: {
        supplierName: supplier.name,
        uscc: supplier.uscc ?? '',
        legalRepresentative: supplier.legalRepresentative ?? '',
        registeredCapital: Number(supplier.registeredCapital ?? 0),
        address: supplier.address ?? '',
        businessScope: supplier.businessScope ?? '',
      },
      contacts: contacts.map((row) => ({
        id: String(row.id),
        name: row.name,
        position: row.position,
        mobile: row.mobile,
        email: row.email,
      })),
      bankAccounts: bankAccounts.map((row) => ({
        id: String(row.id),
        accountName: row.accountName,
        bankName: row.bankName,
        branchName: row.branchName,
        accountNumber: row.accountNumber,
      })),
      certificates: certificates.map(({ certificate, fileName }) => ({
        id: String(certificate.id),
        certType: certificate.certType,
        certNumber: certificate.certNumber,
        issuer: certificate.issuer,
        validFrom: certificate.validFrom,
        validTo: certificate.validTo,
        fileId: certificate.fileId === null ? null : String(certificate.fileId),
        fileName,
      })),
      categories: categories.map((row) => row.categoryCode),
    },
  };
};

/**
 * Rows of one section: ids kept are updated in place, others deleted, rows without an id inserted.
 * Returns the ids in the snapshot's order.
 */
const replaceRows = async <TValues extends Record<string, unknown>>(
  tx: TWriter,
  table: typeof supplierContacts | typeof supplierBankAccounts | typeof supplierCertificates,
  supplierCode: string,
  rows: { id: string | null; values: TValues }[],
): Promise<string[]> => {
  const keptIds = rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)]));
  await tx
    .delete(table)
    .where(
      and(
        eq(table.supplierCode, supplierCode),
        keptIds.length > 0 ? notInArray(table.id, keptIds) : undefined,
      ),
    );
  const ids: string[] = [];
  for (const [index, row] of rows.entries()) {
    const values = { ...row.values, supplierCode, sort: index + 1 };
    if (row.id !== null) {
      await tx
        .update(table)
        .set(values as never)
        .where(and(eq(table.id, Number(row.id)), eq(table.supplierCode, supplierCode)));
      ids.push(row.id);
    } else {
      const [inserted] = await tx
        .insert(table)
        .values(values as never)
        .returning({ id: table.id });
      if (!inserted) throw new Error('企业信息未能写入');
      ids.push(String(inserted.id));
    }
  }
  return ids;
};

/**
 * Makes a snapshot the live record (inside the approving transaction) and answers it with the ids of
 * its rows, as the version to keep.
 */
export const writeLiveRecord = async (
  tx: TWriter,
  supplierCode: string,
  version: number,
  snapshot: TSupplierSnapshot,
): Promise<TSupplierSnapshot> => {
  const { base } = snapshot;
  await tx
    .update(suppliers)
    .set({
      name: base.supplierName,
      uscc: base.uscc,
      legalRepresentative: base.legalRepresentative,
      registeredCapital: base.registeredCapital.toFixed(2),
      address: base.address,
      businessScope: base.businessScope,
      version,
      updatedAt: new Date(),
    })
    .where(eq(suppliers.code, supplierCode));
  const contactIds = await replaceRows(
    tx,
    supplierContacts,
    supplierCode,
    snapshot.contacts.map(({ id, ...values }) => ({ id, values })),
  );
  const bankIds = await replaceRows(
    tx,
    supplierBankAccounts,
    supplierCode,
    snapshot.bankAccounts.map(({ id, ...values }) => ({ id, values })),
  );
  const certificateIds = await replaceRows(
    tx,
    supplierCertificates,
    supplierCode,
    snapshot.certificates.map(({ id, fileId, fileName: _fileName, ...values }) => ({
      id,
      values: { ...values, fileId: fileId === null ? null : Number(fileId) },
    })),
  );
  await tx.delete(supplierCategories).where(eq(supplierCategories.supplierCode, supplierCode));
  if (snapshot.categories.length > 0)
    await tx
      .insert(supplierCategories)
      .values(
        snapshot.categories.map((categoryCode, index) => ({ supplierCode, categoryCode, sort: index + 1 })),
      );
  return {
    ...snapshot,
    contacts: snapshot.contacts.map((row, index) => ({ ...row, id: contactIds[index] ?? null })),
    bankAccounts: snapshot.bankAccounts.map((row, index) => ({ ...row, id: bankIds[index] ?? null })),
    certificates: snapshot.certificates.map((row, index) => ({ ...row, id: certificateIds[index] ?? null })),
  };
};

/** File names of the given file ids (certificate scans). */
export const fileNamesOf = async (db: TReader, fileIds: number[]) =>
  fileIds.length === 0
    ? new Map<number, string>()
    : new Map(
        (
          await db
            .select({ id: files.id, fileName: files.fileName })
            .from(files)
            .where(inArray(files.id, fileIds))
        ).map((row) => [row.id, row.fileName]),
      );
