import {
  allowsPasswordChangePending,
  needsApiClient,
  needsSession,
  requiredPermission,
  type TEndpointAccess,
} from '@supportal/contract';
import { AppError } from '../app-error.js';
import type { TCallContext } from './call-context.js';

const ACCOUNT_UNAVAILABLE_MESSAGE = '账号不可用，请重新登录';
const API_CLIENT_MESSAGE = '此接口只接受接口客户端凭证';
export const PASSWORD_CHANGE_PENDING_MESSAGE = '请先修改初始密码：登录密码由他人签发，修改后才能使用其他功能';

/**
 * The access model, enforced for every call (HTTP and in-process alike): 'public' lets anyone in,
 * 'session' needs a live session of an enabled account (401), a permission also needs that
 * authority (403). An account that must change its issued password gets only 'anySession' calls (403).
 */
export const authorize = (access: TEndpointAccess, context: TCallContext): void => {
  if (needsApiClient(access) && !context.apiClient) throw new AppError('unauthorized', API_CLIENT_MESSAGE);
  if (!needsSession(access)) return;
  if (!context.session) throw new AppError('unauthorized');
  if (!context.caller) throw new AppError('unauthorized', ACCOUNT_UNAVAILABLE_MESSAGE);
  if (context.caller.mustChangePassword && !allowsPasswordChangePending(access)) {
    throw new AppError('forbidden', PASSWORD_CHANGE_PENDING_MESSAGE);
  }
  const permission = requiredPermission(access);
  if (permission && !context.caller.permissions.has(permission)) throw new AppError('forbidden');
};
