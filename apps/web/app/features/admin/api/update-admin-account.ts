import { updateAdminAccount, type TAccountChanges, type TAdminAccount } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Name and contacts; org, level and roles of a staff account. */
export const updateAccount = (changes: TAccountChanges): Promise<TAdminAccount> =>
  apiClient.request(updateAdminAccount, { body: changes });
