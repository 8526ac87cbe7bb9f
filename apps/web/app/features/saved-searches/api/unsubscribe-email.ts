import { unsubscribeEmail } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** The unsubscribe link of an alert mail. */
export const unsubscribe = (token: string) =>
  apiClient.request(unsubscribeEmail, { query: { token }, body: {} }, { hideErrMsg: true });
