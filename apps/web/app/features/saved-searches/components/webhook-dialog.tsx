import { ALERT_CHANNEL_KINDS, WEBHOOK_CHANNEL_KINDS, type TSavedSearch } from '@supportal/contract';
import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { showFormFailure } from '../../../lib/field-errors';
import { useAddAlertWebhook } from '../api/add-alert-webhook';
import { savedSearchMessages as messages } from '../messages';

type TFormValues = { kind: (typeof WEBHOOK_CHANNEL_KINDS)[number]; url: string; secret?: string };

/** 添加群机器人: saved only when the robot took the test message (the server sends it). */
export function WebhookDialog({
  search,
  onClose,
  onAdded,
}: {
  search: TSavedSearch;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TFormValues>();
  const [saving, setSaving] = useState(false);
  const addAlertWebhook = useAddAlertWebhook();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await addAlertWebhook.mutateAsync({
        savedSearchId: search.id,
        kind: values.kind,
        url: values.url,
        secret: values.secret ?? '',
      });
      void message.success(messages.webhookAdded);
      onAdded();
    } catch (error) {
      showFormFailure<TFormValues>(error, form, (text) => void message.error(text));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`${messages.webhookTitle} · ${search.name}`}
      okText={messages.testAndSave}
      cancelText={messages.cancel}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{messages.webhookIntro}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark initialValues={{ kind: 'wecom' }}>
        <Form.Item name="kind" label={messages.webhookKind}>
          <Radio.Group
            optionType="button"
            options={WEBHOOK_CHANNEL_KINDS.map((kind) => ({ value: kind, label: ALERT_CHANNEL_KINDS[kind] }))}
          />
        </Form.Item>
        <Form.Item
          name="url"
          label={messages.webhookUrl}
          rules={[{ required: true, whitespace: true, message: messages.webhookUrlRequired }]}
        >
          <Input maxLength={500} placeholder="https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…" />
        </Form.Item>
        <Form.Item name="secret" label={messages.webhookSecret} extra={messages.webhookSecretHint}>
          <Input.Password maxLength={200} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
