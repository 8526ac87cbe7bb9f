import { queryRegistrationStatus, type TEndpointData, type TEndpointInput } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

export type TRegistrationStatus = TEndpointData<typeof queryRegistrationStatus>;

/** 注册进度: application number and the verified mobile; errors return to the form. */
export const postRegistrationStatusQuery = (body: TEndpointInput<typeof queryRegistrationStatus>['body']) =>
  apiClient.request(queryRegistrationStatus, { body }, { hideErrMsg: true });
