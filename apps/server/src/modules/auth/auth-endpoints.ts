import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  bindMobile,
  getPublicKey,
  getToken,
  getVerifyCode,
  login4Sso,
  loginInfo,
  logout,
  LOGIN_ATTEMPT_TTL_SECONDS,
  PASSWORD_ENCRYPTION,
  portalLogin,
  refreshToken,
  ssoLogin,
  userMobileAccountSyncTo4a,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { bindEndpoint, registerDownloadEndpoint, type TCallContext } from '../../lib/endpoint/index.js';
import type { TRateLimiter } from '../../plugins/rate-limit.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import { sessionAccount } from '../users/index.js';
import { AUTH_RATE_RULES, SSO_TICKET_TTL_SECONDS } from './auth-limits.js';
import { forgetBrowserSession, handOverSession } from './browser-session.js';
import type { TCaptchaService } from './captcha.js';
import type { TLoginService } from './login-service.js';
import { maskMobile } from '../../lib/masking.js';
import { authMessages } from './messages.js';
import type { TPasswordDecryptor } from './password-decryptor.js';

export type TAuthEndpointDeps = {
  db: TDatabase;
  login: TLoginService;
  captcha: TCaptchaService;
  decryptor: TPasswordDecryptor;
  limiter: TRateLimiter;
  audit: TAuditLog;
  ssoSecretKey: string | undefined;
};

const requireSession = (context: TCallContext) => {
  if (!context.session) throw new AppError('unauthorized');
  return context.session;
};

export const authEndpoints = (deps: TAuthEndpointDeps) => {
  const { db, login, limiter } = deps;
  return [
    bindEndpoint(getPublicKey, async (_input, context) => {
      await limiter.hit(AUTH_RATE_RULES.publicKeyPerIp, context.ip, authMessages.tooManyCaptchas);
      const sessionId = randomBytes(24).toString('base64url');
      await deps.captcha.startAttempt(sessionId, LOGIN_ATTEMPT_TTL_SECONDS * 1000);
      return { publicKey: await deps.decryptor.publicKeyPem(), sessionId, encryption: PASSWORD_ENCRYPTION };
    }),

    bindEndpoint(portalLogin, async ({ body }, context) => {
      switch (body.loginMode) {
        case 'password':
          return handOverSession(await login.passwordStep(body, context), context);
        case 'queryUser':
          return login.queryUser(body);
        case 'sendPin':
          return login.sendPin(body, context);
        case 'checkPin':
          return handOverSession(await login.checkPin(body, context), context);
      }
    }),

    bindEndpoint(bindMobile, async ({ body }, context) => login.bindMobile(body, context)),

    bindEndpoint(refreshToken, async ({ body }, context) => login.refresh(body.refreshToken, context)),

    bindEndpoint(getToken, async (_input, context) => ({
      additionalInformation: await login.issueSsoTicket(
        await sessionAccount(db, context.session),
        context,
        SSO_TICKET_TTL_SECONDS,
      ),
    })),

    bindEndpoint(userMobileAccountSyncTo4a, async (_input, context) => {
      const account = await sessionAccount(db, context.session);
      if (!account.mobile) throw new AppError('badRequest', authMessages.noMobile);
      // No 4A system is reachable from here: the request is recorded for the 4A side to pick up.
      await deps.audit.record({
        event: 'mobile-sync-4a',
        loginName: account.loginName,
        accountId: account.id,
        ip: context.ip,
        detail: { mobile: maskMobile(account.mobile) },
      });
      return {
        userName: account.loginName,
        mobile: maskMobile(account.mobile),
        syncedAt: formatChinaTime(new Date()) ?? '',
      };
    }),

    bindEndpoint(ssoLogin, async ({ body }, context) => login.ssoLogin(body, context, deps.ssoSecretKey)),

    bindEndpoint(login4Sso, async ({ query }, context) => login.login4Sso(query, context)),

    bindEndpoint(loginInfo, async (_input, context) => {
      const session = requireSession(context);
      const account = await sessionAccount(db, session);
      return {
        uid: String(account.id),
        userName: account.loginName,
        name: account.displayName,
        suppplierCode: account.supplierCode ?? account.corpCode,
        suppplierName: account.supplierName ?? account.corpName,
        loginAt: formatChinaTime(new Date(session.createdAt)) ?? '',
        expiresAt: formatChinaTime(new Date(session.expiresAt)) ?? '',
      };
    }),

    bindEndpoint(logout, async (_input, context) => {
      await login.logout(requireSession(context), context);
      forgetBrowserSession(context);
      return { loggedOut: true as const };
    }),
  ];
};

const sendPng = (reply: FastifyReply, png: Buffer) =>
  reply
    .header('content-type', 'image/png')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(png);

/** The captcha image: PNG bytes on success, the envelope on errors. Never cached. */
export const registerCaptchaRoute = (app: FastifyInstance, deps: TAuthEndpointDeps) =>
  registerDownloadEndpoint(
    app,
    getVerifyCode,
    { produces: 'image/png', errorStatuses: [400, 429] },
    async (query, context, reply) => {
      await deps.limiter.hit(AUTH_RATE_RULES.captchaPerIp, context.ip, authMessages.tooManyCaptchas);
      return sendPng(reply, await deps.captcha.issue(query.sessionId));
    },
  );
