import { createHash } from 'node:crypto';
import {
  NATIONAL_PRODUCT_CATEGORIES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  type TRegistrationFields,
  type TRegistrationStatus,
  type TSupplierRegistration,
} from '@supportal/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accounts, admAreas, orgs, supplierRegistrations, suppliers } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { recordView, type TSupplierSnapshot } from '../suppliers/index.js';
import type { TTransaction } from '../workflow/index.js';
import { registrationMessages as messages } from './registration-messages.js';

export type TRegistrationRow = typeof supplierRegistrations.$inferSelect;
type TReader = TDatabase | TTransaction;

/** What an application proposes, as stored (certificates carry their scan's id and name). */
export type TRegistrationSnapshot = {
  base: TSupplierSnapshot['base'];
  categories: string[];
  certificates: (Omit<TSupplierSnapshot['certificates'][number], 'id' | 'fileId' | 'fileName'> & {
    fileId: string;
    fileName: string;
  })[];
  contact: { name: string; position: string | null; mobile: string; email: string | null };
};

/**
 * Whether a USCC is taken: by a supplier, an open or approved application (other than
 * `exceptRegistrationId`), or as a login name (a main account's is its USCC).
 */
export const usccInUse = async (reader: TReader, uscc: string, exceptRegistrationId?: number) => {
  const [supplier] = await reader
    .select({ code: suppliers.code })
    .from(suppliers)
    .where(eq(suppliers.uscc, uscc))
    .limit(1);
  const [application] = await reader
    .select({ id: supplierRegistrations.id })
    .from(supplierRegistrations)
    .where(
      and(
        eq(supplierRegistrations.uscc, uscc),
        inArray(supplierRegistrations.status, [
          REGISTRATION_STATUSES.inReview,
          REGISTRATION_STATUSES.returned,
          REGISTRATION_STATUSES.approved,
        ]),
        exceptRegistrationId === undefined ? undefined : ne(supplierRegistrations.id, exceptRegistrationId),
      ),
    )
    .limit(1);
  const [account] = await reader
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.loginName}) = lower(${uscc})`)
    .limit(1);
  return Boolean(supplier || application || account);
};

/** Tokens are stored only as their SHA-256: a leaked table opens no upload or correction. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** Where a registration session the page opened waits (uploads and the code are bound to it). */
export const sessionKey = (token: string) => `registration-session:${tokenHash(token)}`;

/** The snapshot of submitted fields, with the names of their (already checked) scans. */
export const registrationSnapshot = (
  fields: TRegistrationFields,
  fileNames: ReadonlyMap<number, string>,
): TRegistrationSnapshot => ({
  base: fields.base,
  categories: fields.categories,
  certificates: fields.certificates.map((row) => ({
    certType: row.certType,
    certNumber: row.certNumber,
    issuer: row.issuer,
    validFrom: row.validFrom,
    validTo: row.validTo,
    fileId: row.fileId ?? '',
    fileName: fileNames.get(Number(row.fileId)) ?? '',
  })),
  contact: {
    name: fields.contact.name,
    position: fields.contact.position ?? null,
    mobile: fields.contact.mobile,
    email: fields.contact.email ?? null,
  },
});

/** The company record an approval makes live: the contact becomes the only contact, no bank account yet. */
export const supplierSnapshotOf = (proposed: TRegistrationSnapshot): TSupplierSnapshot => ({
  base: proposed.base,
  contacts: [{ id: null, ...proposed.contact }],
  bankAccounts: [],
  certificates: proposed.certificates.map((row) => ({ id: null, ...row })),
  categories: proposed.categories,
});

/**
 * The unit that reviews an application: 总部 for a nationally bought category, else the province
 * branch of the province the registered address starts with (江苏省…, or 江苏…), else 总部.
 */
export const reviewUnitOf = async (
  reader: TReader,
  address: string,
  categories: readonly string[],
): Promise<{ code: string; name: string; level: '1' | '2' }> => {
  const [headquarters] = await reader
    .select({ code: orgs.code, name: orgs.name })
    .from(orgs)
    .where(eq(orgs.level, 1))
    .orderBy(asc(orgs.sort))
    .limit(1);
  if (!headquarters) throw new AppError('unavailable', messages.noReviewingUnit);
  if (categories.some((code) => NATIONAL_PRODUCT_CATEGORIES.includes(code)))
    return { ...headquarters, level: '1' };
  const provinces = await reader
    .select({ code: orgs.code, name: orgs.name, areaName: admAreas.name })
    .from(orgs)
    .innerJoin(admAreas, eq(admAreas.code, orgs.provAdmCode))
    .where(eq(orgs.level, 2));
  const province = provinces.find((row) => {
    const shortName = row.areaName.replace(
      /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/,
      '',
    );
    return address.startsWith(row.areaName) || (shortName.length > 0 && address.startsWith(shortName));
  });
  return province
    ? { code: province.code, name: province.name, level: '2' }
    : { ...headquarters, level: '1' };
};

/** An application as reviewers see it. */
export const registrationView = async (
  reader: TReader,
  row: TRegistrationRow,
  reviewComment: string | null,
): Promise<TSupplierRegistration> => {
  const proposed = row.proposed as TRegistrationSnapshot;
  const [unit] = await reader.select({ name: orgs.name }).from(orgs).where(eq(orgs.code, row.reviewOrgCode));
  const status = row.status as TRegistrationStatus;
  return {
    id: String(row.id),
    applicationNo: row.applicationNo,
    status,
    statusName: REGISTRATION_STATUS_LABELS[status],
    submittedAt: formatChinaTime(row.submittedAt) ?? '',
    decidedAt: formatChinaTime(row.decidedAt),
    reviewUnitName: unit?.name ?? '',
    reviewComment,
    loginName: row.uscc,
    supplierCode: row.supplierCode,
    record: recordView(row.supplierCode ?? '', row.supplierCode ? 1 : 0, supplierSnapshotOf(proposed)),
  };
};
