import { resubmitRegistration, type TEndpointInput } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Resubmits a returned application through its correction link; errors return to the form. */
export const postRegistrationCorrection = (body: TEndpointInput<typeof resubmitRegistration>['body']) =>
  apiClient.request(resubmitRegistration, { body }, { hideErrMsg: true });
