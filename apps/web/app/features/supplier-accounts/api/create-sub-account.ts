import { createSubAccount as createSubAccountCall, type TEndpointData } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import type { TSubAccountValues } from './update-sub-account';

export type TCreatedSubAccount = TEndpointData<typeof createSubAccountCall>;

/** A new sub-account; its initial password comes back this once. */
export const createSubAccount = (
  values: TSubAccountValues & { loginName: string },
): Promise<TCreatedSubAccount> =>
  apiClient.request(createSubAccountCall, { body: values }, { area: 'supplierPortal' });
