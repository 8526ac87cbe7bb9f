// The front door of modules/auth: what other parts of the server may use. Its other files are its own.
export { authModule, type TIdentityOptions } from './identity.js';
export { issueInitialPassword, resetToInitialPassword } from './initial-password.js';
export type { TLoginService } from './login-service.js';
export { maskEmail, maskMobile } from '../../lib/masking.js';
export { unlockPasswordFailures } from './password-failures.js';
export { hashPassword, verifyPassword } from './password-hash.js';
export type { TCaptchaService } from './captcha.js';
export type { TPasswordDecryptor } from './password-decryptor.js';
export { checkedNewPassword } from './password/new-password.js';
export type { TCodePurpose, TVerificationCodes } from './verification-codes.js';
