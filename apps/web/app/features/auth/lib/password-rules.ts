import { newPasswordProblem, PASSWORD_POLICY_MESSAGES } from '@supportal/contract';

/** The contract's policy for a new password, as an antd rule: the server checks the same again. */
export const newPasswordRule = (loginName: () => string) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const problem = newPasswordProblem(typeof value === 'string' ? value : '', loginName());
    if (problem) throw new Error(problem);
  },
});

/** The repeat must equal the new password. */
export const repeatRule = (form: { getFieldValue: (name: 'newPassword') => unknown }) => ({
  validator: async (_rule: unknown, value: unknown) => {
    if (!value) throw new Error(PASSWORD_POLICY_MESSAGES.repeatRequired);
    if (value !== form.getFieldValue('newPassword')) throw new Error(PASSWORD_POLICY_MESSAGES.mismatch);
  },
});
