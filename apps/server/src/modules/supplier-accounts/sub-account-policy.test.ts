import { ACCOUNT_KINDS, ROLES } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { sqlText } from '../../../test/helpers/sql-text.js';
import { subAccountMessages as messages } from './messages.js';
import { mayManageSubAccounts, subAccountsOfCompany } from './sub-account-policy.js';

const REFUSED = { allowed: false, code: 'forbidden', message: messages.notMainAccount };

describe('sub-account policy', () => {
  it.each([
    {
      who: 'a main account',
      kind: ACCOUNT_KINDS.supplier,
      roles: [ROLES.supplier],
      expected: { allowed: true },
    },
    {
      who: 'a sub-account',
      kind: ACCOUNT_KINDS.supplier,
      roles: [ROLES.supplierSubAccount],
      expected: REFUSED,
    },
    {
      who: 'a sub-account that also holds the main role',
      kind: ACCOUNT_KINDS.supplier,
      roles: [ROLES.supplier, ROLES.supplierSubAccount],
      expected: REFUSED,
    },
    {
      who: 'a supplier account without the main role',
      kind: ACCOUNT_KINDS.supplier,
      roles: [],
      expected: REFUSED,
    },
    {
      who: 'staff given the main role by mistake',
      kind: ACCOUNT_KINDS.staff,
      roles: [ROLES.supplier],
      expected: REFUSED,
    },
  ])('$who', ({ kind, roles, expected }) => {
    expect(mayManageSubAccounts({ kind, roles })).toEqual(expected);
  });

  it("reaches only the company's own sub-accounts", () => {
    expect(sqlText(subAccountsOfCompany('SUP100001'))).toEqual({
      sql: '("accounts"."corp_code" = $1 and $2 = ANY("accounts"."roles"))',
      params: ['SUP100001', ROLES.supplierSubAccount],
    });
  });
});
