import {
  MAX_PASSWORD_LENGTH,
  PIN_CHANNELS,
  PIN_PATTERN,
  SMS_RESEND_SECONDS,
  type TPinChannel,
  type TUserInfo,
} from '@supportal/contract';
import { Alert, App, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { formFieldErrorsOf } from '../../../lib/field-errors';
import { postChangePassword, postSendChangePasswordCode } from '../api/change-password';
import { usePasswordKey } from '../api/password-key';
import { useCountdown } from '../hooks/use-countdown';
import { encryptPassword } from '../lib/encrypt-password';
import { newPasswordRule, repeatRule } from '../lib/password-rules';
import { authMessages } from '../messages';
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
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const secondFactor = viewer.secondFactor;
  const channels = [
    ...(secondFactor?.mobile
      ? [{ value: PIN_CHANNELS.mobile, label: authMessages.mobileOption(secondFactor.mobile) }]
      : []),
    ...(secondFactor?.email
      ? [{ value: PIN_CHANNELS.email, label: authMessages.emailOption(secondFactor.email) }]
      : []),
  ];

  const sendCode = async () => {
    setSending(true);
    try {
      await postSendChangePasswordCode(form.getFieldValue('type') as TPinChannel);
      void message.success(authMessages.codeSent);
      start(SMS_RESEND_SECONDS);
    } catch {
      // The request layer has shown why.
    } finally {
      setSending(false);
    }
  };

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
      const fieldErrors = formFieldErrorsOf<TChangeValues>(error);
      form.setFields(fieldErrors);
      if (fieldErrors.length === 0)
        void message.error(error instanceof Error ? error.message : String(error));
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
      <Form.Item
        name="newPassword"
        label={authMessages.newPasswordLabel}
        extra={authMessages.passwordPolicyHint}
        rules={[newPasswordRule(() => viewer.userName)]}
      >
        <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={authMessages.confirmPasswordLabel}
        dependencies={['newPassword']}
        rules={[repeatRule(form)]}
      >
        <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />
      </Form.Item>
      {secondFactor ? (
        <>
          <Alert type="info" showIcon className={styles.formNotice} title={authMessages.secondFactorIntro} />
          <Form.Item name="type" label={authMessages.channelLabel}>
            <Radio.Group className={styles.channels} options={channels} />
          </Form.Item>
          <Form.Item label={authMessages.codeLabel} required>
            <div className={styles.codeRow}>
              <Form.Item
                name="smsCode"
                noStyle
                rules={[
                  { required: true, whitespace: true, message: authMessages.pinRequired },
                  { pattern: PIN_PATTERN, message: authMessages.pinInvalid },
                ]}
              >
                <Input
                  placeholder={authMessages.codePlaceholder}
                  maxLength={6}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  aria-label={authMessages.codeLabel}
                />
              </Form.Item>
              <Button
                className={styles.sendButton}
                onClick={() => void sendCode()}
                loading={sending}
                disabled={secondsLeft > 0}
              >
                {secondsLeft > 0 ? authMessages.resendIn(secondsLeft) : authMessages.sendCode}
              </Button>
            </div>
          </Form.Item>
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
