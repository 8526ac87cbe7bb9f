import { PASSWORD_POLICY_MESSAGES } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { newPasswordRule, repeatRule } from './password-rules';

const check = (rule: { validator: (rule: unknown, value: unknown) => Promise<void> }, value: unknown) =>
  rule.validator({}, value).then(
    () => null,
    (error: Error) => error.message,
  );

describe('password rules of the forms', () => {
  it('apply the contract policy with the login name of the moment', async () => {
    let loginName = 'zhang_san';
    const rule = newPasswordRule(() => loginName);
    expect(await check(rule, 'Harbour42light')).toBeNull();
    expect(await check(rule, 'short1')).toBe(PASSWORD_POLICY_MESSAGES.tooShort);
    expect(await check(rule, 'lettersonly')).toBe(PASSWORD_POLICY_MESSAGES.lettersAndDigits);
    expect(await check(rule, 'abcd1234')).toBe(PASSWORD_POLICY_MESSAGES.common);
    loginName = 'wang5678x';
    expect(await check(rule, 'WANG5678X')).toBe(PASSWORD_POLICY_MESSAGES.sameAsLoginName);
    expect(await check(rule, undefined)).toBe(PASSWORD_POLICY_MESSAGES.required);
  });

  it('asks for the same password twice', async () => {
    const form = { getFieldValue: () => 'Harbour42light' };
    expect(await check(repeatRule(form), 'Harbour42light')).toBeNull();
    expect(await check(repeatRule(form), 'Harbour42lighT')).toBe(PASSWORD_POLICY_MESSAGES.mismatch);
    expect(await check(repeatRule(form), '')).toBe(PASSWORD_POLICY_MESSAGES.repeatRequired);
  });
});
