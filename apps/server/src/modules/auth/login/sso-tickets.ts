import type { TSessionTokens } from '@supportal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { TCallContext } from '../../../lib/endpoint/index.js';
import { hashToken } from '../../../plugins/session.js';
import type { TAccount } from '../../users/index.js';
import { AUTH_RATE_RULES } from '../auth-limits.js';
import { authMessages } from '../messages.js';
import { accountKey, newSecret, requireAccount, startSession, type TLoginContext } from './login-context.js';

const ssoTicketKey = (ticket: string) => `sso-ticket:${hashToken(ticket)}`;

/** Uses up a getToken ticket (single use) given with its account name; supplierCode must match when given. */
const redeemSsoTicket = async (
  login: TLoginContext,
  query: { accId: string; supplierCode?: string; token: string },
  context: TCallContext,
): Promise<TAccount> => {
  await login.limiter.hit(AUTH_RATE_RULES.ssoPerIp, context.ip);
  const stored = await login.store.take(ssoTicketKey(query.token));
  const ticket = stored
    ? (JSON.parse(stored) as { accountId: number; accId: string; supplierCode: string })
    : null;
  if (
    !ticket ||
    accountKey(ticket.accId) !== accountKey(query.accId) ||
    (query.supplierCode !== undefined && ticket.supplierCode !== query.supplierCode)
  ) {
    await login.audit.record({
      event: 'login-failure',
      loginName: query.accId,
      ip: context.ip,
      detail: { reason: 'sso-ticket' },
    });
    throw new AppError('unauthorized', authMessages.ssoTicketInvalid);
  }
  return requireAccount(login, ticket.accountId);
};

/** Single-use tickets one logged-in account hands to another system (or a task window) for a session. */
export const ssoTickets = (login: TLoginContext) => ({
  /** getToken: a single-use ticket another system trades for a session at login4SSO. */
  issueSsoTicket: async (account: TAccount, context: TCallContext, ttlSeconds: number) => {
    const ticket = newSecret();
    const supplierCode = account.supplierCode ?? account.corpCode;
    await login.store.set(
      ssoTicketKey(ticket),
      JSON.stringify({ accountId: account.id, accId: account.loginName, supplierCode }),
      ttlSeconds * 1000,
    );
    await login.audit.record({
      event: 'sso-ticket',
      loginName: account.loginName,
      accountId: account.id,
      ip: context.ip,
    });
    return { accId: account.loginName, supplierCode, token: ticket, expiresIn: ttlSeconds };
  },

  login4Sso: async (
    query: { accId: string; supplierCode?: string; token: string },
    context: TCallContext,
  ): Promise<TSessionTokens> =>
    startSession(login, await redeemSsoTicket(login, query, context), context, 'sso-ticket'),

  /**
   * The task window's hand-off: the ticket proves the window was opened by the portal for this
   * account. A browser already logged in as that account keeps its session; otherwise the ticket
   * starts one (null when none was needed).
   */
  taskWindowSession: async (
    query: { accId: string; token: string },
    currentAccountId: number | null,
    context: TCallContext,
  ): Promise<TSessionTokens | null> => {
    const account = await redeemSsoTicket(login, query, context);
    return account.id === currentAccountId ? null : startSession(login, account, context, 'task-window');
  },
});
