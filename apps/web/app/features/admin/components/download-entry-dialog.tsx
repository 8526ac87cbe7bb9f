import type { TAdminDownloadZoneEntry, TFileInfo } from '@supportal/contract';
import { App, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { ModalForm } from '../../../components/list-page/modal-form';
import { UploadField } from '../../../components/upload-field/upload-field';
import { createDownloadZoneRecord, updateDownloadZoneRecord } from '../api/download-zone-entries';
import type { TEntryDialogProps } from '../hooks/use-entry-dialog';
import { adminMessages } from '../messages';

const messages = adminMessages.downloads;

type TFormValues = {
  files?: TFileInfo[];
  title: string;
  loginOnly: boolean;
  sort: number;
  enabled: boolean;
};

const stem = (fileName: string) => fileName.replace(/\.[^.]+$/, '');

/** Uploads a file into the zone, or changes an entry's title, order, visibility and state. */
export function DownloadEntryDialog({
  entry,
  nextSort,
  onClose,
  onSaved,
}: TEntryDialogProps<TAdminDownloadZoneEntry>) {
  const [form] = Form.useForm<TFormValues>();
  const { message } = App.useApp();

  const submit = async (values: TFormValues) => {
    const fields = { title: values.title, loginOnly: values.loginOnly, sort: values.sort };
    if (entry) await updateDownloadZoneRecord({ ...fields, id: entry.id, enabled: values.enabled });
    else await createDownloadZoneRecord({ ...fields, fileId: values.files?.[0]?.id ?? '' });
    void message.success(messages.saved);
    onSaved();
  };

  return (
    <ModalForm<TFormValues>
      title={entry ? messages.editTitle : messages.addTitle}
      form={form}
      initialValues={
        entry
          ? { title: entry.title, loginOnly: entry.loginOnly, sort: entry.sort, enabled: entry.enabled }
          : { files: [], title: '', loginOnly: false, sort: nextSort, enabled: true }
      }
      onSubmit={submit}
      onClose={onClose}
      fieldRenames={{ fileId: 'files' }}
      onValuesChange={(changed: Partial<TFormValues>) => {
        // The title starts as the file's name, as most administrators would type it.
        const picked = changed.files?.[0];
        if (picked && !form.getFieldValue('title')) form.setFieldValue('title', stem(picked.fileName));
      }}
    >
      {!entry && (
        <Form.Item
          name="files"
          label={messages.fields.file}
          rules={[
            {
              validator: (_, files?: TFileInfo[]) =>
                files?.length ? Promise.resolve() : Promise.reject(new Error(messages.fileRequired)),
            },
          ]}
        >
          <UploadField purpose="downloadZone" maxCount={1} />
        </Form.Item>
      )}
      <Form.Item name="title" label={messages.fields.title} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="loginOnly" label={messages.fields.visibility}>
        <Radio.Group
          options={[
            { value: false, label: messages.visibility.public },
            { value: true, label: messages.visibility.loginOnly },
          ]}
        />
      </Form.Item>
      <Form.Item name="sort" label={messages.fields.sort}>
        <InputNumber min={0} max={100_000} precision={0} />
      </Form.Item>
      {entry && (
        <Form.Item name="enabled" label={messages.fields.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </ModalForm>
  );
}
