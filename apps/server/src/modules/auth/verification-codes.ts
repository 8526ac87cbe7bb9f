import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PIN_CHANNELS, PIN_MAX_TRIES, SMS_RESEND_SECONDS, type TPinChannel } from '@supportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { TCallContext } from '../../lib/endpoint/index.js';
import type { TCodeMessage, TNotifier } from '../../plugins/notifier.js';
import { tooManyRequests, type TRateLimiter } from '../../plugins/rate-limit.js';
import type { TSessionStore } from '../../plugins/session-store.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import type { TAccount } from '../users/index.js';
import { AUTH_RATE_RULES } from './auth-limits.js';
import { maskEmail, maskMobile } from '../../lib/masking.js';
import { authMessages } from './messages.js';

/** A sent code: only a salted hash is kept. */
type TPinRecord = {
  id: string;
  accountId: number | string;
  channel: TPinChannel;
  codeHash: string;
  expiresAt: number;
};

/** Kept after expiry for a while, so a late try hears "expired", not "no code". */
const PIN_RECORD_GRACE_MS = 10 * 60_000;

const pinHash = (recordId: string, code: string) =>
  createHash('sha256').update(`${recordId}:${code}`).digest();

/** What a code confirms: the audit trail and the security log name it (a bank change is not a login). */
export type TCodePurpose = 'login' | 'bank-change' | 'password-change' | 'password-reset' | 'registration';

/**
 * Whom a code goes to: an account, or (registration) a mobile that is nobody's yet, held under a
 * string id so its limits and resend wait apply to that mobile.
 */
export type TCodeHolder = Pick<TAccount, 'loginName' | 'mobile' | 'email'> & { id: number | string };

/** Audit rows name accounts only. */
const auditedAccountId = (id: number | string) => (typeof id === 'number' ? id : null);

/** Why a code check failed: the caller turns it into its own error (401 at login, 400 elsewhere). */
export type TCodeCheckFailure = { reason: string; message: string };

export type TVerificationCodes = ReturnType<typeof createVerificationCodes>;

/**
 * One-time 6-digit codes to an account's bound mobile or e-mail, for the login's second factor and for
 * confirming sensitive changes: rate limits per address and account, one resend per 60 s per account
 * and channel (shared by every purpose), a salted hash kept under the purpose's key, 5 tries, one use.
 */
export const createVerificationCodes = (deps: {
  store: TSessionStore;
  limiter: TRateLimiter;
  notifier: TNotifier;
  audit: TAuditLog;
  codeTtlSeconds: number;
}) => {
  const { store, limiter, audit } = deps;
  const codeTtlMs = deps.codeTtlSeconds * 1000;

  const recipientOf = (account: TCodeHolder, channel: TPinChannel) => {
    const recipient = channel === PIN_CHANNELS.mobile ? account.mobile : account.email;
    if (!recipient)
      throw new AppError(
        'badRequest',
        channel === PIN_CHANNELS.mobile ? authMessages.noMobile : authMessages.noEmail,
      );
    return recipient;
  };

  return {
    recipientOf,

    /** Sends a fresh code (replacing any earlier one under `key`); answers the masked recipient. */
    send: async (
      key: string,
      account: TCodeHolder,
      type: TPinChannel,
      message: { purpose: TCodePurpose; subject: string; text: (code: string, minutes: number) => string },
      context: TCallContext,
    ) => {
      const recipient = recipientOf(account, type);
      await limiter.hit(AUTH_RATE_RULES.sendPinPerIp, context.ip, authMessages.tooManyPins);
      await limiter.hit(AUTH_RATE_RULES.sendPinPerAccount, String(account.id), authMessages.tooManyPins);
      const cooldownKey = `pin-cooldown:${account.id}:${type}`;
      if (!(await store.setIfAbsent(cooldownKey, '1', SMS_RESEND_SECONDS * 1000))) {
        const waitMs = (await store.ttlMs(cooldownKey)) || SMS_RESEND_SECONDS * 1000;
        throw tooManyRequests(waitMs, authMessages.pinResendWait(Math.ceil(waitMs / 1000)));
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const recordId = randomBytes(32).toString('base64url');
      const record: TPinRecord = {
        id: recordId,
        accountId: account.id,
        channel: type,
        codeHash: pinHash(recordId, code).toString('hex'),
        expiresAt: Date.now() + codeTtlMs,
      };
      await store.set(key, JSON.stringify(record), codeTtlMs + PIN_RECORD_GRACE_MS);
      const channel: TCodeMessage['channel'] = type === PIN_CHANNELS.mobile ? 'sms' : 'email';
      try {
        await deps.notifier.send({
          channel,
          recipient,
          subject: message.subject,
          text: message.text(code, Math.max(1, Math.round(deps.codeTtlSeconds / 60))),
          code,
        });
      } catch (error) {
        context.request?.log.error({ err: error, channel }, 'verification code delivery failed');
        await store.delete(key, cooldownKey);
        throw new AppError('unavailable', authMessages.pinSendFailed);
      }
      const masked = channel === 'sms' ? maskMobile(recipient) : maskEmail(recipient);
      await audit.record({
        event: 'code-sent',
        loginName: account.loginName,
        accountId: auditedAccountId(account.id),
        ip: context.ip,
        detail: { channel, to: masked, purpose: message.purpose },
      });
      return { channel, masked };
    },

    /**
     * Checks a code sent under `key` for `accountId`; a right one is used up (also against a second
     * instance racing with the same code). Null on success, else why it failed (audited here).
     */
    check: async (
      key: string,
      input: {
        accountId: number | string;
        loginName: string;
        type: TPinChannel;
        code: string;
        purpose: TCodePurpose;
      },
      context: TCallContext,
    ): Promise<TCodeCheckFailure | null> => {
      await limiter.hit(AUTH_RATE_RULES.checkPinPerIp, context.ip);
      const stored = await store.get(key);
      const record = stored ? (JSON.parse(stored) as TPinRecord) : null;
      if (!record || record.channel !== input.type || record.accountId !== input.accountId)
        return { reason: 'not-sent', message: authMessages.pinNotSent };
      const fail = async (reason: string, message: string, discard: boolean) => {
        if (discard) await store.delete(key);
        await audit.record({
          event: 'code-failure',
          loginName: input.loginName,
          accountId: auditedAccountId(input.accountId),
          ip: context.ip,
          detail: { reason, purpose: input.purpose },
        });
        return { reason, message };
      };
      if (Date.now() > record.expiresAt) return fail('expired', authMessages.pinExpired, true);
      const tries = await store.increment(`pin-tries:${record.id}`, codeTtlMs + PIN_RECORD_GRACE_MS);
      if (tries.count > PIN_MAX_TRIES) return fail('too-many-tries', authMessages.pinTooManyTries, true);
      const right = timingSafeEqual(pinHash(record.id, input.code), Buffer.from(record.codeHash, 'hex'));
      if (!right) {
        const triesLeft = PIN_MAX_TRIES - tries.count;
        return triesLeft > 0
          ? fail('wrong-code', authMessages.pinWrong(triesLeft), false)
          : fail('too-many-tries', authMessages.pinTooManyTries, true);
      }
      if ((await store.take(key)) === null) return { reason: 'not-sent', message: authMessages.pinNotSent };
      return null;
    },
  };
};
