import { ACCOUNT_KINDS, PERMISSIONS } from '@supportal/contract';
import type { TCaller } from '../../lib/endpoint/index.js';
import { ALLOWED, denied, type TPolicyVerdict } from '../../lib/policy-verdict.js';
import { supplierInfoMessages as messages } from './messages.js';

/**
 * Row-level rules of supplier companies (record, change requests, certificate scans, rating): a
 * supplier account sees and changes only its own company, whose code is its corpCode and never comes
 * from the request; purchasing staff reach other companies through their review permission and, for
 * scans, by taking part in the company's review. Sub-accounts follow supplier-accounts' policy.
 */

type TSupplierCaller = Pick<TCaller, 'kind' | 'corpCode' | 'permissions'>;

const SUPPLIERS_ONLY_MESSAGES = {
  /** 企业信息 and its change requests. */
  record: messages.suppliersOnly,
  rating: '评级结果仅供供应商账号查看',
} as const;

/** Calls about "my company": supplier accounts only (403); their company is their corpCode. */
export const mayActForOwnCompany = (
  caller: Pick<TSupplierCaller, 'kind'>,
  purpose: keyof typeof SUPPLIERS_ONLY_MESSAGES,
): TPolicyVerdict =>
  caller.kind === ACCOUNT_KINDS.supplier ? ALLOWED : denied('forbidden', SUPPLIERS_ONLY_MESSAGES[purpose]);

/** A company's base information: its own supplier accounts, or reviewers holding SUPPLIER_REVIEW (403). */
export const mayReadSupplierBase = (caller: TSupplierCaller, supplierCode: string): TPolicyVerdict =>
  (caller.kind === ACCOUNT_KINDS.supplier && caller.corpCode === supplierCode) ||
  caller.permissions.has(PERMISSIONS.supplierReview)
    ? ALLOWED
    : denied('forbidden', messages.otherSupplier);

/**
 * A company's certificate scans: its own accounts holding 企业信息, or staff holding SUPPLIER_REVIEW
 * who take part in a review of its changes (`reviewing`). Lacking the permission is 403; anyone else
 * is answered 404, as for a file that does not exist.
 */
export const mayReadCertificates = (
  caller: TSupplierCaller,
  supplierCode: string,
  reviewing: boolean,
): TPolicyVerdict => {
  if (caller.kind === ACCOUNT_KINDS.supplier) {
    if (!caller.permissions.has(PERMISSIONS.supplierInfo)) return denied('forbidden');
    return caller.corpCode === supplierCode ? ALLOWED : denied('notFound');
  }
  if (!caller.permissions.has(PERMISSIONS.supplierReview)) return denied('forbidden');
  return reviewing ? ALLOWED : denied('notFound');
};
