import { returnWorkItem, type TEndpointInput, type TProcessPosition } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Return to an allowed earlier step (an opinion is required). */
export const returnTask = (body: TEndpointInput<typeof returnWorkItem>['body']): Promise<TProcessPosition> =>
  apiClient.request(returnWorkItem, { body }, { area: 'supplierPortal' });
