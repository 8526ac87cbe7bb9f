import { resetSubAccountPassword as resetCall } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** A new password for the sub-account, shown once; its sessions end. */
export const resetSubAccountPassword = (id: string): Promise<string> =>
  apiClient
    .request(resetCall, { body: { id } }, { area: 'supplierPortal' })
    .then((data) => data.initialPassword);
