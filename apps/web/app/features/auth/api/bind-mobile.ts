import { bindMobile, type TBindMobileRequest } from '@supportal/contract';
import { apiClient, type TRequestOptions } from '../../../lib/api-client';

export const postBindMobile = (body: TBindMobileRequest, options?: TRequestOptions) =>
  apiClient.request(bindMobile, { body }, options);
