import { updateSubAccount as updateSubAccountCall, type TSubAccount } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

export type TSubAccountValues = {
  displayName: string;
  mobile?: string;
  email?: string;
  authorityCodes: string[];
};

export const updateSubAccount = (id: string, values: TSubAccountValues): Promise<TSubAccount> =>
  apiClient.request(updateSubAccountCall, { body: { id, ...values } }, { area: 'supplierPortal' });
