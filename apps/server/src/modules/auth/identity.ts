import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TPlatformOptions, TPlatformServices } from '../../plugins/platform-services.js';
import { createCallerResolver } from '../users/index.js';
import { authEndpoints, registerCaptchaRoute } from './auth-endpoints.js';
import { createCaptchaService, type TCaptchaService } from './captcha.js';
import { createLoginService, type TLoginService } from './login-service.js';
import { createPasswordDecryptor, type TPasswordDecryptor } from './password-decryptor.js';
import { passwordEndpoints } from './password/password-endpoints.js';
import { createVerificationCodes, type TVerificationCodes } from './verification-codes.js';

/**
 * What login needs from outside, the platform's store, notifier and session lifetimes included;
 * start-up builds it from the environment, tests pick their own.
 */
export type TIdentityOptions = TPlatformOptions & {
  fixedCaptcha?: string | undefined;
  codeTtlSeconds?: number;
  /** Waits after wrong passwords from one address; tests shorten them. */
  passwordFailureDelaysMs?: readonly number[];
  ssoSecretKey?: string | undefined;
};

const DEFAULT_CODE_TTL_SECONDS = 300;

type TAuthNeeds = {
  db: TDatabase;
  platform: TPlatformServices;
  options: { identity?: TIdentityOptions | undefined };
};

type TAuthProvides = {
  login: TLoginService;
  /** One-time codes to an account's bound mobile or e-mail (second factor, sensitive changes). */
  codes: TVerificationCodes;
  /** The captcha of login attempts and the RSA key of passwords, for public forms beyond login (registration). */
  captcha: TCaptchaService;
  decryptor: TPasswordDecryptor;
};

/**
 * Login and identity: who the caller of each request is, the captcha image, codes and the login calls.
 * Sessions, limits and the audit trail are the platform's (plugins/platform-services.ts).
 */
export const authModule: TModuleManifest<TAuthNeeds, TAuthProvides> = {
  name: 'auth',
  install: async (app, { db, platform, options }) => {
    const { store, limiter, audit, sessions, notifier } = platform;
    const identity = options.identity ?? {};
    app.decorate('resolveCaller', createCallerResolver(db, platform.pagesChanged));
    const captcha = createCaptchaService(store, identity.fixedCaptcha);
    const decryptor = createPasswordDecryptor(db);
    const codes = createVerificationCodes({
      store,
      limiter,
      notifier,
      audit,
      codeTtlSeconds: identity.codeTtlSeconds ?? DEFAULT_CODE_TTL_SECONDS,
    });
    const login = createLoginService({
      db,
      store,
      captcha,
      decryptor,
      sessions,
      limiter,
      audit,
      codes,
      passwordFailureDelaysMs: identity.passwordFailureDelaysMs,
    });
    const deps = { db, login, captcha, decryptor, limiter, audit, ssoSecretKey: identity.ssoSecretKey };
    registerCaptchaRoute(app, deps);
    return {
      endpoints: [
        ...authEndpoints(deps),
        ...passwordEndpoints({ db, store, captcha, decryptor, sessions, limiter, audit, codes }),
      ] as TBoundEndpoint[],
      provides: { login, codes, captcha, decryptor },
    };
  },
};
