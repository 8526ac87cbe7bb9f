import { NOTICE_TYPES, type TApiClientWithCredential } from '@supportal/contract';
import { DatePicker, Form, Input, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { ModalForm } from '../../../components/list-page/modal-form';
import { issueApiClientRecord, type TApiClientList } from '../api/api-clients';
import { apiClientMessages as messages } from '../messages';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type TFormValues = {
  name: string;
  orgCode?: string;
  noticeTypes: string[];
  publishDirectly: boolean;
  expireTime?: Dayjs | null;
};

type TApiClientIssueDialogProps = {
  units: TApiClientList['units'];
  /** Why this administrator may not issue a client that skips review, or null. */
  publishDirectlyRefusal: string | null;
  onClose: () => void;
  onIssued: (issued: TApiClientWithCredential) => void;
};

/** Issues a client: its name, unit, notice types, whether it publishes without approval, its expiry. */
export function ApiClientIssueDialog(props: TApiClientIssueDialogProps) {
  const { units, publishDirectlyRefusal, onClose, onIssued } = props;
  const [form] = Form.useForm<TFormValues>();

  const submit = async (values: TFormValues) =>
    onIssued(
      await issueApiClientRecord({
        name: values.name,
        orgCode: values.orgCode ?? '',
        noticeTypes: values.noticeTypes,
        publishDirectly: values.publishDirectly,
        expireTime: values.expireTime?.format(TIME_FORMAT),
      }),
    );

  return (
    <ModalForm<TFormValues>
      title={messages.issueTitle}
      okText={messages.issue}
      form={form}
      initialValues={{
        name: '',
        orgCode: units.length === 1 ? units[0]?.orgCode : undefined,
        noticeTypes: [],
        publishDirectly: false,
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={messages.fields.name}
        rules={[{ required: true, whitespace: true, message: messages.required.name }]}
      >
        <Input maxLength={60} placeholder={messages.hints.name} />
      </Form.Item>
      <Form.Item
        name="orgCode"
        label={messages.fields.orgCode}
        extra={messages.hints.orgCode}
        rules={[{ required: true, message: messages.required.orgCode }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          options={units.map((unit) => ({ value: unit.orgCode, label: unit.orgName }))}
        />
      </Form.Item>
      <Form.Item
        name="noticeTypes"
        label={messages.fields.noticeTypes}
        rules={[{ required: true, type: 'array', min: 1, message: messages.required.noticeTypes }]}
      >
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={NOTICE_TYPES.map((type) => ({ value: type.code, label: type.label }))}
        />
      </Form.Item>
      <Form.Item
        name="publishDirectly"
        label={messages.fields.publishDirectly}
        extra={publishDirectlyRefusal ?? messages.hints.publishDirectly}
        valuePropName="checked"
      >
        <Switch disabled={publishDirectlyRefusal !== null} />
      </Form.Item>
      <Form.Item name="expireTime" label={messages.fields.expireTime} extra={messages.hints.expireTime}>
        <DatePicker showTime format={TIME_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </ModalForm>
  );
}
