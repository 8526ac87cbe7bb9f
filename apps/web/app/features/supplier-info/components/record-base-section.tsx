import { SUPPLIER_RECORD_LIMITS, SUPPLIER_RECORD_MESSAGES as M, isValidUscc } from '@supportal/contract';
import { Card, Form, Input, InputNumber } from 'antd';
import { requiredText as required } from '../lib/record-rules';
import { supplierInfoMessages as messages } from '../messages';
import styles from './supplier-info.module.css';

const { fields } = messages;

/** 基本信息: name, USCC (checked digit), legal representative, capital, address and business scope. */
export function RecordBaseSection() {
  return (
    <Card size="small" title={messages.sections.base} className={styles.formCard}>
      <div className={styles.grid}>
        <Form.Item
          name={['base', 'supplierName']}
          label={fields.supplierName}
          rules={[required(fields.supplierName)]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name={['base', 'uscc']}
          label={fields.uscc}
          normalize={(value: string) => value.toUpperCase()}
          rules={[
            { required: true, message: M.usccRequired },
            {
              validator: async (_, value: string | undefined) => {
                if (value && !isValidUscc(value.trim())) throw new Error(M.usccInvalid);
              },
            },
          ]}
        >
          <Input maxLength={18} placeholder={messages.placeholders.uscc} />
        </Form.Item>
        <Form.Item
          name={['base', 'legalRepresentative']}
          label={fields.legalRepresentative}
          rules={[required(fields.legalRepresentative)]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name={['base', 'registeredCapital']}
          label={fields.registeredCapital}
          rules={[{ required: true, message: M.capital }]}
        >
          <InputNumber
            min={0.01}
            max={SUPPLIER_RECORD_LIMITS.maxRegisteredCapital}
            precision={2}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name={['base', 'address']}
          label={fields.address}
          rules={[required(fields.address)]}
          className={styles.wide}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name={['base', 'businessScope']}
          label={fields.businessScope}
          rules={[required(fields.businessScope)]}
          className={styles.wide}
        >
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      </div>
    </Card>
  );
}
