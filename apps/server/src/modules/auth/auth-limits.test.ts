import { describe, expect, it } from 'vitest';
import { LOCKOUT } from '@supportal/contract';
import {
  PASSWORD_FAILURE_DELAYS_MS,
  PASSWORD_FAILURE_MEMORY_MS,
  passwordFailureDelayMs,
} from './auth-limits.js';

describe('waits after wrong passwords from one address', () => {
  const waitAfter = (failures: number) => passwordFailureDelayMs(failures, PASSWORD_FAILURE_DELAYS_MS);

  it('forgives typos, then grows, locking out at the lockout count', () => {
    expect([1, 2].map(waitAfter)).toEqual([0, 0]);
    expect(waitAfter(3)).toBe(30_000);
    expect(waitAfter(4)).toBe(120_000);
    expect(waitAfter(LOCKOUT.maxFailures)).toBe(LOCKOUT.lockSeconds * 1000);
  });

  it('doubles past the table and never exceeds the memory of failures', () => {
    expect(waitAfter(6)).toBe(2 * LOCKOUT.lockSeconds * 1000);
    expect(waitAfter(7)).toBe(4 * LOCKOUT.lockSeconds * 1000);
    expect(waitAfter(40)).toBe(PASSWORD_FAILURE_MEMORY_MS);
  });
});
