import type { TDatabase } from '../../db/database.js';
import type { TRateLimiter } from '../../plugins/rate-limit.js';
import type { TSessionService } from '../../plugins/session.js';
import type { TSessionStore } from '../../plugins/session-store.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import type { TCaptchaService } from './captcha.js';
import type { TPasswordDecryptor } from './password-decryptor.js';
import type { TVerificationCodes } from './verification-codes.js';

/** The services login, password change and password reset work with (built once, shared). */
export type TAuthServices = {
  db: TDatabase;
  store: TSessionStore;
  captcha: TCaptchaService;
  decryptor: TPasswordDecryptor;
  sessions: TSessionService;
  limiter: TRateLimiter;
  audit: TAuditLog;
  /** The one-time codes of the second factor (shared with other confirmations). */
  codes: TVerificationCodes;
};
