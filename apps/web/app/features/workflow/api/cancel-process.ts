import { cancelProcess, type TEndpointInput, type TProcessPosition } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Cancel the application (the roll-back of edit mode; a reason is required). */
export const cancelTaskProcess = (
  body: TEndpointInput<typeof cancelProcess>['body'],
): Promise<TProcessPosition> => apiClient.request(cancelProcess, { body }, { area: 'supplierPortal' });
