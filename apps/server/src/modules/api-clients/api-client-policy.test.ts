import { describe, expect, it } from 'vitest';
import { sqlText } from '../../../test/helpers/sql-text.js';
import { apiClientsInScope } from './api-client-policy.js';

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
});
