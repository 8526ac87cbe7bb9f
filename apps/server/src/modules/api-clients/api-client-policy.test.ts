import { describe, expect, it } from 'vitest';
import { sqlText } from '../../../test/helpers/sql-text.js';
import { apiClientsInScope, mayIssueClient } from './api-client-policy.js';
import { apiClientMessages as messages } from './messages.js';

describe('api client policy', () => {
  it.each([
    {
      scope: '江苏省分 and 南京',
      unitCodes: ['02', '03'],
      sql: '"api_clients"."org_code" in ($1, $2)',
      params: ['02', '03'],
    },
    // A caller without a purchasing unit reaches no client at all.
    { scope: 'no unit', unitCodes: [], sql: 'false', params: [] },
  ])('an administrator of $scope', ({ unitCodes, sql, params }) => {
    expect(sqlText(apiClientsInScope({ unitCodes }))).toEqual({ sql, params });
  });

  const forbidden = (message: string) => ({ allowed: false, code: 'forbidden', message });
  it.each([
    {
      case: '总部 publisher, direct',
      holds: true,
      national: true,
      direct: true,
      expected: { allowed: true },
    },
    {
      case: '总部 publisher, reviewed',
      holds: true,
      national: true,
      direct: false,
      expected: { allowed: true },
    },
    {
      case: 'province publisher, reviewed',
      holds: true,
      national: false,
      direct: false,
      expected: { allowed: true },
    },
    {
      case: 'province publisher, direct',
      holds: true,
      national: false,
      direct: true,
      expected: forbidden(messages.directOnlyFromHeadquarters),
    },
    {
      case: 'administrator without 公告管理 (demo_admin_js)',
      holds: false,
      national: false,
      direct: false,
      expected: forbidden(messages.issuerLacksNoticePublish),
    },
    {
      case: '总部 administrator without 公告管理',
      holds: false,
      national: true,
      direct: true,
      expected: forbidden(messages.issuerLacksNoticePublish),
    },
  ])('issue: $case', ({ holds, national, direct, expected }) => {
    expect(mayIssueClient({ holdsNoticePublish: holds, national }, { publishDirectly: direct })).toEqual(
      expected,
    );
  });
});
