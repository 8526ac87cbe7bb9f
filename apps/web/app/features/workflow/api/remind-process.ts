import { remindProcess, type TEndpointData, type TEndpointInput } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Remind whoever holds the current step; the answer says when the next reminder may go. */
export const remindTask = (
  body: TEndpointInput<typeof remindProcess>['body'],
): Promise<TEndpointData<typeof remindProcess>> =>
  apiClient.request(remindProcess, { body }, { area: 'supplierPortal' });
