import { MAX_PASSWORD_LENGTH } from '@supportal/contract';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { newPasswordRule, repeatRule } from '../lib/password-rules';
import { authMessages } from '../messages';

type TNewPasswordFieldsProps = {
  /** The login name the password must not contain, read when the rule runs (it may be typed meanwhile). */
  loginName: () => string;
  labels?: { newPassword: string; confirmPassword: string };
  /** Shown under the new password (the policy). */
  extra?: ReactNode;
};

/**
 * A new password and its repeat (form values `newPassword`, `confirmPassword`): the policy checked as
 * the server will, the repeat against the first. Used where a password is changed, reset or chosen at
 * registration.
 */
export function NewPasswordFields({
  loginName,
  labels = { newPassword: authMessages.newPasswordLabel, confirmPassword: authMessages.confirmPasswordLabel },
  extra,
}: TNewPasswordFieldsProps) {
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item
        name="newPassword"
        label={labels.newPassword}
        extra={extra}
        rules={[newPasswordRule(loginName)]}
      >
        <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={labels.confirmPassword}
        dependencies={['newPassword']}
        rules={[repeatRule(form)]}
      >
        <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />
      </Form.Item>
    </>
  );
}
