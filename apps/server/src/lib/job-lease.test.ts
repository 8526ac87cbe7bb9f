import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_LEASE_MS, keepLeased, LEASE_HOLDER } from './job-lease.js';

describe('job leases', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are renewed every third of a lease while the work lasts, through a failed renewal, and not after', async () => {
    vi.useFakeTimers();
    const renewals: number[] = [];
    let failNext = true;
    const stop = keepLeased(async () => {
      renewals.push(Date.now());
      if (failNext) {
        failNext = false;
        throw new Error('数据库暂不可用');
      }
    });
    const started = Date.now();
    await vi.advanceTimersByTimeAsync(JOB_LEASE_MS);
    expect(renewals.map((at) => at - started)).toEqual([
      JOB_LEASE_MS / 3,
      (2 * JOB_LEASE_MS) / 3,
      JOB_LEASE_MS,
    ]);
    stop();
    await vi.advanceTimersByTimeAsync(JOB_LEASE_MS);
    expect(renewals).toHaveLength(3);
  });

  it('are no longer renewed once the work has been held for its longest time, so a hung send is left to others', async () => {
    vi.useFakeTimers();
    let renewals = 0;
    const stop = keepLeased(
      async () => {
        renewals += 1;
      },
      { maxHoldMs: 2 * JOB_LEASE_MS },
    );
    await vi.advanceTimersByTimeAsync(10 * JOB_LEASE_MS);
    // Renewed while a renewal still ends within the longest hold; the lease then lapses at that hold.
    expect(renewals).toBe(3);
    stop();
  });

  it('name their holder by host, process and start, so a killed instance’s claims can be told apart', () => {
    expect(LEASE_HOLDER).toMatch(new RegExp(`^.+:${process.pid}:[0-9a-f]{6}$`));
  });
});
