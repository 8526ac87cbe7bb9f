import type { TSessionTokens, TUserInfo } from '@supportal/contract';
import { SESSION_KEYS, toSessionToken } from '../../../lib/session-storage';

/** Who is logged in, as the login answer named them (session key loginUser). */
export type TLoginUser = { userName: string; suppplierCode: string; suppplierName: string };

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

const readJson = <T>(key: string): T | null => {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
};

/** After a successful login: the token (tokenType value) and who logged in; the TMPTOKEN is done. */
export const saveLoginSession = (tokens: Pick<TSessionTokens, 'tokenType' | 'value'> & TLoginUser) => {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.token, toSessionToken(tokens.tokenType, tokens.value));
  const user: TLoginUser = {
    userName: tokens.userName,
    suppplierCode: tokens.suppplierCode,
    suppplierName: tokens.suppplierName,
  };
  store.setItem(SESSION_KEYS.loginUser, JSON.stringify(user));
  store.removeItem(SESSION_KEYS.loginToken);
};

/** The TMPTOKEN of a login waiting for its second step (spec section 4, step 3). */
export const saveTmpToken = (tmpToken: string) => storage()?.setItem(SESSION_KEYS.loginToken, tmpToken);

export const saveUserInfo = (info: TUserInfo) =>
  storage()?.setItem(SESSION_KEYS.newUserInfo, JSON.stringify(info));

export const readLoginUser = () => readJson<TLoginUser>(SESSION_KEYS.loginUser);
export const readUserInfo = () => readJson<TUserInfo>(SESSION_KEYS.newUserInfo);

/** Logout and expired sessions: every key of spec section 3 goes. */
export const clearLoginSession = () => {
  const store = storage();
  for (const key of Object.values(SESSION_KEYS)) store?.removeItem(key);
};
