import type { FastifyInstance } from 'fastify';

/**
 * Every sweep runs once shortly after start: an hourly sweep whose first run waited an hour would
 * never run on a server restarted more often (certificate reminders did exactly that).
 */
export const FIRST_RUN_AFTER_MS = 10_000;

export type TPeriodicTask = {
  /** `<module>.<what>` (`notices.expiry`): logged with every failed run, unique within the app. */
  name: string;
  /** 0 (or less) turns the task off: tests run it themselves. */
  everyMs: number;
  /** The first run this long after start; FIRST_RUN_AFTER_MS (or the interval, when shorter) unless given. */
  firstAfterMs?: number;
  /** One run; `closing` turns true when the app closes, for runs that can stop between steps. */
  run: (closing: () => boolean) => Promise<unknown>;
  /** Logged with the error of a failed run; the next run tries again. */
  failure: string;
};

/**
 * Runs a sweep of this server every `everyMs`, one run at a time (a run that outlasts the interval is
 * not joined by a second). Closing the app stops the timers and waits for a run under way, so no run
 * meets a database that is closed under it.
 */
export const startPeriodicTask = (app: FastifyInstance, task: TPeriodicTask) => {
  if (task.everyMs <= 0) return;
  let closing = false;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || closing) return;
    running = task
      .run(() => closing)
      .then(
        () => undefined,
        (error: Error) => app.log.warn({ err: error, sweep: task.name }, task.failure),
      )
      .finally(() => {
        running = null;
      });
  };
  const firstAfterMs = task.firstAfterMs ?? Math.min(task.everyMs, FIRST_RUN_AFTER_MS);
  const timers = [setInterval(tick, task.everyMs), setTimeout(tick, firstAfterMs)];
  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    await running;
  });
};
