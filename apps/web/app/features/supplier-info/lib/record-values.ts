import {
  DATE_FORMAT,
  type TFileInfo,
  type TSupplierRecord,
  type TSupplierRecordFields,
} from '@supportal/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** The edit form's values: the record's sections, dates as dayjs, bank numbers empty unless retyped. */
export type TRecordFormValues = {
  base: TSupplierRecordFields['base'];
  contacts: { id?: string; name: string; position?: string; mobile: string; email?: string }[];
  bankAccounts: {
    id?: string;
    accountName: string;
    bankName: string;
    branchName: string;
    accountNumber?: string;
    /** Shown beside a kept account, never sent. */
    accountNumberMasked?: string;
  }[];
  certificates: {
    id?: string;
    certType?: string;
    certNumber: string;
    issuer: string;
    validFrom?: Dayjs;
    validTo?: Dayjs;
    fileId?: string;
    fileName?: string;
    /** A scan uploaded in this edit: replaces fileId. */
    upload?: TFileInfo[];
  }[];
  categories: string[];
  smsCode?: string;
  type?: '0' | '1';
};

/** A proposed row shown with a made-up key (new-1) is not a live row: it has no id to send. */
const liveId = (id: string) => (id.startsWith('new-') ? undefined : id);

export const toRecordFormValues = (record: TSupplierRecord): TRecordFormValues => ({
  base: { ...record.base },
  contacts: record.contacts.map((row) => ({
    id: liveId(row.id),
    name: row.name,
    position: row.position ?? undefined,
    mobile: row.mobile,
    email: row.email ?? undefined,
  })),
  bankAccounts: record.bankAccounts.map((row) => ({
    id: liveId(row.id),
    accountName: row.accountName,
    bankName: row.bankName,
    branchName: row.branchName,
    accountNumberMasked: row.accountNumberMasked,
  })),
  certificates: record.certificates.map((row) => ({
    id: liveId(row.id),
    certType: row.certType,
    certNumber: row.certNumber,
    issuer: row.issuer,
    validFrom: dayjs(row.validFrom),
    validTo: dayjs(row.validTo),
    fileId: row.file?.fileId,
    fileName: row.file?.fileName,
  })),
  categories: record.categories.map((category) => category.code),
});

export const toRecordFields = (values: TRecordFormValues) => ({
  base: values.base,
  contacts: values.contacts.map((row) => ({ ...row })),
  bankAccounts: values.bankAccounts.map(({ accountNumberMasked: _masked, ...row }) => row),
  certificates: values.certificates.map(({ fileName: _name, upload, validFrom, validTo, ...row }) => ({
    ...row,
    fileId: upload?.[0]?.id ?? row.fileId,
    certType: row.certType ?? '',
    validFrom: validFrom?.format(DATE_FORMAT) ?? '',
    validTo: validTo?.format(DATE_FORMAT) ?? '',
  })),
  categories: values.categories,
});

/**
 * Whether the form adds, removes or changes a bank account compared with the live record (the server
 * decides again): then the second factor is asked for.
 */
export const touchesBankAccounts = (
  live: TSupplierRecord,
  accounts: TRecordFormValues['bankAccounts'] | undefined,
): boolean => {
  const rows = accounts ?? [];
  if (rows.length !== live.bankAccounts.length) return true;
  return rows.some((row) => {
    const kept = live.bankAccounts.find((account) => account.id === row.id);
    return (
      !kept ||
      Boolean(row.accountNumber) ||
      kept.accountName !== row.accountName?.trim() ||
      kept.bankName !== row.bankName?.trim() ||
      kept.branchName !== row.branchName?.trim()
    );
  });
};

/** Whole days from today (China time) until a date; negative once past. */
export const daysUntil = (date: string, today: Dayjs = dayjs()) =>
  dayjs(date).startOf('day').diff(today.startOf('day'), 'day');
