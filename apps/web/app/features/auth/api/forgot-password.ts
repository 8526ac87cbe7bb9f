import {
  forgotPasswordCode,
  resetPassword,
  type TForgotPasswordCodeRequest,
  type TResetPasswordRequest,
} from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** 忘记密码 step 1: the same answer whether or not the account exists; errors return to the form. */
export const postForgotPasswordCode = (body: TForgotPasswordCodeRequest) =>
  apiClient.request(forgotPasswordCode, { body }, { hideErrMsg: true });

/** 忘记密码 step 2: code and the new password twice (encrypted). */
export const postResetPassword = (body: TResetPasswordRequest) =>
  apiClient.request(resetPassword, { body }, { hideErrMsg: true });
