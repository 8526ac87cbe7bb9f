import { Form, Input } from 'antd';
import { formMessages } from './messages';

const messages = formMessages.accountName;

/**
 * 登录名 and 姓名 of an account dialog (staff accounts, supplier sub-accounts): the login name only when
 * the account is created, since it never changes.
 */
export function AccountNameFields({ creating }: { creating: boolean }) {
  return (
    <>
      {creating ? (
        <Form.Item
          name="loginName"
          label={messages.loginName}
          extra={messages.loginNameHint}
          rules={[{ required: true, whitespace: true, message: messages.loginNameRequired }]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
      ) : null}
      <Form.Item
        name="displayName"
        label={messages.displayName}
        rules={[{ required: true, whitespace: true, message: messages.displayNameRequired }]}
      >
        <Input maxLength={50} />
      </Form.Item>
    </>
  );
}
