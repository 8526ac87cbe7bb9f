import { unlockAdminAccount, type TAdminAccount } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Forgets the account's wrong passwords and waits, from every address. */
export const unlockAccount = (id: string): Promise<TAdminAccount> =>
  apiClient.request(unlockAdminAccount, { body: { id } });
