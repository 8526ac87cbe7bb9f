import { randomBytes } from 'node:crypto';
import { TOKEN_TYPE, type TSessionTokens } from '@supportal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { TCallContext } from '../../../lib/endpoint/index.js';
import type { TIssuedSession } from '../../../plugins/session.js';
import { findAccountById, type TAccount } from '../../users/index.js';
import type { TAuthServices } from '../auth-services.js';
import { authMessages } from '../messages.js';
import { createPasswordFailures, type TPasswordFailures } from '../password-failures.js';

export type TLoginServiceDeps = TAuthServices & {
  /** Waits after wrong passwords from one address (PASSWORD_FAILURE_DELAYS_MS unless given). */
  passwordFailureDelaysMs?: readonly number[] | undefined;
};

/** What every login use case works with: the services, and the password-failure counters built once. */
export type TLoginContext = TLoginServiceDeps & { passwordFailures: TPasswordFailures };

export const createLoginContext = (deps: TLoginServiceDeps): TLoginContext => ({
  ...deps,
  passwordFailures: createPasswordFailures(deps.store, deps.audit, deps.passwordFailureDelaysMs),
});

export const newSecret = () => randomBytes(32).toString('base64url');

export const accountKey = (userName: string) => userName.trim().toLowerCase();

export const supplierFields = (account: TAccount) => ({
  userName: account.loginName,
  suppplierCode: account.supplierCode ?? account.corpCode,
  suppplierName: account.supplierName ?? account.corpName,
});

export const toSessionTokens = (issued: TIssuedSession, account: TAccount): TSessionTokens => ({
  tokenType: TOKEN_TYPE,
  value: issued.accessToken,
  refreshToken: issued.refreshToken,
  expiresIn: issued.expiresIn,
  ...supplierFields(account),
  ...(account.mustChangePassword ? { mustChangePassword: true as const } : {}),
});

export const requireAccount = async ({ db }: TLoginContext, accountId: number) => {
  const account = await findAccountById(db, accountId);
  if (!account || !account.enabled) throw new AppError('unauthorized', authMessages.tmpTokenInvalid);
  return account;
};

export const startSession = async (
  { sessions, audit }: TLoginContext,
  account: TAccount,
  context: TCallContext,
  method: string,
) => {
  const issued = await sessions.create({ id: account.id, loginName: account.loginName });
  await audit.record({
    event: 'login-success',
    loginName: account.loginName,
    accountId: account.id,
    ip: context.ip,
    detail: { method },
  });
  return toSessionTokens(issued, account);
};
