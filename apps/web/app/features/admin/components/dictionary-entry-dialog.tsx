import { DICTIONARY_RULES, type TAdminDictionaryEntry, type TDictionaryGroup } from '@supportal/contract';
import { Alert, App, Form, Input, InputNumber, Switch } from 'antd';
import { ModalForm } from '../../../components/list-page/modal-form';
import { saveDictionaryEntryRecord } from '../api/save-dictionary-entry';
import type { TEntryDialogProps } from '../hooks/use-entry-dialog';
import { adminMessages } from '../messages';

const messages = adminMessages.dictionary;

type TFormValues = { value: string; label: string; sort: number; enabled: boolean };

type TDictionaryEntryDialogProps = TEntryDialogProps<TAdminDictionaryEntry> & { dictType: TDictionaryGroup };

/** Adds or changes one entry; the group's rule is shown above and checked again by the server. */
export function DictionaryEntryDialog({
  dictType,
  entry,
  nextSort,
  onClose,
  onSaved,
}: TDictionaryEntryDialogProps) {
  const [form] = Form.useForm<TFormValues>();
  const { message } = App.useApp();
  const rule = DICTIONARY_RULES[dictType];

  const submit = async (values: TFormValues) => {
    await saveDictionaryEntryRecord({ ...values, dictType, ...(entry ? { id: entry.id } : {}) });
    void message.success(messages.saved);
    onSaved();
  };

  return (
    <ModalForm<TFormValues>
      title={entry ? messages.editTitle : messages.addTitle}
      form={form}
      initialValues={
        entry
          ? { value: entry.value, label: entry.label, sort: entry.sort, enabled: entry.enabled }
          : { value: '', label: '', sort: nextSort, enabled: true }
      }
      // The same rule the server applies, so a mistake is shown under its field before anything is sent.
      precheck={(values) => {
        const problem = rule.check({ value: values.value.trim(), label: values.label.trim() });
        return problem ? [{ name: problem.field, errors: [problem.message] }] : [];
      }}
      onSubmit={submit}
      onClose={onClose}
      intro={
        <Alert
          type="info"
          showIcon
          title={messages.rule}
          description={rule.hint}
          style={{ marginBottom: 16 }}
        />
      }
    >
      <Form.Item name="value" label={messages.fields.value} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="label" label={messages.fields.label} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="sort" label={messages.fields.sort}>
        <InputNumber min={0} max={100_000} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={messages.fields.enabled} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ModalForm>
  );
}
