import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_RUN_AFTER_MS, startPeriodicTask } from './periodic-task.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('periodic tasks', () => {
  it('run one at a time, and closing the app waits for the run under way (the server closes the database after)', async () => {
    const app = Fastify({ logger: false });
    let active = 0;
    let mostAtOnce = 0;
    let runs = 0;
    let finishedBeforeClose = false;
    let sawClosing = false;
    startPeriodicTask(app, {
      name: 'test.slow',
      everyMs: 5,
      run: async (closing) => {
        active += 1;
        runs += 1;
        mostAtOnce = Math.max(mostAtOnce, active);
        await sleep(60);
        sawClosing ||= closing();
        active -= 1;
        finishedBeforeClose = true;
      },
      failure: 'failed',
    });
    await sleep(100);
    finishedBeforeClose = false;
    await app.close();
    expect(mostAtOnce).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(1);
    expect(runs).toBeLessThanOrEqual(3);
    expect(finishedBeforeClose).toBe(true);
    expect(active).toBe(0);
    expect(sawClosing).toBe(true);
  });

  it('log a failed run with its name and try again at the next interval; 0 turns the task off', async () => {
    const warnings: string[] = [];
    const sweeps: unknown[] = [];
    const app = Fastify({ logger: false });
    app.log.warn = ((object: { sweep?: string }, message: string) => {
      warnings.push(message);
      sweeps.push(object.sweep);
    }) as unknown as typeof app.log.warn;
    let attempts = 0;
    startPeriodicTask(app, {
      name: 'test.flaky',
      everyMs: 10,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database busy');
      },
      failure: '扫描失败，稍后重试',
    });
    let offRuns = 0;
    startPeriodicTask(app, {
      name: 'test.off',
      everyMs: 0,
      run: async () => (offRuns += 1),
      failure: 'never',
    });
    await sleep(60);
    await app.close();
    expect(warnings[0]).toBe('扫描失败，稍后重试');
    expect(sweeps[0]).toBe('test.flaky');
    expect(attempts).toBeGreaterThan(1);
    expect(offRuns).toBe(0);
  });

  it('run a first time shortly after start, however long their interval', async () => {
    vi.useFakeTimers();
    try {
      const app = Fastify({ logger: false });
      let runs = 0;
      startPeriodicTask(app, {
        name: 'test.hourly',
        everyMs: 3_600_000,
        run: async () => (runs += 1),
        failure: 'failed',
      });
      await vi.advanceTimersByTimeAsync(FIRST_RUN_AFTER_MS - 1);
      expect(runs).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(3_600_000 - FIRST_RUN_AFTER_MS);
      expect(runs).toBe(2);
      await app.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stop taking work when stopped (a stop signal), letting the run under way finish first', async () => {
    vi.useFakeTimers();
    try {
      const app = Fastify({ logger: false });
      let runs = 0;
      let release = () => {};
      let sawClosing = false;
      let toldToStop = 0;
      const stop = startPeriodicTask(app, {
        name: 'test.leases',
        everyMs: 1_000,
        firstAfterMs: 1_000,
        run: async (closing) => {
          runs += 1;
          await new Promise<void>((resolve) => (release = resolve));
          sawClosing = closing();
        },
        failure: 'failed',
        onStop: () => (toldToStop += 1),
      });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(runs).toBe(1);
      let stopped = false;
      const stopping = stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(sawClosing).toBe(true);
      expect(toldToStop).toBe(1);
      // No run starts after the stop, however long the app keeps serving; closing stops nothing twice.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(runs).toBe(1);
      await app.close();
      expect(toldToStop).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
