import {
  changePassword,
  sendChangePasswordCode,
  type TChangePasswordRequest,
  type TPinChannel,
} from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** 修改密码; errors come back to the form (shown on their fields), not as a toast. */
export const postChangePassword = (body: TChangePasswordRequest) =>
  apiClient.request(changePassword, { body }, { area: 'supplierPortal', hideErrMsg: true });

/** The change's code to the account's own mobile or e-mail; errors are shown by the request layer. */
export const postSendChangePasswordCode = (type: TPinChannel) =>
  apiClient.request(sendChangePasswordCode, { body: { type } }, { area: 'supplierPortal' });
