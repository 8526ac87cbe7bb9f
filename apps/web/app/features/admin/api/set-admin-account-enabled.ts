import { setAdminAccountEnabled, type TAdminAccount } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Disabling ends the account's sessions at once. */
export const setAccountEnabled = (id: string, enabled: boolean): Promise<TAdminAccount> =>
  apiClient.request(setAdminAccountEnabled, { body: { id, enabled } });
