import { describe, expect, it } from 'vitest';
import {
  mayChangeOrg,
  mayDisableOrg,
  mayMoveOrg,
  mayPlaceOrgUnder,
  orgAdminMessages as messages,
} from './org-admin-policy.js';

// 总部 (01) reaches every unit; 江苏 (02) reaches itself and 南京 (03); 浙江 is 04.
const HQ = { orgCodes: new Set(['01', '02', '03', '04']) };
const JIANGSU = { orgCodes: new Set(['02', '03']) };
const forbidden = (message: string) => ({ allowed: false, code: 'forbidden', message });

describe('unit tree policy', () => {
  it.each([
    { case: '总部 adds a province', scope: HQ, parent: '01', expected: { allowed: true } },
    { case: '江苏 adds a city of its own', scope: JIANGSU, parent: '02', expected: { allowed: true } },
    {
      case: '江苏 adds a province',
      scope: JIANGSU,
      parent: '01',
      expected: forbidden(messages.parentOutsideScope('01')),
    },
    {
      case: '江苏 adds a city of 浙江',
      scope: JIANGSU,
      parent: '04',
      expected: forbidden(messages.parentOutsideScope('04')),
    },
  ])('place: $case', ({ scope, parent, expected }) => {
    expect(mayPlaceOrgUnder(scope, parent)).toEqual(expected);
  });

  it.each([
    { case: '总部 renames 江苏', scope: HQ, org: { code: '02', level: 2 }, expected: { allowed: true } },
    { case: '江苏 renames 南京', scope: JIANGSU, org: { code: '03', level: 3 }, expected: { allowed: true } },
    {
      case: '江苏 renames 浙江',
      scope: JIANGSU,
      org: { code: '04', level: 2 },
      expected: forbidden(messages.orgOutsideScope('04')),
    },
    {
      case: '总部 changes 总部',
      scope: HQ,
      org: { code: '01', level: 1 },
      expected: forbidden(messages.topOrgFixed),
    },
  ])('change: $case', ({ scope, org, expected }) => {
    expect(mayChangeOrg(scope, org)).toEqual(expected);
  });

  it.each([
    {
      case: '总部 disables 南京',
      scope: { ...HQ, ownOrgCode: '01' },
      org: { code: '03', level: 3 },
      expected: { allowed: true },
    },
    {
      case: '江苏 disables 江苏 itself',
      scope: { ...JIANGSU, ownOrgCode: '02' },
      org: { code: '02', level: 2 },
      expected: forbidden(messages.ownOrgFixed),
    },
    {
      case: '江苏 disables 浙江',
      scope: { ...JIANGSU, ownOrgCode: '02' },
      org: { code: '04', level: 2 },
      expected: forbidden(messages.orgOutsideScope('04')),
    },
  ])('disable: $case', ({ scope, org, expected }) => {
    expect(mayDisableOrg(scope, org)).toEqual(expected);
  });

  it.each([
    { case: '总部 moves 南京', scope: HQ, org: { code: '03', level: 3 }, expected: { allowed: true } },
    {
      case: '江苏 moves a city of 浙江',
      scope: JIANGSU,
      org: { code: '04', level: 3 },
      expected: forbidden(messages.orgOutsideScope('04')),
    },
    {
      case: '总部 moves the province 江苏',
      scope: HQ,
      org: { code: '02', level: 2 },
      expected: forbidden(messages.onlyCitiesMove),
    },
  ])('move: $case', ({ scope, org, expected }) => {
    expect(mayMoveOrg(scope, org)).toEqual(expected);
  });
});
