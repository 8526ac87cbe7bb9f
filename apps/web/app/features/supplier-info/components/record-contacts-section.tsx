import { MOBILE_PATTERN, SUPPLIER_RECORD_LIMITS, SUPPLIER_RECORD_MESSAGES as M } from '@supportal/contract';
import { Form, Input } from 'antd';
import { requiredText as required } from '../lib/record-rules';
import { supplierInfoMessages as messages } from '../messages';
import { RecordRowsSection } from './record-rows-section';

const { fields } = messages;

/** 联系人: at least one, each with a name and a mobile number. */
export function RecordContactsSection() {
  return (
    <RecordRowsSection
      name="contacts"
      title={messages.sections.contacts}
      limit={SUPPLIER_RECORD_LIMITS.contacts}
      keep={1}
      addLabel={messages.addContact}
      newRow={() => ({ name: '', mobile: '' })}
      renderFields={(row) => (
        <>
          <Form.Item name={[row.name, 'name']} label={fields.name} rules={[required(fields.name)]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name={[row.name, 'position']} label={fields.position}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name={[row.name, 'mobile']}
            label={fields.mobile}
            rules={[
              { required: true, message: M.mobile },
              { pattern: MOBILE_PATTERN, message: M.mobile },
            ]}
          >
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name={[row.name, 'email']}
            label={fields.email}
            rules={[{ type: 'email', message: M.email }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </>
      )}
    />
  );
}
