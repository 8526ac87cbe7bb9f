import { portalLogin, type TLoginForm } from '@supportal/contract';
import { apiClient, type TRequestOptions } from '../../../lib/api-client';

/** The one login call in its four modes (spec section 4); errors are shown by the request layer. */
export const postPortalLogin = (form: TLoginForm, options?: TRequestOptions) =>
  apiClient.request(portalLogin, { body: form }, options);
