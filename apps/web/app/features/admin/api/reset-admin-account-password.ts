import { resetAdminAccountPassword } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** A new password for the account, shown once; its sessions end. */
export const resetAccountPassword = (id: string): Promise<string> =>
  apiClient.request(resetAdminAccountPassword, { body: { id } }).then((data) => data.initialPassword);
