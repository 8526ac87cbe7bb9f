import { MAX_PASSWORD_LENGTH, type TPinChannel, type TUserInfo } from '@supportal/contract';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { CodeFields, codeChannelOptions } from '../../../components/code-fields/code-fields';
import { useCodeSender } from '../../../components/code-fields/use-code-sender';
import { showFormFailure } from '../../../lib/field-errors';
import { postChangePassword, postSendChangePasswordCode } from '../api/change-password';
import { usePasswordKey } from '../api/password-key';
import { encryptPassword } from '../lib/encrypt-password';
import { authMessages } from '../messages';
import { NewPasswordFields } from './new-password-fields';
import styles from './auth.module.css';

type TChangeValues = {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  type?: TPinChannel;
  smsCode?: string;
};

type TChangePasswordFormProps = { viewer: TUserInfo; onChanged: () => void };

/** 修改密码: current password, the new one twice (the contract's policy), and the code of a second factor. */
export function ChangePasswordForm({ viewer, onChanged }: TChangePasswordFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TChangeValues>();
  const key = usePasswordKey();
  const [saving, setSaving] = useState(false);
  const secondFactor = viewer.secondFactor;
  const channels = codeChannelOptions(secondFactor ?? {});
  const sender = useCodeSender(() => postSendChangePasswordCode(form.getFieldValue('type') as TPinChannel));

  const submit = async (values: TChangeValues) => {
    const publicKey = key.data;
    if (!publicKey) return;
    setSaving(true);
    try {
      const [oldPassword, newPassword, confirmPassword] = await Promise.all(
        [values.oldPassword, values.newPassword, values.confirmPassword].map((text) =>
          encryptPassword(publicKey, text),
        ),
      );
      await postChangePassword({
        oldPassword: oldPassword ?? '',
        newPassword: newPassword ?? '',
        confirmPassword: confirmPassword ?? '',
        ...(secondFactor ? { type: values.type, smsCode: values.smsCode?.trim() } : {}),
      });
      form.resetFields();
      void message.success(authMessages.changed);
      onChanged();
    } catch (error) {
      showFormFailure<TChangeValues>(error, form, (text) => void message.error(text));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.passwordForm}
      requiredMark={false}
      initialValues={{ type: channels[0]?.value }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="oldPassword"
        label={authMessages.oldPasswordLabel}
        rules={[{ required: true, message: authMessages.oldPasswordRequired }]}
      >
        <Input.Password autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} />
      </Form.Item>
      <NewPasswordFields loginName={() => viewer.userName} extra={authMessages.passwordPolicyHint} />
      {secondFactor ? (
        <>
          <Alert type="info" showIcon className={styles.formNotice} title={authMessages.secondFactorIntro} />
          <CodeFields channelName="type" channels={channels} sender={sender} />
        </>
      ) : null}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!key.data}>
          {authMessages.submitChange}
        </Button>
      </Form.Item>
    </Form>
  );
}
