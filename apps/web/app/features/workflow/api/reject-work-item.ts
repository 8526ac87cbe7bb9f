import { rejectWorkItem, type TEndpointInput, type TProcessPosition } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Reject: the process ends (an opinion is required). */
export const rejectTask = (body: TEndpointInput<typeof rejectWorkItem>['body']): Promise<TProcessPosition> =>
  apiClient.request(rejectWorkItem, { body }, { area: 'supplierPortal' });
