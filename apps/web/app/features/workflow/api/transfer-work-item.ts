import { transferWorkItem, type TEndpointInput, type TProcessPosition } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Hand the task to a colleague of the same unit and role. */
export const transferTask = (
  body: TEndpointInput<typeof transferWorkItem>['body'],
): Promise<TProcessPosition> => apiClient.request(transferWorkItem, { body }, { area: 'supplierPortal' });
