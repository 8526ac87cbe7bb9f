import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  LOGIN_RSP,
  MIN_PASSWORD_LENGTH,
  PIN_CHANNELS,
  SECOND_AUTH,
  SMS_RESEND_SECONDS,
  TOKEN_TYPE,
  type TLoginResult,
  type TPinChannel,
  type TSessionTokens,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TCallContext, TCallSession } from '../../lib/endpoint/index.js';
import type { TRateLimiter } from '../../plugins/rate-limit.js';
import { hashToken, type TIssuedSession, type TSessionService } from '../../plugins/session.js';
import type { TSessionStore } from '../../plugins/session-store.js';
import type { TAuditLog } from '../audit/index.js';
import {
  findAccountById,
  findAccountByLoginName,
  updateAccountMobile,
  type TAccount,
} from '../users/index.js';
import { AUTH_RATE_RULES, TMP_TOKEN_TTL_MS } from './auth-limits.js';
import type { TCaptchaService } from './captcha.js';
import { maskEmail, maskMobile } from './masking.js';
import { createPasswordFailures } from './password-failures.js';
import { authMessages } from './messages.js';
import type { TPasswordDecryptor } from './password-decryptor.js';
import { verifyAgainstDummy, verifyPassword } from './password-hash.js';
import type { TVerificationCodes } from './verification-codes.js';

export type TLoginServiceDeps = {
  db: TDatabase;
  store: TSessionStore;
  captcha: TCaptchaService;
  decryptor: TPasswordDecryptor;
  sessions: TSessionService;
  limiter: TRateLimiter;
  audit: TAuditLog;
  /** The one-time codes of the second factor (shared with other confirmations). */
  codes: TVerificationCodes;
  /** Waits after wrong passwords from one address (PASSWORD_FAILURE_DELAYS_MS unless given). */
  passwordFailureDelaysMs?: readonly number[] | undefined;
};

/** What a TMPTOKEN stands for: the password was right, one more step is pending. */
type TPendingLogin = { accountId: number; userName: string; purpose: 'second-factor' | 'bind-mobile' };

const newSecret = () => randomBytes(32).toString('base64url');
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

const accountKey = (userName: string) => userName.trim().toLowerCase();
const pendingKey = (tmpToken: string) => `pending-login:${hashToken(tmpToken)}`;
const pinKey = (tmpToken: string) => `pin:${hashToken(tmpToken)}`;
const ssoTicketKey = (ticket: string) => `sso-ticket:${hashToken(ticket)}`;

const supplierFields = (account: TAccount) => ({
  userName: account.loginName,
  suppplierCode: account.supplierCode ?? account.corpCode,
  suppplierName: account.supplierName ?? account.corpName,
});

export const toSessionTokens = (issued: TIssuedSession, account: TAccount): TSessionTokens => ({
  tokenType: TOKEN_TYPE,
  value: issued.accessToken,
  refreshToken: issued.refreshToken,
  expiresIn: issued.expiresIn,
  ...supplierFields(account),
});

export type TLoginService = ReturnType<typeof createLoginService>;

/** The login flow of spec section 4 and the session calls around it. */
export const createLoginService = (deps: TLoginServiceDeps) => {
  const { db, store, limiter, audit } = deps;
  const passwordFailures = createPasswordFailures(store, audit, deps.passwordFailureDelaysMs);
  const { codes } = deps;

  const requireAccount = async (accountId: number) => {
    const account = await findAccountById(db, accountId);
    if (!account || !account.enabled) throw new AppError('unauthorized', authMessages.tmpTokenInvalid);
    return account;
  };

  const startSession = async (account: TAccount, context: TCallContext, method: string) => {
    const issued = await deps.sessions.create({ id: account.id, loginName: account.loginName });
    await audit.record({
      event: 'login-success',
      loginName: account.loginName,
      accountId: account.id,
      ip: context.ip,
      detail: { method },
    });
    return toSessionTokens(issued, account);
  };

  /** Uses up a getToken ticket (single use) given with its account name; supplierCode must match when given. */
  const redeemSsoTicket = async (
    query: { accId: string; supplierCode?: string; token: string },
    context: TCallContext,
  ): Promise<TAccount> => {
    await limiter.hit(AUTH_RATE_RULES.ssoPerIp, context.ip);
    const stored = await store.take(ssoTicketKey(query.token));
    const ticket = stored
      ? (JSON.parse(stored) as { accountId: number; accId: string; supplierCode: string })
      : null;
    if (
      !ticket ||
      accountKey(ticket.accId) !== accountKey(query.accId) ||
      (query.supplierCode !== undefined && ticket.supplierCode !== query.supplierCode)
    ) {
      await audit.record({
        event: 'login-failure',
        loginName: query.accId,
        ip: context.ip,
        detail: { reason: 'sso-ticket' },
      });
      throw new AppError('unauthorized', authMessages.ssoTicketInvalid);
    }
    return requireAccount(ticket.accountId);
  };

  /**
   * Rate limits, captcha, this address's wait after wrong passwords, then the password: the account
   * when it is right. Unknown names cost the same time and are counted like real ones, so neither
   * reveals which names exist.
   */
  const checkPassword = async (
    input: { userName: string; password: string; captcha?: { sessionId: string; answer: string } },
    context: TCallContext,
  ): Promise<TAccount> => {
    const { userName } = input;
    await limiter.hit(AUTH_RATE_RULES.loginPerIp, context.ip, authMessages.tooManyLogins);
    const fail = (reason: string, accountId?: number) =>
      audit.record({
        event: 'login-failure',
        loginName: userName,
        accountId,
        ip: context.ip,
        detail: { reason },
      });

    if (input.captcha && !(await deps.captcha.verify(input.captcha.sessionId, input.captcha.answer))) {
      await fail('captcha');
      throw new AppError('badRequest', authMessages.wrongCaptcha);
    }
    // Counted only past the captcha, so floods of junk cannot keep the owner out; per address, so a
    // stranger's attempts never use up the owner's.
    await limiter.hit(
      AUTH_RATE_RULES.loginPerAccountAndIp,
      `${accountKey(userName)}|${context.ip}`,
      authMessages.tooManyLogins,
    );
    await passwordFailures.beforeCheck(userName, context.ip);
    const password = await deps.decryptor.decrypt(input.password);
    if (password === null) throw new AppError('badRequest', authMessages.passwordUnreadable);
    if ([...password].length < MIN_PASSWORD_LENGTH) {
      throw new AppError('badRequest', authMessages.passwordTooShort);
    }

    const account = await findAccountByLoginName(db, userName);
    const passwordRight = account
      ? await verifyPassword(password, account.passwordHash)
      : await verifyAgainstDummy(password);
    if (!account || !passwordRight) {
      await fail(account ? 'password' : 'unknown-account', account?.id);
      await passwordFailures.failed(userName, context.ip, account);
      throw new AppError('unauthorized', authMessages.wrongCredentials);
    }
    if (!account.enabled) {
      await fail('disabled', account.id);
      throw new AppError('forbidden', authMessages.accountDisabled);
    }
    await passwordFailures.succeeded(userName, context.ip);
    return account;
  };

  const startPendingLogin = async (account: TAccount, purpose: TPendingLogin['purpose']) => {
    const tmpToken = newSecret();
    const pending: TPendingLogin = { accountId: account.id, userName: account.loginName, purpose };
    await store.set(pendingKey(tmpToken), JSON.stringify(pending), TMP_TOKEN_TTL_MS);
    return tmpToken;
  };

  const readPendingLogin = async (tmpToken: string, purpose: TPendingLogin['purpose']) => {
    const stored = await store.get(pendingKey(tmpToken));
    const pending = stored ? (JSON.parse(stored) as TPendingLogin) : null;
    if (!pending || pending.purpose !== purpose) {
      throw new AppError('unauthorized', authMessages.tmpTokenInvalid);
    }
    return pending;
  };

  return {
    /** Mode 'password': captcha and password; a session, a TMPTOKEN for the code step, or RSP '102'. */
    passwordStep: async (
      form: { userName: string; password: string; sessionId: string; verifyCode: string; deptCode?: string },
      context: TCallContext,
    ): Promise<TLoginResult> => {
      const account = await checkPassword(
        {
          userName: form.userName,
          password: form.password,
          captcha: { sessionId: form.sessionId, answer: form.verifyCode },
        },
        context,
      );
      if (account.secondAuth && !account.mobile && !account.email) {
        await audit.record({
          event: 'login-failure',
          loginName: account.loginName,
          accountId: account.id,
          ip: context.ip,
          detail: { reason: 'no-contact' },
        });
        return {
          RSP: LOGIN_RSP.noContact,
          SECONDAUTH: SECOND_AUTH.required,
          TMPTOKEN: await startPendingLogin(account, 'bind-mobile'),
          ...supplierFields(account),
        };
      }
      if (account.secondAuth) {
        return {
          RSP: LOGIN_RSP.success,
          SECONDAUTH: SECOND_AUTH.required,
          TMPTOKEN: await startPendingLogin(account, 'second-factor'),
          ...supplierFields(account),
        };
      }
      return {
        RSP: LOGIN_RSP.success,
        SECONDAUTH: SECOND_AUTH.notRequired,
        ...(await startSession(account, context, 'password')),
      };
    },

    /** Mode 'queryUser': where a code can go, masked. */
    queryUser: async (form: { tmpToken: string }): Promise<TLoginResult> => {
      const pending = await readPendingLogin(form.tmpToken, 'second-factor');
      const account = await requireAccount(pending.accountId);
      return {
        RSP: LOGIN_RSP.success,
        SECONDAUTH: SECOND_AUTH.required,
        ...supplierFields(account),
        ...(account.mobile ? { mobile: maskMobile(account.mobile) } : {}),
        ...(account.email ? { email: maskEmail(account.email) } : {}),
      };
    },

    /** Mode 'sendPin': a new 6-digit code, at most once per 60 s per account and channel. */
    sendPin: async (
      form: { tmpToken: string; type: TPinChannel },
      context: TCallContext,
    ): Promise<TLoginResult> => {
      const pending = await readPendingLogin(form.tmpToken, 'second-factor');
      const account = await requireAccount(pending.accountId);
      const sent = await codes.send(
        pinKey(form.tmpToken),
        account,
        form.type,
        { subject: authMessages.pinSubject, text: authMessages.pinText },
        context,
      );
      return {
        RSP: LOGIN_RSP.success,
        SECONDAUTH: SECOND_AUTH.required,
        resendAfterSeconds: SMS_RESEND_SECONDS,
        ...(sent.channel === 'sms' ? { mobile: sent.masked } : { email: sent.masked }),
      };
    },

    /** Mode 'checkPin': the code, at most 5 tries, used once; then the session. */
    checkPin: async (
      form: { tmpToken: string; type: TPinChannel; smsCode: string },
      context: TCallContext,
    ): Promise<TLoginResult> => {
      const pending = await readPendingLogin(form.tmpToken, 'second-factor');
      const failure = await codes.check(
        pinKey(form.tmpToken),
        { accountId: pending.accountId, loginName: pending.userName, type: form.type, code: form.smsCode },
        context,
      );
      if (failure)
        throw new AppError(failure.reason === 'not-sent' ? 'badRequest' : 'unauthorized', failure.message);
      // Taking the TMPTOKEN too makes it single-use even when two instances race.
      if ((await store.take(pendingKey(form.tmpToken))) === null) {
        throw new AppError('unauthorized', authMessages.tmpTokenInvalid);
      }
      const account = await requireAccount(pending.accountId);
      const method = form.type === PIN_CHANNELS.mobile ? 'password+sms' : 'password+email';
      return {
        RSP: LOGIN_RSP.success,
        SECONDAUTH: SECOND_AUTH.required,
        ...(await startSession(account, context, method)),
      };
    },

    /** Binds a mobile to an account without contact (after RSP '102'); the user then logs in again. */
    bindMobile: async (
      body: { userName: string; mobile: string; tmpToken: string },
      context: TCallContext,
    ) => {
      await limiter.hit(AUTH_RATE_RULES.bindMobilePerIp, context.ip);
      const pending = await readPendingLogin(body.tmpToken, 'bind-mobile');
      if (accountKey(pending.userName) !== accountKey(body.userName)) {
        throw new AppError('unauthorized', authMessages.tmpTokenInvalid);
      }
      const account = await requireAccount(pending.accountId);
      if (account.mobile) throw new AppError('badRequest', authMessages.bindNotAllowed);
      if ((await store.take(pendingKey(body.tmpToken))) === null) {
        throw new AppError('unauthorized', authMessages.tmpTokenInvalid);
      }
      await updateAccountMobile(db, account.id, body.mobile);
      const masked = maskMobile(body.mobile);
      await audit.record({
        event: 'mobile-bound',
        loginName: account.loginName,
        accountId: account.id,
        ip: context.ip,
        detail: { mobile: masked },
      });
      return { RSP: LOGIN_RSP.success, userName: account.loginName, mobile: masked };
    },

    /** A new token pair for a refresh token, which is then used up. */
    refresh: async (refreshToken: string, context: TCallContext): Promise<TSessionTokens> => {
      await limiter.hit(AUTH_RATE_RULES.refreshPerIp, context.ip);
      const issued = await deps.sessions.refresh(refreshToken);
      if (!issued) throw new AppError('unauthorized', authMessages.refreshInvalid);
      const account = await findAccountById(db, issued.session.accountId);
      if (!account || !account.enabled) {
        await deps.sessions.revoke(issued.session);
        throw new AppError('unauthorized', authMessages.refreshInvalid);
      }
      return toSessionTokens(issued, account);
    },

    /** getToken: a single-use ticket another system trades for a session at login4SSO. */
    issueSsoTicket: async (account: TAccount, context: TCallContext, ttlSeconds: number) => {
      const ticket = newSecret();
      const supplierCode = account.supplierCode ?? account.corpCode;
      await store.set(
        ssoTicketKey(ticket),
        JSON.stringify({ accountId: account.id, accId: account.loginName, supplierCode }),
        ttlSeconds * 1000,
      );
      await audit.record({
        event: 'sso-ticket',
        loginName: account.loginName,
        accountId: account.id,
        ip: context.ip,
      });
      return { accId: account.loginName, supplierCode, token: ticket, expiresIn: ttlSeconds };
    },

    login4Sso: async (
      query: { accId: string; supplierCode?: string; token: string },
      context: TCallContext,
    ): Promise<TSessionTokens> => startSession(await redeemSsoTicket(query, context), context, 'sso-ticket'),

    /**
     * The task window's hand-off: the ticket proves the window was opened by the portal for this
     * account. A browser already logged in as that account keeps its session; otherwise the ticket
     * starts one (null when none was needed).
     */
    taskWindowSession: async (
      query: { accId: string; token: string },
      currentAccountId: number | null,
      context: TCallContext,
    ): Promise<TSessionTokens | null> => {
      const account = await redeemSsoTicket(query, context);
      return account.id === currentAccountId ? null : startSession(account, context, 'task-window');
    },

    /** /login/login: a trusted system with the shared secret logs in an account without second factor. */
    ssoLogin: async (
      body: { userId: string; password: string; secretKey: string },
      context: TCallContext,
      configuredSecret: string | undefined,
    ): Promise<TSessionTokens> => {
      if (!configuredSecret) throw new AppError('forbidden', authMessages.ssoDisabled);
      if (!sameSecret(body.secretKey, configuredSecret)) {
        await limiter.hit(AUTH_RATE_RULES.loginPerIp, context.ip, authMessages.tooManyLogins);
        throw new AppError('forbidden', authMessages.ssoSecretWrong);
      }
      const account = await checkPassword({ userName: body.userId, password: body.password }, context);
      if (account.secondAuth) throw new AppError('forbidden', authMessages.ssoSecondAuth);
      return startSession(account, context, 'sso-login');
    },

    logout: async (session: TCallSession, context: TCallContext) => {
      await deps.sessions.revoke(session);
      await audit.record({
        event: 'logout',
        loginName: session.userName,
        accountId: session.accountId,
        ip: context.ip,
      });
    },
  };
};
