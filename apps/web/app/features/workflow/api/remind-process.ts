import { remindProcess, type TEndpointInput, type TProcessPosition } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Remind whoever holds the current step. */
export const remindTask = (body: TEndpointInput<typeof remindProcess>['body']): Promise<TProcessPosition> =>
  apiClient.request(remindProcess, { body }, { area: 'supplierPortal' });
