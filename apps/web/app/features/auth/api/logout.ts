import { logout } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import { clearLoginSession } from '../lib/auth-session';

/** Revokes the session on the server (silently: an expired one is gone already) and forgets it here. */
export const logoutAndForget = async () => {
  await apiClient.request(logout, {}, { hideErrMsg: true }).catch(() => undefined);
  clearLoginSession();
};
