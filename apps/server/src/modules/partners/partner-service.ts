import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_KINDS,
  FRAME_ORG_CODE,
  LEVEL_GATED_ENTRIES,
  menuItemPartnerTarget,
  resolvePartnerTarget,
  scopeOfEntry,
  type TAccountLevel,
  type TInterfaceEntry,
  type TPartnerTarget,
  type TPartnerTokenIdentity,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TCallContext, TCaller } from '../../lib/endpoint/index.js';
import type { TRateLimiter, TRateRule } from '../../plugins/rate-limit.js';
import type { TAuditLog } from '../audit/index.js';
import {
  accountLevelOf,
  findAccountById,
  isSupplierMainAccount,
  supplierLevelOf,
  type TAccount,
} from '../users/index.js';
import { loadInterfaceEntries } from '../dictionary/index.js';
import { partnerMessages as messages } from './messages.js';
import type { TPartnerTokens } from './partner-tokens.js';

export const PARTNER_RATE_RULES = {
  /** A person opens a handful of embedded pages a minute; more is a script. */
  tokensPerAccount: { name: 'partner-token-account', limit: 30, windowMs: 60_000 },
  /** Partners verify once per page load; wrong secrets are guessed slower than this allows. */
  verifyPerIp: { name: 'partner-verify-ip', limit: 120, windowMs: 60_000 },
} as const satisfies Record<string, TRateRule>;

export type TPartnerServiceDeps = {
  db: TDatabase;
  tokens: TPartnerTokens;
  limiter: TRateLimiter;
  audit: TAuditLog;
  /** Secret of each partner system, by OBP_INTERFACE key. */
  secrets: Readonly<Record<string, string>>;
};

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Tokens for embedded partner pages and their verification by the partner. A token is issued only
 * for an allow-listed target the caller has a menu item for, names that partner system (its origin),
 * lives briefly and is verified once, by that system, with its secret.
 */
export const createPartnerService = (deps: TPartnerServiceDeps) => {
  const { db, tokens, limiter, audit } = deps;

  const callerOf = (context: TCallContext): TCaller => {
    if (!context.caller) throw new AppError('unauthorized');
    return context.caller;
  };

  const accountOf = async (caller: TCaller): Promise<TAccount> => {
    const account = await findAccountById(db, caller.accountId);
    if (!account || !account.enabled) throw new AppError('unauthorized');
    return account;
  };

  /** loginAcct names the caller: its own login name, or (the home page's call) its company's code. */
  const requireOwnAccount = (caller: TCaller, loginAcct: string) => {
    if (!sameName(loginAcct, caller.loginName) && loginAcct.trim() !== caller.corpCode)
      throw new AppError('forbidden', messages.notOwnAccount);
  };

  /**
   * The partner system a page belongs to: the key naming it or whose address contains it, else the
   * only system on its origin; null when several systems share the origin and none contains it.
   */
  const systemOf = (target: TPartnerTarget, entries: readonly TInterfaceEntry[]): string | null => {
    if (target.entry) return target.entry;
    const onOrigin = entries.filter((entry) => scopeOfEntry(entries, entry.value) === target.scope);
    return onOrigin.length === 1 ? (onOrigin[0]?.value ?? null) : null;
  };

  const allowedTarget = (
    entries: readonly TInterfaceEntry[],
    url: string,
  ): TPartnerTarget & { system: string; entries: readonly TInterfaceEntry[] } => {
    const target = resolvePartnerTarget(url, entries);
    if (!target)
      throw new AppError('badRequest', messages.offList, [{ path: 'url', message: messages.offList }]);
    const system = systemOf(target, entries);
    if (!system)
      throw new AppError('badRequest', messages.noSystem, [{ path: 'url', message: messages.noSystem }]);
    return { ...target, system, entries };
  };

  /** Checks target, menu, level and rate, then issues a token scoped to the target's partner system. */
  const issue = async (context: TCallContext, input: { url: string; sysCode: string; acctId?: string }) => {
    const caller = callerOf(context);
    await limiter.hit(PARTNER_RATE_RULES.tokensPerAccount, String(caller.accountId), messages.tooManyTokens);
    const target = allowedTarget(await loadInterfaceEntries(db), input.url);
    const account = await accountOf(caller);
    // First: such a page is never shown to this account, whatever its menu says.
    if (target.entry && LEVEL_GATED_ENTRIES.includes(target.entry) && !isSupplierMainAccount(account))
      throw new AppError('forbidden', messages.noPermission);
    const reachable = caller.menuAuthorities.some((authority) => {
      const menuTarget = menuItemPartnerTarget(authority.url);
      const menuPage = menuTarget === null ? null : resolvePartnerTarget(menuTarget, target.entries);
      return menuPage !== null && systemOf(menuPage, target.entries) === target.system;
    });
    if (!reachable) throw new AppError('forbidden', messages.noMenuForSystem);
    const acctId = input.acctId ?? account.loginName;
    const token = await tokens.issue({
      accountId: account.id,
      acctId,
      sysCode: input.sysCode,
      scope: target.scope,
      system: target.system,
      issuedAt: new Date().toISOString(),
    });
    await audit.record({
      event: 'partner-token-issued',
      loginName: account.loginName,
      accountId: account.id,
      ip: context.ip,
      detail: { scope: target.scope, system: target.system, sysCode: input.sysCode },
    });
    return { account, token, url: target.url, expiresIn: tokens.ttlSeconds, acctId };
  };

  return {
    supplierToken: async (context: TCallContext, url: string, sysCode: string) => {
      const caller = callerOf(context);
      if (caller.kind !== ACCOUNT_KINDS.supplier) throw new AppError('forbidden', messages.notSupplier);
      const issued = await issue(context, { url, sysCode });
      return {
        supplierCode: issued.account.supplierCode ?? issued.account.corpCode,
        supplierUid: issued.account.loginName,
        orgCode: FRAME_ORG_CODE,
        token: issued.token,
        expiresIn: issued.expiresIn,
        url: issued.url,
      };
    },

    frameToken: async (context: TCallContext, input: { loginAcct: string; sysCode: string; url: string }) => {
      const caller = callerOf(context);
      requireOwnAccount(caller, input.loginAcct);
      const acctId = input.loginAcct.trim() === caller.corpCode ? caller.corpCode : caller.loginName;
      const issued = await issue(context, { url: input.url, sysCode: input.sysCode, acctId });
      return { acctId, token: issued.token, expiresIn: issued.expiresIn, url: issued.url };
    },

    accountLevel: async (context: TCallContext, loginAcct: string): Promise<TAccountLevel> => {
      const caller = callerOf(context);
      requireOwnAccount(caller, loginAcct);
      return accountLevelOf(await accountOf(caller));
    },

    /** The partner's server-to-server check: its secret, then the token, used up whatever the outcome. */
    verify: async (
      context: TCallContext,
      input: { system: string; secret: string; token: string },
    ): Promise<TPartnerTokenIdentity> => {
      await limiter.hit(PARTNER_RATE_RULES.verifyPerIp, context.ip, messages.tooManyVerifications);
      const expected = deps.secrets[input.system];
      const scope = scopeOfEntry(await loadInterfaceEntries(db), input.system);
      if (expected === undefined || scope === null || !sameSecret(input.secret, expected)) {
        await audit.record({
          event: 'partner-token-refused',
          ip: context.ip,
          detail: { system: input.system.slice(0, 100), reason: 'credentials' },
        });
        throw new AppError('unauthorized', messages.partnerUnauthorized);
      }
      const record = await tokens.take(input.token);
      // Bound to the system key, not the host: systems sharing a host cannot use each other's tokens.
      const forThisSystem = record !== null && record.system === input.system && record.scope === scope;
      const account = forThisSystem ? await findAccountById(db, record.accountId) : null;
      if (!record || !account || !account.enabled) {
        await audit.record({
          event: 'partner-token-refused',
          accountId: account?.id ?? null,
          ip: context.ip,
          detail: { system: input.system, reason: record ? 'scope' : 'unknown-used-or-expired' },
        });
        throw new AppError('notFound', messages.tokenInvalid);
      }
      await audit.record({
        event: 'partner-token-verified',
        loginName: account.loginName,
        accountId: account.id,
        ip: context.ip,
        detail: { system: input.system, scope },
      });
      return {
        acctId: record.acctId,
        userName: account.displayName,
        accountKind: account.kind === ACCOUNT_KINDS.staff ? 'staff' : 'supplier',
        accountLevel: supplierLevelOf(account),
        supplierCode: account.supplierCode ?? '',
        supplierName: account.supplierName ?? '',
        corpCode: account.corpCode,
        orgCode: FRAME_ORG_CODE,
        sysCode: record.sysCode,
        system: input.system,
        scope,
        issuedAt: record.issuedAt,
      };
    },
  };
};
export type TPartnerService = ReturnType<typeof createPartnerService>;
