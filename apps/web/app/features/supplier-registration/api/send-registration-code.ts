import { sendRegistrationCode, type TEndpointInput } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Sends the code to the contact mobile (the captcha answered); errors return to the form. */
export const postRegistrationCode = (body: TEndpointInput<typeof sendRegistrationCode>['body']) =>
  apiClient.request(sendRegistrationCode, { body }, { hideErrMsg: true });
