import { subscribeEmail, type TEndpointInput } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** A visitor's e-mail subscription: the server sends a confirmation mail first (double opt-in). */
export const subscribeByEmail = (body: TEndpointInput<typeof subscribeEmail>['body']) =>
  apiClient.request(subscribeEmail, { body }, { hideErrMsg: true });
