import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * This process, as written into the rows of background work it claims: host, process id and a tag of
 * this start (a process id comes back after a restart). Operators and the cluster drill read it to see
 * whose claim a row is.
 */
export const LEASE_HOLDER = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * A claim of background work lapses this long after its holder last renewed it: the work of an
 * instance that died (kill -9, a crashed host) is due again within it, and another instance's next
 * sweep takes it.
 */
export const JOB_LEASE_MS = 15_000;

/**
 * Renews the leases of the work in hand every third of a lease while it lasts, so work longer than a
 * lease (a 500-page PDF, a slow chat robot) stays its holder's. A renewal that fails (the database away
 * for a moment) is tried again at the next beat; a holder that cannot renew for a whole lease loses the
 * work, and its late outcome is refused by the claim check of the job. Work still under way after
 * `maxHoldMs` is no longer renewed: whatever hangs that long is left to another instance. Answers the stop.
 */
export const keepLeased = (
  renew: () => Promise<unknown>,
  { leaseMs = JOB_LEASE_MS, maxHoldMs = Number.POSITIVE_INFINITY } = {},
): (() => void) => {
  const until = Date.now() + maxHoldMs;
  const timer = setInterval(() => {
    if (Date.now() + leaseMs > until) {
      clearInterval(timer);
      return;
    }
    renew().catch(() => undefined);
  }, leaseMs / 3);
  timer.unref();
  return () => clearInterval(timer);
};
