import {
  CODE_DIALOG_WIDTH_PX,
  CODE_SENT_TOAST_MS,
  PIN_CHANNELS,
  PIN_PATTERN,
  SMS_RESEND_SECONDS,
  type TPinChannel,
  type TLoginResult,
} from '@supportal/contract';
import { App, Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { postPortalLogin } from '../api/portal-login';
import { useCountdown } from '../hooks/use-countdown';
import { authMessages } from '../messages';
import styles from './auth.module.css';

export type TPendingSecondFactor = { tmpToken: string; userName: string; mobile?: string; email?: string };

type TCodeDialogProps = {
  pending: TPendingSecondFactor;
  onClose: () => void;
  onLoggedIn: (result: TLoginResult) => void;
};

type TCodeForm = { channel: TPinChannel; smsCode: string };

/** Second step of spec section 4: choose mobile or e-mail, send a code, confirm it. */
export function CodeDialog({ pending, onClose, onLoggedIn }: TCodeDialogProps) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<TCodeForm>();
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const channels = [
    ...(pending.mobile
      ? [{ value: PIN_CHANNELS.mobile, label: authMessages.mobileOption(pending.mobile) }]
      : []),
    ...(pending.email ? [{ value: PIN_CHANNELS.email, label: authMessages.emailOption(pending.email) }] : []),
  ];

  const sendCode = async () => {
    setSending(true);
    try {
      await postPortalLogin({
        loginMode: 'sendPin',
        tmpToken: pending.tmpToken,
        type: form.getFieldValue('channel') as TPinChannel,
      });
      void message.success({ content: authMessages.codeSent, duration: CODE_SENT_TOAST_MS / 1000 });
      start(SMS_RESEND_SECONDS);
    } catch {
      // The request layer has shown why.
    } finally {
      setSending(false);
    }
  };

  const confirmCode = async ({ channel, smsCode }: TCodeForm) => {
    setChecking(true);
    try {
      const result = await postPortalLogin({
        loginMode: 'checkPin',
        tmpToken: pending.tmpToken,
        type: channel,
        smsCode: smsCode.trim(),
      });
      onLoggedIn(result);
    } catch {
      form.setFieldValue('smsCode', '');
    } finally {
      setChecking(false);
    }
  };

  const askToClose = () =>
    modal.confirm({
      title: authMessages.noticeTitle,
      content: authMessages.confirmClose,
      okText: authMessages.ok,
      cancelText: authMessages.cancel,
      onOk: onClose,
    });

  return (
    <Modal
      open
      title={authMessages.codeDialogTitle}
      width={CODE_DIALOG_WIDTH_PX}
      maskClosable={false}
      // Esc asks 确认关闭？ as × does (onCancel), rather than doing nothing.
      onCancel={askToClose}
      footer={null}
      destroyOnHidden
    >
      <p className={styles.intro}>{authMessages.codeDialogIntro}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ channel: channels[0]?.value, smsCode: '' }}
        onFinish={confirmCode}
        requiredMark={false}
      >
        <Form.Item name="channel" label={authMessages.channelLabel}>
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
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={checking}>
            {authMessages.confirm}
          </Button>
        </Form.Item>
      </Form>
      <section className={styles.help} aria-label={authMessages.helpTitle}>
        <h3 className={styles.helpTitle}>{authMessages.helpTitle}</h3>
        <ol className={styles.helpList}>
          {authMessages.helpTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </section>
    </Modal>
  );
}
