import { CODE_DIALOG_WIDTH_PX, type TPinChannel, type TLoginResult } from '@supportal/contract';
import { App, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { CodeFields, codeChannelOptions } from '../../../components/code-fields/code-fields';
import { useCodeSender } from '../../../components/code-fields/use-code-sender';
import { postPortalLogin } from '../api/portal-login';
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
  const { modal } = App.useApp();
  const [form] = Form.useForm<TCodeForm>();
  const [checking, setChecking] = useState(false);
  const channels = codeChannelOptions(pending);
  const sender = useCodeSender(() =>
    postPortalLogin({
      loginMode: 'sendPin',
      tmpToken: pending.tmpToken,
      type: form.getFieldValue('channel') as TPinChannel,
    }),
  );

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
        <CodeFields channelName="channel" channels={channels} sender={sender} />
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
