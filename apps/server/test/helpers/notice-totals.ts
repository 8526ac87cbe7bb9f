import { and } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TQueryNoticeFilter } from '@supportal/contract';
import type { TDatabase } from '../../src/db/database.js';
import { noticeFilterConditions } from '../../src/modules/notices/notice-filters.js';
import type { TNoticeViewer } from '../../src/modules/notices/notice-policy.js';
import { countMatchingNotices, countNotices } from '../../src/modules/notices/notice-totals.js';

/**
 * Each filter's total as lists and searches read it, against a count of the matching notices. With
 * `exactLimit` 1 a total the term counts did not give would come back as "at least 1": the exact
 * totals that agree here come from the counts.
 */
export const expectTotalsAgree = async (
  db: TDatabase,
  filters: readonly (readonly [TQueryNoticeFilter, TNoticeViewer])[],
  exactLimit?: number,
) => {
  for (const [filter, viewer] of filters) {
    const counted = await countNotices(db, and(...noticeFilterConditions(filter, viewer)));
    expect({ filter, total: await countMatchingNotices(db, filter, viewer, exactLimit) }).toEqual({
      filter,
      total: { total: counted, lowerBound: false },
    });
  }
};
