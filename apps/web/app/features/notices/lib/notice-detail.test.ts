import { describe, expect, it } from 'vitest';
import { endedAsOf } from './notice-detail';

describe('how a notice out of force ended', () => {
  const cases: [string, Parameters<typeof endedAsOf>[0], ReturnType<typeof endedAsOf>][] = [
    ['in force', { noticeState: '1', failureTime: null, stateTime: null }, null],
    [
      'withdrawn before its expiry',
      { noticeState: '0', failureTime: '2027-03-01 00:00:00', stateTime: '2026-12-01 10:00:00' },
      'withdrawn',
    ],
    [
      'withdrawn, never expiring',
      { noticeState: '0', failureTime: null, stateTime: '2026-12-01 10:00:00' },
      'withdrawn',
    ],
    [
      'expired at its time by the sweep',
      { noticeState: '0', failureTime: '2026-12-01 10:00:00', stateTime: '2026-12-01 10:00:02' },
      'expired',
    ],
    [
      '立即失效 (expiry set to the moment)',
      { noticeState: '0', failureTime: '2026-12-01 10:00:00', stateTime: '2026-12-01 10:00:00' },
      'expired',
    ],
    [
      'stored expired (no change time)',
      { noticeState: '0', failureTime: '2020-01-01 00:00:00', stateTime: null },
      'expired',
    ],
  ];
  it.each(cases)('%s', (_name, notice, expected) => {
    expect(endedAsOf(notice)).toBe(expected);
  });
});
