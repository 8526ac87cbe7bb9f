import { ACCOUNT_KINDS, ROLES } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { sqlText } from '../../../test/helpers/sql-text.js';
import {
  accountsInScope,
  mayAssignRole,
  mayCreateSupplier,
  mayManageAccount,
  mayManageSuppliers,
  mayUseOrg,
} from './account-admin-policy.js';
import { accountAdminMessages as messages } from './messages.js';

// demo_admin at 总部 (01) reaches every org and suppliers; demo_admin_js at 江苏 (02) reaches 02 and 03.
const HQ = { orgCodes: new Set(['01', '02', '03']), manageSuppliers: true };
const JIANGSU = { orgCodes: new Set(['02', '03']), manageSuppliers: false };
const NONE = { orgCodes: new Set<string>(), manageSuppliers: false };

const staff = (corpCode: string) => ({ kind: ACCOUNT_KINDS.staff, corpCode, roles: [ROLES.staffCity] });
const MAIN = { kind: ACCOUNT_KINDS.supplier, corpCode: 'SUP100001', roles: [ROLES.supplier] };
const SUB = { kind: ACCOUNT_KINDS.supplier, corpCode: 'SUP100001', roles: [ROLES.supplierSubAccount] };

const ALLOWED = { allowed: true };
const forbidden = (message: string) => ({ allowed: false, code: 'forbidden', message });

describe('account administration policy', () => {
  it.each([
    { case: 'HQ, staff of a city', scope: HQ, account: staff('03'), expected: ALLOWED },
    { case: 'Jiangsu, staff of its own org', scope: JIANGSU, account: staff('02'), expected: ALLOWED },
    {
      case: 'Jiangsu, staff of HQ above it',
      scope: JIANGSU,
      account: staff('01'),
      expected: forbidden(messages.outsideScope),
    },
    { case: 'HQ, a supplier main account', scope: HQ, account: MAIN, expected: ALLOWED },
    { case: 'HQ, a sub-account', scope: HQ, account: SUB, expected: forbidden(messages.subAccountReadOnly) },
    {
      case: 'Jiangsu, a supplier main account',
      scope: JIANGSU,
      account: MAIN,
      expected: forbidden(messages.suppliersOutsideScope),
    },
    {
      case: 'Jiangsu, a sub-account',
      scope: JIANGSU,
      account: SUB,
      expected: forbidden(messages.suppliersOutsideScope),
    },
  ])('manage: $case', ({ scope, account, expected }) => {
    expect(mayManageAccount(scope, account)).toEqual(expected);
  });

  it.each([
    { scope: HQ, expected: ALLOWED },
    { scope: JIANGSU, expected: forbidden(messages.suppliersOutsideScope) },
  ])('supplier accounts from top org $scope.manageSuppliers', ({ scope, expected }) => {
    expect(mayManageSuppliers(scope)).toEqual(expected);
  });

  it.each([
    { scope: JIANGSU, org: { code: '03', name: '南京市分公司' }, expected: ALLOWED },
    {
      scope: JIANGSU,
      org: { code: '01', name: '总部' },
      expected: forbidden(messages.orgOutsideScope('总部')),
    },
  ])('org $org.code within $scope.orgCodes', ({ scope, org, expected }) => {
    expect(mayUseOrg(scope, org)).toEqual(expected);
  });

  it.each([
    {
      case: 'HQ: staff of its orgs and every supplier account',
      scope: HQ,
      sql: '(("accounts"."kind" = $1 and "accounts"."corp_code" in ($2, $3, $4)) or "accounts"."kind" = $5)',
      params: ['staff', '01', '02', '03', 'supplier'],
    },
    {
      case: 'Jiangsu: staff of its orgs only',
      scope: JIANGSU,
      sql: '("accounts"."kind" = $1 and "accounts"."corp_code" in ($2, $3))',
      params: ['staff', '02', '03'],
    },
    { case: 'no org: nothing', scope: NONE, sql: 'false', params: [] },
  ])('lists $case', ({ scope, sql, params }) => {
    expect(sqlText(accountsInScope(scope))).toEqual({ sql, params });
  });

  it.each([
    { case: 'HQ gives 总部采购人员', scope: HQ, role: ROLES.staffHeadquarters, expected: ALLOWED },
    {
      case: 'Jiangsu gives 总部采购人员',
      scope: JIANGSU,
      role: ROLES.staffHeadquarters,
      expected: forbidden(messages.headquartersRoleOnly('总部采购人员')),
    },
    { case: 'Jiangsu gives 省分采购人员', scope: JIANGSU, role: ROLES.staffProvince, expected: ALLOWED },
    { case: 'Jiangsu gives 地市采购人员', scope: JIANGSU, role: ROLES.staffCity, expected: ALLOWED },
    { case: 'Jiangsu gives 系统管理员', scope: JIANGSU, role: ROLES.admin, expected: ALLOWED },
  ])('assign role: $case', ({ scope, role, expected }) => {
    expect(mayAssignRole(scope, role)).toEqual(expected);
  });

  it.each([
    {
      case: 'HQ, an address anywhere',
      scope: HQ,
      level: '1',
      unit: { code: '04', name: '浙江' },
      expected: ALLOWED,
    },
    {
      case: 'Jiangsu, an address in Jiangsu',
      scope: JIANGSU,
      level: '2',
      unit: { code: '02', name: '江苏' },
      expected: ALLOWED,
    },
    {
      case: 'Jiangsu, an address in Zhejiang',
      scope: JIANGSU,
      level: '2',
      unit: { code: '04', name: '浙江' },
      expected: forbidden(messages.supplierAddressOutsideScope('浙江')),
    },
    {
      case: 'a city administrator',
      scope: { orgCodes: new Set(['03']), manageSuppliers: false },
      level: '3',
      unit: null,
      expected: forbidden(messages.citySupplierCreation),
    },
  ] as const)('create a supplier: $case', ({ scope, level, unit, expected }) => {
    const orgs = [
      { orgCode: 'x', orgName: 'x', orgLevel: level, parentCode: null, provAdmCode: null, enabled: true },
    ];
    expect(mayCreateSupplier({ ...scope, orgs }, unit)).toEqual(expected);
  });
});
