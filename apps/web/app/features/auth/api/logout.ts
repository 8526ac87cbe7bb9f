import { logout } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import { forgetViewer } from '../../../lib/viewer';

/** Revokes the session everywhere and clears its cookie (silently: an expired one is gone already). */
export const logoutAndForget = async () => {
  await apiClient.request(logout, {}, { hideErrMsg: true }).catch(() => undefined);
  forgetViewer();
};
