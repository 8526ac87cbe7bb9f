import { ACCOUNT_KINDS, PERMISSIONS } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { supplierInfoMessages as messages } from './messages.js';
import { mayActForOwnCompany, mayReadCertificates, mayReadSupplierBase } from './supplier-policy.js';

const caller = (kind: string, corpCode: string, permissions: string[]) => ({
  kind,
  corpCode,
  permissions: new Set(permissions),
});
const SUPPLIER = caller(ACCOUNT_KINDS.supplier, 'SUP100001', [PERMISSIONS.supplierInfo]);
const SUPPLIER_WITHOUT_INFO = caller(ACCOUNT_KINDS.supplier, 'SUP100001', []);
const REVIEWER = caller(ACCOUNT_KINDS.staff, '01', [PERMISSIONS.supplierReview]);
const STAFF = caller(ACCOUNT_KINDS.staff, '03', []);

const ALLOWED = { allowed: true };
const FORBIDDEN = { allowed: false, code: 'forbidden' };
const NOT_FOUND = { allowed: false, code: 'notFound' };

describe('supplier policy', () => {
  it.each([
    { who: 'a supplier', actor: SUPPLIER, purpose: 'record', expected: ALLOWED },
    {
      who: 'staff',
      actor: STAFF,
      purpose: 'record',
      expected: { ...FORBIDDEN, message: messages.suppliersOnly },
    },
    { who: 'a supplier', actor: SUPPLIER, purpose: 'rating', expected: ALLOWED },
    {
      who: 'staff',
      actor: REVIEWER,
      purpose: 'rating',
      expected: { ...FORBIDDEN, message: '评级结果仅供供应商账号查看' },
    },
  ] as const)('$who acting for its own company ($purpose)', ({ actor, purpose, expected }) => {
    expect(mayActForOwnCompany(actor, purpose)).toEqual(expected);
  });

  it.each([
    { who: 'a supplier, its own company', actor: SUPPLIER, code: 'SUP100001', expected: ALLOWED },
    {
      who: 'a supplier, another company',
      actor: SUPPLIER,
      code: 'SUP100002',
      expected: { ...FORBIDDEN, message: messages.otherSupplier },
    },
    { who: 'a reviewer, any company', actor: REVIEWER, code: 'SUP100002', expected: ALLOWED },
    {
      who: 'staff without review, a company named like its unit',
      actor: caller(ACCOUNT_KINDS.staff, 'SUP100002', []),
      code: 'SUP100002',
      expected: { ...FORBIDDEN, message: messages.otherSupplier },
    },
  ])('base information: $who', ({ actor, code, expected }) => {
    expect(mayReadSupplierBase(actor, code)).toEqual(expected);
  });

  it.each([
    {
      who: 'a supplier, own company',
      actor: SUPPLIER,
      code: 'SUP100001',
      reviewing: false,
      expected: ALLOWED,
    },
    {
      who: 'a supplier, another company',
      actor: SUPPLIER,
      code: 'SUP100002',
      reviewing: false,
      expected: NOT_FOUND,
    },
    {
      who: 'a supplier without 企业信息',
      actor: SUPPLIER_WITHOUT_INFO,
      code: 'SUP100001',
      reviewing: false,
      expected: FORBIDDEN,
    },
    { who: 'a reviewer taking part', actor: REVIEWER, code: 'SUP100002', reviewing: true, expected: ALLOWED },
    {
      who: 'a reviewer not taking part',
      actor: REVIEWER,
      code: 'SUP100002',
      reviewing: false,
      expected: NOT_FOUND,
    },
    {
      who: 'staff without review permission',
      actor: STAFF,
      code: 'SUP100002',
      reviewing: true,
      expected: FORBIDDEN,
    },
  ])('certificate scans: $who', ({ actor, code, reviewing, expected }) => {
    expect(mayReadCertificates(actor, code, reviewing)).toEqual(expected);
  });
});
