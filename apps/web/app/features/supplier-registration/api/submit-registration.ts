import { submitRegistration, type TEndpointData, type TEndpointInput } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

export type TRegistrationReceipt = TEndpointData<typeof submitRegistration>;

/** Submits the application into 准入审核; errors return to the form. */
export const postRegistration = (body: TEndpointInput<typeof submitRegistration>['body']) =>
  apiClient.request(submitRegistration, { body }, { hideErrMsg: true });
