import { MOBILE_PATTERN } from '@supportal/contract';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { postBindMobile } from '../api/bind-mobile';
import { authMessages } from '../messages';
import styles from './auth.module.css';

/** The account of an RSP '102' answer, and the TMPTOKEN that allows binding it. */
export type TPendingBinding = {
  tmpToken: string;
  userName: string;
  suppplierCode?: string;
  suppplierName?: string;
};

type TBindMobileDialogProps = { pending: TPendingBinding; onCancel: () => void; onBound: () => void };

/** Binds a mobile to an account without one; the user then logs in again. */
export function BindMobileDialog({ pending, onCancel, onBound }: TBindMobileDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ mobile: string }>();
  const [saving, setSaving] = useState(false);

  const bind = async ({ mobile }: { mobile: string }) => {
    setSaving(true);
    try {
      await postBindMobile({ ...pending, mobile: mobile.trim() });
      void message.success(authMessages.bound);
      onBound();
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={authMessages.bindTitle}
      okText={authMessages.ok}
      cancelText={authMessages.cancel}
      confirmLoading={saving}
      maskClosable={false}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p className={styles.intro}>{authMessages.bindIntro}</p>
      <Alert className={styles.bindNote} type="info" showIcon title={authMessages.bindSubAccounts} />
      <Form form={form} layout="vertical" onFinish={bind} requiredMark={false}>
        <Form.Item
          name="mobile"
          label={authMessages.mobileLabel}
          rules={[
            { required: true, whitespace: true, message: authMessages.mobileRequired },
            { pattern: MOBILE_PATTERN, message: authMessages.mobileInvalid },
          ]}
        >
          <Input placeholder={authMessages.mobilePlaceholder} maxLength={11} inputMode="tel" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
