import { describe, expect, it } from 'vitest';
import { consoleNoticeActions, type TBookEntry } from './notice-book-policy.js';

describe('console notice actions', () => {
  const cases: [string, TBookEntry, string[]][] = [
    ['own draft', { source: 'draft', state: 'draft', isOwn: true }, ['edit']],
    ["someone else's draft", { source: 'draft', state: 'draft', isOwn: false }, []],
    ['own draft in approval', { source: 'draft', state: 'inApproval', isOwn: true }, []],
    ['own scheduled notice', { source: 'draft', state: 'scheduled', isOwn: true }, ['edit']],
    ['own rejected draft', { source: 'draft', state: 'rejected', isOwn: true }, []],
    [
      'published notice in scope',
      { source: 'notice', state: 'published', inScope: true, amendmentPending: false },
      ['amend', 'withdraw', 'expire'],
    ],
    [
      'amended notice in scope',
      { source: 'notice', state: 'amended', inScope: true, amendmentPending: false },
      ['amend', 'withdraw', 'expire'],
    ],
    [
      'notice with an amendment in approval',
      { source: 'notice', state: 'published', inScope: true, amendmentPending: true },
      ['withdraw', 'expire'],
    ],
    [
      'notice of another unit',
      { source: 'notice', state: 'published', inScope: false, amendmentPending: false },
      [],
    ],
    [
      'withdrawn notice',
      { source: 'notice', state: 'withdrawn', inScope: true, amendmentPending: false },
      [],
    ],
    ['expired notice', { source: 'notice', state: 'expired', inScope: true, amendmentPending: false }, []],
  ];
  it.each(cases)('%s', (_name, entry, expected) => {
    expect(consoleNoticeActions(entry)).toEqual(expected);
  });
});
