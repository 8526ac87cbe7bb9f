import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCKOUT } from '@supportal/contract';
import { tooManyRequests } from '../../plugins/rate-limit.js';
import type { TSessionStore } from '../../plugins/session-store.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import type { TAccount } from '../users/index.js';
import {
  ACCOUNT_GUESSING_GUARD,
  PASSWORD_FAILURE_DELAYS_MS,
  PASSWORD_FAILURE_MEMORY_MS,
  passwordFailureDelayMs,
} from './auth-limits.js';
import { authMessages } from './messages.js';

export type TPasswordFailures = {
  /** Before the password is checked: 429 while this address must wait; slow while the account is guessed at. */
  beforeCheck: (userName: string, ip: string) => Promise<void>;
  /** A wrong password (or unknown name) is counted; throws 429 once this address must wait. */
  failed: (userName: string, ip: string, account: TAccount | null) => Promise<void>;
  /** The right password from this address: its failures are forgotten. */
  succeeded: (userName: string, ip: string) => Promise<void>;
};

const accountKey = (userName: string) => userName.trim().toLowerCase();
/**
 * An administrator's unlock starts a new generation of the account's counters: the earlier ones are
 * never read again and expire by themselves (the store cannot delete every address's keys at once).
 */
const generationKey = (userName: string) => `password-failures-generation:${accountKey(userName)}`;
const countedName = (userName: string, generation: string) =>
  generation ? `${generation}~${accountKey(userName)}` : accountKey(userName);
/** Per account and address: whoever fails waits, nobody else. */
const sourceFailuresKey = (name: string, ip: string) => `password-failures:${name}|${ip}`;
const sourceWaitKey = (name: string, ip: string) => `password-wait:${name}|${ip}`;
/** Per account, every address together: the guard against guessing spread over many addresses. */
const accountFailuresKey = (name: string) => `password-failures-all:${name}`;

const countedNameOf = async (store: TSessionStore, userName: string) =>
  countedName(userName, (await store.get(generationKey(userName))) ?? '');

/** Forgets every address's failures and waits for the account (README, Administration: 解锁). */
export const unlockPasswordFailures = async (store: TSessionStore, userName: string): Promise<void> => {
  await store.set(generationKey(userName), randomBytes(9).toString('base64url'), PASSWORD_FAILURE_MEMORY_MS);
};

const waitMessage = (failures: number, waitMs: number) =>
  failures >= LOCKOUT.maxFailures
    ? authMessages.locked(Math.ceil(waitMs / 60_000))
    : authMessages.passwordWait(Math.ceil(waitMs / 1000));

/**
 * Wrong passwords counted per account AND client address, with growing waits for that address only
 * (PASSWORD_FAILURE_DELAYS_MS); lockouts and guessing from many addresses go to the audit log. Unknown
 * names are counted like real ones, so the answers do not tell which names exist.
 */
export const createPasswordFailures = (
  store: TSessionStore,
  audit: TAuditLog,
  delaysMs: readonly number[] = PASSWORD_FAILURE_DELAYS_MS,
): TPasswordFailures => ({
  beforeCheck: async (userName, ip) => {
    const name = await countedNameOf(store, userName);
    const waitMs = await store.ttlMs(sourceWaitKey(name, ip));
    if (waitMs > 0) {
      const failures = Number((await store.get(sourceFailuresKey(name, ip))) ?? 0);
      await audit.record({ event: 'login-failure', loginName: userName, ip, detail: { reason: 'locked' } });
      throw tooManyRequests(waitMs, waitMessage(failures, waitMs));
    }
    const guessed = Number((await store.get(accountFailuresKey(name))) ?? 0);
    // Slows guessing spread over many addresses without refusing anyone (the owner included).
    if (guessed >= ACCOUNT_GUESSING_GUARD.failures) await sleep(ACCOUNT_GUESSING_GUARD.delayMs);
  },

  failed: async (userName, ip, account) => {
    const generation = (await store.get(generationKey(userName))) ?? '';
    const name = countedName(userName, generation);
    // The generation must outlive every counter written under it.
    if (generation) await store.set(generationKey(userName), generation, PASSWORD_FAILURE_MEMORY_MS);
    const { count: failures } = await store.increment(
      sourceFailuresKey(name, ip),
      PASSWORD_FAILURE_MEMORY_MS,
    );
    const all = await store.increment(accountFailuresKey(name), ACCOUNT_GUESSING_GUARD.windowMs);
    if (all.count === ACCOUNT_GUESSING_GUARD.failures) {
      await audit.record({
        event: 'password-guessing',
        loginName: userName,
        accountId: account?.id,
        ip,
        detail: { failures: all.count, windowSeconds: ACCOUNT_GUESSING_GUARD.windowMs / 1000 },
      });
    }
    const waitMs = passwordFailureDelayMs(failures, delaysMs);
    if (failures === LOCKOUT.maxFailures) {
      await audit.record({
        event: 'lockout',
        loginName: userName,
        accountId: account?.id,
        ip,
        detail: {
          failures,
          lockSeconds: Math.ceil(waitMs / 1000),
          accountKind: account?.kind ?? 'unknown',
        },
      });
    }
    if (waitMs <= 0) return;
    await store.set(sourceWaitKey(name, ip), '1', waitMs);
    throw tooManyRequests(waitMs, waitMessage(failures, waitMs));
  },

  succeeded: async (userName, ip) => {
    const name = await countedNameOf(store, userName);
    await store.delete(sourceFailuresKey(name, ip), sourceWaitKey(name, ip));
  },
});
