import { NOTICE_ATTACHMENT_MAX_COUNT } from '@supportal/contract';
import { Button, Form, Space } from 'antd';
import { UploadField } from '../../../components/upload-field/upload-field';
import { noticeConsoleMessages as messages } from '../messages';
import { RichTextEditor } from './rich-text-editor';

/** The rich-text body (使用模板 puts the type's template in) and the attachments. */
export function NoticeBodySection({ onUseTemplate }: { onUseTemplate: () => void }) {
  const { fields, required } = messages;
  return (
    <>
      <Form.Item
        name="noticeContent"
        label={
          <Space>
            {fields.noticeContent}
            <Button size="small" type="link" onClick={onUseTemplate}>
              {messages.useTemplate}
            </Button>
          </Space>
        }
        extra={messages.templateHint}
        rules={[{ required: true, message: required.noticeContent }]}
      >
        <RichTextEditor />
      </Form.Item>
      <Form.Item name="attachments" label={fields.attachments}>
        <UploadField purpose="noticeAttachment" maxCount={NOTICE_ATTACHMENT_MAX_COUNT} />
      </Form.Item>
    </>
  );
}
