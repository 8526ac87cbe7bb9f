import { approveWorkItem, type TEndpointInput, type TProcessPosition } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Approve (at the edit step: submit); the last step also puts the business result into effect. */
export const approveTask = (
  body: TEndpointInput<typeof approveWorkItem>['body'],
): Promise<TProcessPosition> => apiClient.request(approveWorkItem, { body }, { area: 'supplierPortal' });
