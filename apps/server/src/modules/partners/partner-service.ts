import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_KINDS,
  FRAME_ORG_CODE,
  LEVEL_GATED_ENTRIES,
  menuItemPartnerPage,
  resolvePartnerTarget,
  samePartnerPage,
  scopeOfEntry,
  type TAccountLevel,
  type TInterfaceEntry,
  type TPartnerTarget,
  type TPartnerTokenIdentity,
  type TPartnerTokenPage,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TCallContext, TCaller } from '../../lib/endpoint/index.js';
import type { TRateLimiter, TRateRule } from '../../plugins/rate-limit.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
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

/** What a token call names: the target, and (from the page) the menu item and its page inside the system. */
type TTokenRequest = { url: string; menuCode?: string | undefined; tUrl?: string | undefined };

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

  /**
   * The caller's menu items the token is bound to: the one the page names (menuCode, tUrl), else those
   * opening exactly the asked address, else all of the caller's items leading to the system. Never an
   * item the caller does not hold: a grant of 结算管理 gives no token for 订单管理 of the same system.
   */
  const boundPages = (
    caller: TCaller,
    target: ReturnType<typeof allowedTarget>,
    input: TTokenRequest,
  ): TPartnerTokenPage[] => {
    const held = caller.menuAuthorities.flatMap((authority) => {
      const item = menuItemPartnerPage(authority.url);
      const menuPage = item && resolvePartnerTarget(item.target, target.entries);
      return menuPage && systemOf(menuPage, target.entries) === target.system
        ? [{ ...item, authorityCode: authority.authorityCode }]
        : [];
    });
    if (held.length === 0) throw new AppError('forbidden', messages.noMenuForSystem);
    const toPage = (item: (typeof held)[number]) => ({ menuCode: item.authorityCode, page: item.page });
    if (input.menuCode !== undefined || input.tUrl !== undefined) {
      const page = input.tUrl ?? input.url;
      const named = held.filter(
        (item) =>
          (input.menuCode === undefined ||
            item.authorityCode === input.menuCode ||
            item.menuCode === input.menuCode) &&
          samePartnerPage(item.page, page, target.entries),
      );
      if (named.length === 0) throw new AppError('forbidden', messages.noMenuForPage);
      return named.map(toPage);
    }
    const exact = held.filter((item) => samePartnerPage(item.page, input.url, target.entries));
    return (exact.length > 0 ? exact : held).map(toPage);
  };

  /** Checks target, level, menu and rate, then issues a token bound to the system and the menu pages. */
  const issue = async (
    context: TCallContext,
    input: TTokenRequest & { sysCode: string; acctId?: string },
  ) => {
    const caller = callerOf(context);
    await limiter.hit(PARTNER_RATE_RULES.tokensPerAccount, String(caller.accountId), messages.tooManyTokens);
    const target = allowedTarget(await loadInterfaceEntries(db), input.url);
    const account = await accountOf(caller);
    // First: such a page is never shown to this account, whatever its menu says.
    if (target.entry && LEVEL_GATED_ENTRIES.includes(target.entry) && !isSupplierMainAccount(account))
      throw new AppError('forbidden', messages.noPermission);
    const pages = boundPages(caller, target, input);
    const acctId = input.acctId ?? account.loginName;
    const token = await tokens.issue({
      accountId: account.id,
      acctId,
      sysCode: input.sysCode,
      scope: target.scope,
      system: target.system,
      pages,
      issuedAt: new Date().toISOString(),
    });
    await audit.record({
      event: 'partner-token-issued',
      loginName: account.loginName,
      accountId: account.id,
      ip: context.ip,
      detail: {
        scope: target.scope,
        system: target.system,
        sysCode: input.sysCode,
        menuCodes: pages.map((page) => page.menuCode).join(','),
      },
    });
    return { account, token, url: target.url, expiresIn: tokens.ttlSeconds, acctId };
  };

  return {
    supplierToken: async (context: TCallContext, input: TTokenRequest, sysCode: string) => {
      const caller = callerOf(context);
      if (caller.kind !== ACCOUNT_KINDS.supplier) throw new AppError('forbidden', messages.notSupplier);
      const issued = await issue(context, { ...input, sysCode });
      return {
        supplierCode: issued.account.supplierCode ?? issued.account.corpCode,
        supplierUid: issued.account.loginName,
        orgCode: FRAME_ORG_CODE,
        token: issued.token,
        expiresIn: issued.expiresIn,
        url: issued.url,
      };
    },

    frameToken: async (
      context: TCallContext,
      { loginAcct, ...input }: TTokenRequest & { loginAcct: string; sysCode: string },
    ) => {
      const caller = callerOf(context);
      requireOwnAccount(caller, loginAcct);
      const acctId = loginAcct.trim() === caller.corpCode ? caller.corpCode : caller.loginName;
      const issued = await issue(context, { ...input, acctId });
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
      input: { system: string; secret: string; token: string; page?: string | undefined },
    ): Promise<TPartnerTokenIdentity> => {
      await limiter.hit(PARTNER_RATE_RULES.verifyPerIp, context.ip, messages.tooManyVerifications);
      const expected = deps.secrets[input.system];
      const entries = await loadInterfaceEntries(db);
      const scope = scopeOfEntry(entries, input.system);
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
      const pages = record?.pages ?? [];
      // The partner names the page it is about to show: a token of another menu item's page is refused.
      const forThisPage =
        input.page === undefined ||
        pages.some((item) => samePartnerPage(item.page, input.page ?? '', entries));
      const account = forThisSystem && forThisPage ? await findAccountById(db, record.accountId) : null;
      if (!record || !account || !account.enabled) {
        await audit.record({
          event: 'partner-token-refused',
          accountId: account?.id ?? null,
          ip: context.ip,
          detail: {
            system: input.system,
            reason: !record ? 'unknown-used-or-expired' : !forThisSystem ? 'scope' : 'page',
          },
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
        pages,
      };
    },
  };
};
export type TPartnerService = ReturnType<typeof createPartnerService>;
