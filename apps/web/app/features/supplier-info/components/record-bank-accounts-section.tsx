import { SUPPLIER_RECORD_LIMITS, SUPPLIER_RECORD_MESSAGES as M } from '@supportal/contract';
import { Form, Input } from 'antd';
import { requiredText as required } from '../lib/record-rules';
import { supplierInfoMessages as messages } from '../messages';
import { RecordRowsSection } from './record-rows-section';

const { fields } = messages;

/**
 * 银行账户: a kept account shows its masked number and is sent without one unless retyped; a new
 * account starts with the supplier's name.
 */
export function RecordBankAccountsSection({ supplierName }: { supplierName: string }) {
  const form = Form.useFormInstance();
  return (
    <RecordRowsSection
      name="bankAccounts"
      title={messages.sections.bankAccounts}
      limit={SUPPLIER_RECORD_LIMITS.bankAccounts}
      keep={1}
      addLabel={messages.addBankAccount}
      newRow={() => ({ accountName: supplierName, bankName: '', branchName: '' })}
      renderFields={(row) => {
        const masked = form.getFieldValue(['bankAccounts', row.name, 'accountNumberMasked']) as
          string | undefined;
        return (
          <>
            <Form.Item
              name={[row.name, 'accountName']}
              label={fields.accountName}
              rules={[required(fields.accountName)]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name={[row.name, 'bankName']}
              label={fields.bankName}
              rules={[required(fields.bankName)]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name={[row.name, 'branchName']}
              label={fields.branchName}
              rules={[required(fields.branchName)]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name={[row.name, 'accountNumber']}
              label={masked ? `${fields.accountNumber}（${masked}）` : fields.accountNumber}
              rules={[
                ...(masked ? [] : [{ required: true, message: M.accountNumberRequired }]),
                { pattern: /^\d{8,30}$/, message: M.accountNumber },
              ]}
            >
              <Input
                maxLength={30}
                inputMode="numeric"
                autoComplete="off"
                placeholder={
                  masked ? messages.placeholders.accountNumberKept : messages.placeholders.accountNumberNew
                }
              />
            </Form.Item>
          </>
        );
      }}
    />
  );
}
