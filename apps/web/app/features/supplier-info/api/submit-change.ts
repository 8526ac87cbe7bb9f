import { submitSupplierChange, type TEndpointData, type TEndpointInput } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

export type TSubmittedChange = TEndpointData<typeof submitSupplierChange>;

/** Submits a change request (or resubmits the withdrawn or returned one named by requestId). */
export const submitChange = (
  body: TEndpointInput<typeof submitSupplierChange>['body'],
): Promise<TSubmittedChange> => apiClient.request(submitSupplierChange, { body }, { area: 'supplierPortal' });
