import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './auth-constants.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

/** Shortest new password the policy accepts (the login form's own 3-character check stays as it is). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_POLICY_MESSAGES = {
  required: '请输入新密码',
  tooShort: `新密码至少${NEW_PASSWORD_MIN_LENGTH}位`,
  tooLong: `新密码不能超过${MAX_PASSWORD_LENGTH}位`,
  lettersAndDigits: '新密码须同时包含字母和数字',
  sameAsLoginName: '新密码不能与登录账号相同',
  common: '新密码过于常见，请换一个不易猜到的密码',
  sameAsCurrent: '新密码不能与当前密码相同',
  repeatRequired: '请再次输入新密码',
  mismatch: '两次输入的新密码不一致',
} as const;

const commonPasswords = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

/**
 * The policy for a new password (issue 21): 8–60 characters with letters and digits, not the login
 * name (whatever its case) and not a common password. The server checks the decrypted password with
 * it; the web form checks what the user types with the same schema.
 */
export const newPasswordSchema = (loginName: string) =>
  z
    .string({ error: PASSWORD_POLICY_MESSAGES.required })
    .min(1, { error: PASSWORD_POLICY_MESSAGES.required })
    .superRefine((password, context) => {
      const length = [...password].length;
      const issue = (message: string) => context.addIssue({ code: 'custom', message });
      if (length < NEW_PASSWORD_MIN_LENGTH) return issue(PASSWORD_POLICY_MESSAGES.tooShort);
      if (length > MAX_PASSWORD_LENGTH) return issue(PASSWORD_POLICY_MESSAGES.tooLong);
      if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
        return issue(PASSWORD_POLICY_MESSAGES.lettersAndDigits);
      }
      const lowered = password.toLowerCase();
      if (loginName && lowered === loginName.trim().toLowerCase()) {
        return issue(PASSWORD_POLICY_MESSAGES.sameAsLoginName);
      }
      if (commonPasswords.has(lowered)) issue(PASSWORD_POLICY_MESSAGES.common);
    });

/** The first message the policy has against `password`, or null when it passes. */
export const newPasswordProblem = (password: string, loginName: string): string | null => {
  const result = newPasswordSchema(loginName).safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? PASSWORD_POLICY_MESSAGES.required);
};
