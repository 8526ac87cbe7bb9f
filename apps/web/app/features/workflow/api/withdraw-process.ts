import { withdrawProcess, type TEndpointInput, type TProcessPosition } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Withdraw: take the task back while the next step is untouched. */
export const withdrawTask = (
  body: TEndpointInput<typeof withdrawProcess>['body'],
): Promise<TProcessPosition> => apiClient.request(withdrawProcess, { body }, { area: 'supplierPortal' });
