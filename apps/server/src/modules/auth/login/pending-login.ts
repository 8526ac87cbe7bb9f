import { AppError } from '../../../lib/app-error.js';
import { hashToken } from '../../../plugins/session.js';
import type { TAccount } from '../../users/index.js';
import { TMP_TOKEN_TTL_MS } from '../auth-limits.js';
import { authMessages } from '../messages.js';
import { newSecret, type TLoginContext } from './login-context.js';

/** What a TMPTOKEN stands for: the password was right, one more step is pending. */
type TPendingLogin = { accountId: number; userName: string; purpose: 'second-factor' | 'bind-mobile' };

export const pendingKey = (tmpToken: string) => `pending-login:${hashToken(tmpToken)}`;

export const startPendingLogin = async (
  { store }: TLoginContext,
  account: TAccount,
  purpose: TPendingLogin['purpose'],
) => {
  const tmpToken = newSecret();
  const pending: TPendingLogin = { accountId: account.id, userName: account.loginName, purpose };
  await store.set(pendingKey(tmpToken), JSON.stringify(pending), TMP_TOKEN_TTL_MS);
  return tmpToken;
};

export const readPendingLogin = async (
  { store }: TLoginContext,
  tmpToken: string,
  purpose: TPendingLogin['purpose'],
) => {
  const stored = await store.get(pendingKey(tmpToken));
  const pending = stored ? (JSON.parse(stored) as TPendingLogin) : null;
  if (!pending || pending.purpose !== purpose) {
    throw new AppError('unauthorized', authMessages.tmpTokenInvalid);
  }
  return pending;
};
