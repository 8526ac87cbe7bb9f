import { setSubAccountEnabled as setSubAccountEnabledCall, type TSubAccount } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Disabling ends the sub-account's sessions at once (server side). */
export const setSubAccountEnabled = (id: string, enabled: boolean): Promise<TSubAccount> =>
  apiClient.request(setSubAccountEnabledCall, { body: { id, enabled } }, { area: 'supplierPortal' });
