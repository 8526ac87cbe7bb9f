import { describe, expect, it } from 'vitest';
import { sqlText } from '../../../test/helpers/sql-text.js';
import { ownerlessSubscriptions, savedSearchesOf } from './saved-search-policy.js';

describe('saved search policy', () => {
  it.each([
    {
      rule: 'an account reaches its own searches',
      condition: savedSearchesOf(42),
      sql: '"saved_searches"."owner_account_id" = $1',
      params: [42],
    },
    {
      rule: 'unsubscribe links reach ownerless ones',
      condition: ownerlessSubscriptions(),
      sql: '"saved_searches"."owner_account_id" is null',
      params: [],
    },
  ])('$rule', ({ condition, sql, params }) => {
    expect(sqlText(condition)).toEqual({ sql, params });
  });
});
