import {
  ACCOUNT_KINDS,
  getUserInfo,
  querySecurityLog as querySecurityLogEndpoint,
  roleLabel,
  SECURITY_LOG_PAGE_SIZE,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { bindEndpoint, type TCallSession, type TBoundEndpoint } from '../../lib/endpoint/index.js';
import { maskEmail, maskMobile } from '../../lib/masking.js';
import { endpointModule } from '../../lib/module-manifest.js';
import { accountOfSession, type TAccount } from './account-repository.js';
import { userMessages } from './messages.js';
import { querySecurityLog } from './security-log.js';

/** The account behind a session; a disabled or deleted account ends the session's use (401). */
export const sessionAccount = async (db: TDatabase, session: TCallSession | null): Promise<TAccount> => {
  const account = session ? await accountOfSession(db, session) : null;
  if (!account || !account.enabled) throw new AppError('unauthorized', userMessages.accountUnavailable);
  return account;
};

export const userEndpoints = (db: TDatabase) => [
  bindEndpoint(getUserInfo, async (_input, context) => {
    const account = await sessionAccount(db, context.session);
    // Resolved with the caller for the access check this call passed: its menu is read once.
    if (!context.caller) throw new AppError('unauthorized', userMessages.accountUnavailable);
    // The old client stops with 'roles must be a non-null array'; say it clearly instead of a blank menu.
    if (account.roles.length === 0) throw new AppError('forbidden', userMessages.noRoles);
    return {
      uid: String(account.id),
      name: account.displayName,
      userName: account.loginName,
      userOrgLevel: account.orgLevel ?? '',
      corpCode: account.corpCode,
      corpName: account.corpName,
      roles: account.roles,
      roleNames: account.roles.map(roleLabel),
      accountKind: account.kind === ACCOUNT_KINDS.staff ? ACCOUNT_KINDS.staff : ACCOUNT_KINDS.supplier,
      // Until an issued password is changed nothing else answers, so no menu is offered.
      menuAuthorities: account.mustChangePassword ? [] : context.caller.menuAuthorities,
      mustChangePassword: account.mustChangePassword,
      secondFactor: account.secondAuth
        ? {
            mobile: account.mobile ? maskMobile(account.mobile) : null,
            email: account.email ? maskEmail(account.email) : null,
          }
        : null,
    };
  }),
  bindEndpoint(querySecurityLogEndpoint, async ({ query }, context) =>
    querySecurityLog(db, await sessionAccount(db, context.session), {
      current: query.current ?? 1,
      size: query.size ?? SECURITY_LOG_PAGE_SIZE,
    }),
  ),
];

/** The logged-in account: its profile, menu and security log. */
export const usersModule = endpointModule(
  'users',
  ({ db }: { db: TDatabase }) => userEndpoints(db) as TBoundEndpoint[],
);
