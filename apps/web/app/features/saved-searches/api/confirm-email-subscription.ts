import { confirmEmailSubscription } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** The confirmation link of a subscription mail. */
export const confirmSubscription = (token: string) =>
  apiClient.request(confirmEmailSubscription, { body: { token } }, { hideErrMsg: true });
