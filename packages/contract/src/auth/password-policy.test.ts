import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { newPasswordProblem, PASSWORD_POLICY_MESSAGES as MESSAGES } from './password-policy.js';

describe('the policy for new passwords', () => {
  it('accepts 8 or more characters with letters and digits', () => {
    expect(newPasswordProblem('Harbour42light', 'zhang_san')).toBeNull();
    expect(newPasswordProblem('a1b2c3d4', 'zhang_san')).toBeNull();
  });

  it('names the first problem in Chinese', () => {
    expect(newPasswordProblem('', 'x')).toBe(MESSAGES.required);
    expect(newPasswordProblem('abc1234', 'x')).toBe(MESSAGES.tooShort);
    expect(newPasswordProblem(`a1${'x'.repeat(60)}`, 'x')).toBe(MESSAGES.tooLong);
    expect(newPasswordProblem('abcdefgh', 'x')).toBe(MESSAGES.lettersAndDigits);
    expect(newPasswordProblem('12345678', 'x')).toBe(MESSAGES.lettersAndDigits);
    expect(newPasswordProblem('Supplier2026', ' supplier2026 ')).toBe(MESSAGES.sameAsLoginName);
  });

  it('refuses every shipped common password whatever its case', () => {
    for (const common of COMMON_PASSWORDS) {
      const problem = newPasswordProblem(common.toUpperCase(), 'x');
      // Those the other rules already refuse need not be on the list, but none may pass.
      expect(problem, common).not.toBeNull();
    }
    expect(newPasswordProblem('Password123', 'x')).toBe(MESSAGES.common);
  });
});
