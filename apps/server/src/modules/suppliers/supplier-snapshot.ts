import {
  CERTIFICATE_TYPES,
  labelOf,
  PRODUCT_CATEGORIES,
  type TSupplierRecord,
  type TSupplierRecordDiff,
} from '@supportal/contract';

/**
 * A company record as stored in versions and change requests: every section in full (bank numbers in
 * clear, never sent to a page). Rows carry the id of their live row; a proposed new row has none yet.
 */
export type TSupplierSnapshot = {
  base: {
    supplierName: string;
    uscc: string;
    legalRepresentative: string;
    registeredCapital: number;
    address: string;
    businessScope: string;
  };
  contacts: {
    id: string | null;
    name: string;
    position: string | null;
    mobile: string;
    email: string | null;
  }[];
  bankAccounts: {
    id: string | null;
    accountName: string;
    bankName: string;
    branchName: string;
    accountNumber: string;
  }[];
  certificates: {
    id: string | null;
    certType: string;
    certNumber: string;
    issuer: string;
    validFrom: string;
    validTo: string;
    fileId: string | null;
    fileName: string | null;
  }[];
  categories: string[];
};

/** 6222 0000 1234 5678 → ****5678: pages only ever see the last four digits. */
export const maskAccountNumber = (accountNumber: string) => `****${accountNumber.slice(-4)}`;

/** What a page may see of a snapshot. New rows (no id yet) are keyed by their position. */
export const recordView = (
  supplierCode: string,
  version: number,
  snapshot: TSupplierSnapshot,
): TSupplierRecord => ({
  supplierCode,
  version,
  base: snapshot.base,
  contacts: snapshot.contacts.map((row, index) => ({
    ...row,
    id: row.id ?? `new-${index + 1}`,
  })),
  bankAccounts: snapshot.bankAccounts.map(({ accountNumber, ...row }, index) => ({
    ...row,
    id: row.id ?? `new-${index + 1}`,
    accountNumberMasked: maskAccountNumber(accountNumber),
  })),
  certificates: snapshot.certificates.map(({ fileId, fileName, ...row }, index) => ({
    ...row,
    id: row.id ?? `new-${index + 1}`,
    certTypeName: labelOf(CERTIFICATE_TYPES, row.certType),
    file: fileId ? { fileId, fileName: fileName ?? '' } : null,
  })),
  categories: snapshot.categories.map((code) => ({ code, label: labelOf(PRODUCT_CATEGORIES, code) })),
});

type TSection = TSupplierRecordDiff[number]['section'];
type TRowValues = Record<string, string | null>;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : String(value);

const contactValues = (row: TSupplierSnapshot['contacts'][number]): TRowValues => ({
  name: row.name,
  position: text(row.position),
  mobile: row.mobile,
  email: text(row.email),
});
const bankValues = (row: TSupplierSnapshot['bankAccounts'][number]): TRowValues => ({
  accountName: row.accountName,
  bankName: row.bankName,
  branchName: row.branchName,
  accountNumber: maskAccountNumber(row.accountNumber),
});
const certificateValues = (row: TSupplierSnapshot['certificates'][number]): TRowValues => ({
  certType: labelOf(CERTIFICATE_TYPES, row.certType),
  certNumber: row.certNumber,
  issuer: row.issuer,
  validFrom: row.validFrom,
  validTo: row.validTo,
  file: text(row.fileName),
});

const fieldChanges = (before: TRowValues | null, after: TRowValues | null, forceKeys: string[] = []) => {
  const keys = Object.keys(after ?? before ?? {});
  return keys
    .filter((key) => (before?.[key] ?? null) !== (after?.[key] ?? null) || forceKeys.includes(key))
    .map((key) => ({ field: key, old: before?.[key] ?? null, new: after?.[key] ?? null }));
};

/** Rows matched by id: ids only in `before` were removed, rows without an id were added. */
const rowsDiff = <T extends { id: string | null }>(
  section: TSection,
  before: T[],
  after: T[],
  values: (row: T) => TRowValues,
  title: (row: T) => string,
  /** Fields that changed although their display is equal (a bank number with the same last four). */
  hiddenChanges: (old: T, next: T) => string[] = () => [],
): TSupplierRecordDiff => {
  const diff: TSupplierRecordDiff = [];
  const afterIds = new Set(after.map((row) => row.id).filter((id) => id !== null));
  for (const old of before)
    if (old.id === null || !afterIds.has(old.id))
      diff.push({
        section,
        rowKey: old.id ?? '',
        rowTitle: title(old),
        change: 'removed',
        fields: fieldChanges(values(old), null),
      });
  after.forEach((row, index) => {
    const old = row.id === null ? undefined : before.find((candidate) => candidate.id === row.id);
    if (!old) {
      diff.push({
        section,
        rowKey: `new-${index + 1}`,
        rowTitle: title(row),
        change: 'added',
        fields: fieldChanges(null, values(row)),
      });
      return;
    }
    const fields = fieldChanges(values(old), values(row), hiddenChanges(old, row));
    if (fields.length > 0)
      diff.push({ section, rowKey: row.id ?? '', rowTitle: title(row), change: 'changed', fields });
  });
  return diff;
};

/** Field-by-field differences between two snapshots, per section and row (empty: nothing changed). */
export const diffSnapshots = (before: TSupplierSnapshot, after: TSupplierSnapshot): TSupplierRecordDiff => {
  const baseFields = fieldChanges(
    Object.fromEntries(Object.entries(before.base).map(([key, value]) => [key, text(value)])),
    Object.fromEntries(Object.entries(after.base).map(([key, value]) => [key, text(value)])),
  );
  const beforeCategories = new Set(before.categories);
  const afterCategories = new Set(after.categories);
  const added = after.categories.filter((code) => !beforeCategories.has(code));
  const removed = before.categories.filter((code) => !afterCategories.has(code));
  const names = (codes: string[]) => codes.map((code) => labelOf(PRODUCT_CATEGORIES, code)).join('、');
  return [
    ...(baseFields.length > 0
      ? [
          {
            section: 'base' as const,
            rowKey: 'base',
            rowTitle: after.base.supplierName,
            change: 'changed' as const,
            fields: baseFields,
          },
        ]
      : []),
    ...rowsDiff('contacts', before.contacts, after.contacts, contactValues, (row) => row.name),
    ...rowsDiff(
      'bankAccounts',
      before.bankAccounts,
      after.bankAccounts,
      bankValues,
      (row) => `${row.bankName} ${maskAccountNumber(row.accountNumber)}`,
      (old, next) => (old.accountNumber !== next.accountNumber ? ['accountNumber'] : []),
    ),
    ...rowsDiff(
      'certificates',
      before.certificates,
      after.certificates,
      certificateValues,
      (row) => labelOf(CERTIFICATE_TYPES, row.certType),
      (old, next) => (old.fileId !== next.fileId ? ['file'] : []),
    ),
    ...(added.length > 0 || removed.length > 0
      ? [
          {
            section: 'categories' as const,
            rowKey: 'categories',
            rowTitle: '',
            change: 'changed' as const,
            fields: [
              {
                field: 'categories',
                old: names(before.categories) || null,
                new: names(after.categories) || null,
              },
            ],
          },
        ]
      : []),
  ];
};
