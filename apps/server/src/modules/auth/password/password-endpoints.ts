import {
  changePassword,
  forgotPasswordCode,
  resetPassword,
  sendChangePasswordCode,
} from '@supportal/contract';
import { AppError } from '../../../lib/app-error.js';
import { bindEndpoint, type TCallContext } from '../../../lib/endpoint/index.js';
import { passwordChange } from './change-password.js';
import { passwordRecovery } from './forgot-password.js';
import type { TAuthServices } from '../auth-services.js';

const sessionOf = (context: TCallContext) => {
  if (!context.session) throw new AppError('unauthorized');
  return context.session;
};

/** 修改密码 (with its code) and 忘记密码 (code, then the new password). */
export const passwordEndpoints = (deps: TAuthServices) => {
  const change = passwordChange(deps);
  const recovery = passwordRecovery(deps);
  return [
    bindEndpoint(sendChangePasswordCode, async ({ body }, context) =>
      change.sendChangeCode(body.type, sessionOf(context), context),
    ),
    bindEndpoint(changePassword, async ({ body }, context) =>
      change.changePassword(body, sessionOf(context), context),
    ),
    bindEndpoint(forgotPasswordCode, async ({ body }, context) => recovery.sendResetCode(body, context)),
    bindEndpoint(resetPassword, async ({ body }, context) => recovery.resetPassword(body, context)),
  ];
};
