import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { endNotice } from '../api/withdraw-notice';
import { noticeConsoleMessages as messages } from '../messages';

export type TNoticeEnding = 'withdraw' | 'expire';

/**
 * 撤回 / 立即失效 of a published notice, with the reason visitors will read. Mounted only while open: a
 * closed dialog in the server-rendered page would break hydration.
 */
export function EndNoticeDialog({
  noticeId,
  ending,
  onClose,
  onEnded,
}: {
  noticeId: string;
  ending: TNoticeEnding;
  onClose: () => void;
  onEnded: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await endNotice(noticeId, ending, values.reason);
      onEnded();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={ending === 'expire' ? messages.expireTitle : messages.withdrawTitle}
      onOk={() => void confirm()}
      okButtonProps={{ danger: ending === 'withdraw', loading: busy }}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={ending === 'expire' ? messages.fields.expireReason : messages.fields.withdrawReason}
          rules={[{ required: true, whitespace: true, message: messages.required.withdrawReason }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={messages.placeholders.withdrawReason}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
