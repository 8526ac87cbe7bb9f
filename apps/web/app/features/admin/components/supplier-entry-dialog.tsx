import { isValidUscc, type TNewSupplier } from '@supportal/contract';
import { Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { ModalForm } from '../../../components/list-page/modal-form';
import { enterSupplier, type TEnteredSupplier } from '../api/create-supplier';
import { adminMessages } from '../messages';

const messages = adminMessages.supplierEntry;
const fields = messages.fields;

type TFormValues = {
  base: {
    supplierName: string;
    uscc: string;
    legalRepresentative: string;
    registeredCapital: number;
    address: string;
    businessScope: string;
  };
  contact: { name: string; mobile: string; email?: string };
};

const required = (label: string) => [{ required: true, whitespace: true, message: messages.required(label) }];

/** 新建供应商: 企业信息's base fields and the main account's contact; the password is shown by the caller. */
export function SupplierEntryDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: TEnteredSupplier, supplierName: string) => void;
}) {
  const [form] = Form.useForm<TFormValues>();
  return (
    <ModalForm<TFormValues>
      title={messages.title}
      okText={messages.save}
      form={form}
      initialValues={{}}
      intro={<Typography.Paragraph type="secondary">{messages.intro}</Typography.Paragraph>}
      onSubmit={async (values) => {
        const body: TNewSupplier = { base: values.base, contact: values.contact };
        onCreated(await enterSupplier(body), values.base.supplierName);
      }}
      onClose={onClose}
    >
      <Form.Item
        name={['base', 'supplierName']}
        label={fields.supplierName}
        rules={required(fields.supplierName)}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name={['base', 'uscc']}
        label={fields.uscc}
        normalize={(value: string) => value.toUpperCase()}
        rules={[
          ...required(fields.uscc),
          {
            validator: (_rule, value: string | undefined) =>
              !value || isValidUscc(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(messages.usccInvalid)),
          },
        ]}
      >
        <Input maxLength={18} autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['base', 'legalRepresentative']}
            label={fields.legalRepresentative}
            rules={required(fields.legalRepresentative)}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['base', 'registeredCapital']}
            label={fields.registeredCapital}
            rules={[{ required: true, message: messages.required(fields.registeredCapital) }]}
          >
            <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={['base', 'address']}
        label={fields.address}
        extra={messages.addressHint}
        rules={required(fields.address)}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name={['base', 'businessScope']}
        label={fields.businessScope}
        rules={required(fields.businessScope)}
      >
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name={['contact', 'name']}
            label={fields.contactName}
            rules={required(fields.contactName)}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={['contact', 'mobile']} label={fields.mobile} rules={required(fields.mobile)}>
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['contact', 'email']} label={fields.email}>
        <Input maxLength={100} inputMode="email" />
      </Form.Item>
    </ModalForm>
  );
}
