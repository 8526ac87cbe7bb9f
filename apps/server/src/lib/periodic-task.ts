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
  /** Told when the task stops, for work it starts outside its runs (a round started by a write). */
  onStop?: () => void;
};

/** Stops a task from taking new work; resolves once its run under way has ended. */
export type TStopTask = () => Promise<void>;

/**
 * Runs a sweep of this server every `everyMs`, one run at a time (a run that outlasts the interval is
 * not joined by a second). Stopping it (a stop signal: no new leases while the instance drains) or
 * closing the app ends the timers and waits for a run under way, which sees `closing()` turn true,
 * so no run meets a database that is closed under it.
 */
export const startPeriodicTask = (app: FastifyInstance, task: TPeriodicTask): TStopTask => {
  if (task.everyMs <= 0) return async () => undefined;
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
  const stop = async () => {
    if (!closing) {
      closing = true;
      for (const timer of timers) clearTimeout(timer);
      task.onStop?.();
    }
    await running;
  };
  app.addHook('onClose', stop);
  return stop;
};
